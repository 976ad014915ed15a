import { ErrorDialog } from '../../errors/components/ErrorDialog';
import { SuccessSnackbar } from '../../errors/components/SuccessSnackbar';
import { DisconnectedDialog } from '../../disconnected/components/DisconnectedDialog';
import { GuideHost } from '../../guide/components/GuideHost';
import { OneTabDialog } from '../../one-tab/components/OneTabDialog';
import { BillingWarningDialog } from '../../billing/components/BillingWarningDialog';
import { LimitedMemberDialog } from '../../limited-member/components/LimitedMemberDialog';
import { VerificationDialog } from '../../verification/components/VerificationDialog';

// Where the app layout's dialogs live. Each feature adds its own dialog component here (one line each);
// a dialog decides from the store whether it is open.
export function DialogHost() {
  return (
    <>
      <ErrorDialog />
      <SuccessSnackbar />
      <BillingWarningDialog />
      <VerificationDialog />
      <LimitedMemberDialog />
      <OneTabDialog />
      <DisconnectedDialog />
      <GuideHost />
    </>
  );
}
