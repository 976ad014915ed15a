import { lazy } from 'react';
import { MountWhenNeeded } from '../../../components/MountWhenNeeded';
import { ErrorDialog } from '../../errors/components/ErrorDialog';
import { SuccessSnackbar } from '../../errors/components/SuccessSnackbar';
import { DisconnectedDialog } from '../../disconnected/components/DisconnectedDialog';
import { GuideHost } from '../../guide/components/GuideHost';
import { OneTabDialog } from '../../one-tab/components/OneTabDialog';
import { BillingWarningDialog } from '../../billing/components/BillingWarningDialog';
import { LimitedMemberDialog } from '../../limited-member/components/LimitedMemberDialog';
import { selectVerification, type VerificationState } from '../../verification/verificationSlice';
import { useAppSelector } from '../../../app/hooks';

// Opened by few sessions: its code (and PrimeReact's InputText) comes when it first opens.
const VerificationDialog = lazy(() =>
  import('../../verification/components/VerificationDialog').then((m) => ({ default: m.VerificationDialog })),
);

// Where the app layout's dialogs live. Each feature adds its own dialog component here (one line each);
// a dialog decides from the store whether it is open.
export function DialogHost() {
  const verifying = useAppSelector((state: { verification: VerificationState }) => selectVerification(state).open);
  return (
    <>
      <ErrorDialog />
      <SuccessSnackbar />
      <BillingWarningDialog />
      <MountWhenNeeded needed={verifying}>
        <VerificationDialog />
      </MountWhenNeeded>
      <LimitedMemberDialog />
      <OneTabDialog />
      <DisconnectedDialog />
      <GuideHost />
    </>
  );
}
