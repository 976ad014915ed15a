import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { BILLING_DIALOG_MAX_WIDTH } from '../../../domain/constants';
import { billingWarningDismissed, selectBillingWarning } from '../billingSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** Spec §8 billing dialog: the reasons the package needs attention, closed by Dismiss. */
export function BillingWarningDialog() {
  const dispatch = useAppDispatch();
  const { open, messages } = useAppSelector(selectBillingWarning);
  const dismiss = () => dispatch(billingWarningDismissed());

  return (
    <Dialog
      visible={open}
      onHide={dismiss}
      header="Billing"
      className="billing-warning"
      style={{ width: '90vw', maxWidth: BILLING_DIALOG_MAX_WIDTH }}
      footer={<Button type="button" label="Dismiss" onClick={dismiss} autoFocus />}
      draggable={false}
      resizable={false}
      focusOnShow
    >
      {messages.map((message) => (
        <p key={message} className="billing-warning__line">
          {message}
        </p>
      ))}
    </Dialog>
  );
}
