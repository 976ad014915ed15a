import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useLocation } from 'wouter';
import { ERROR_DIALOG_TITLE } from '../apiErrorRules';
import { errorDialogDismissed, selectErrorDialog, type ErrorsState } from '../errorsSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** Spec §2/§8: the generic error dialog, with Dismiss, or Logout when the session cannot go on. */
export function ErrorDialog() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const dialog = useAppSelector((state: { errors: ErrorsState }) => selectErrorDialog(state));
  const dismiss = () => dispatch(errorDialogDismissed());
  const logout = () => {
    dispatch(errorDialogDismissed());
    navigate('/logout');
  };

  const footer = dialog.forceLogout ? (
    <Button type="button" label="Logout" onClick={logout} autoFocus />
  ) : (
    <Button type="button" label="Dismiss" onClick={dismiss} autoFocus />
  );

  return (
    <Dialog
      header={ERROR_DIALOG_TITLE}
      visible={dialog.value}
      onHide={dialog.forceLogout ? logout : dismiss}
      closable={!dialog.forceLogout}
      closeOnEscape={!dialog.forceLogout}
      footer={footer}
      className="error-dialog"
      style={{ width: 'min(28rem, calc(100vw - 2rem))' }}
      draggable={false}
      resizable={false}
    >
      <p className="error-dialog__message">{dialog.message}</p>
      <p className="error-dialog__status muted">Error code {dialog.statusCode}</p>
    </Dialog>
  );
}
