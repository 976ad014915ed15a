import { Form } from 'react-final-form';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { LOGIN_AFTER_RECOVERY, confirmEnabled, validateRequest, validateReset, type RequestValues, type ResetValues } from '../accountRecoveryRules';
import { codeRequested, passwordResetRequested, recoveryRestarted, selectAccountRecovery } from '../accountRecoverySlice';
import { TextField } from '../../../components/form/TextField';
import './accountRecovery.css';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

/** /account-recovery (plain layout, no session): a code by e-mail, then a new password. */
export function AccountRecoveryPage() {
  useDocumentTitle('Account recovery');
  const dispatch = useAppDispatch();
  const { step, status, email, message, fields } = usePageSelector(selectAccountRecovery);
  const sending = status === 'sending';
  const failed = status === 'failed' && message ? (
    <p role="alert" className="field__error">
      {message}
    </p>
  ) : null;

  return (
    <main id="main">
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Account recovery</h1>
        {step === 'request' ? (
          <>
            <p className="muted">Enter the e-mail address of your account. We will send you a code to set a new password.</p>
            <Form<RequestValues>
              validate={validateRequest}
              initialValues={{ email }}
              onSubmit={(values) => {
                dispatch(codeRequested({ email: (values.email ?? '').trim() }));
              }}
              render={({ handleSubmit }) => (
                <form onSubmit={handleSubmit} noValidate>
                  <TextField required name="email" label="E-mail" type="email" inputMode="email" autoComplete="email" serverError={fields.email} />
                  {failed}
                  <button type="submit" className="btn btn--primary" disabled={sending}>
                    {sending ? 'Sending…' : 'Send code'}
                  </button>
                </form>
              )}
            />
          </>
        ) : step === 'reset' ? (
          <>
            <p role="status">{message && status !== 'failed' ? message : `We sent a code to ${email}.`}</p>
            <p className="muted">Enter the 6-digit code from the e-mail and choose a new password. The code is valid for 15 minutes.</p>
            <Form<ResetValues>
              validate={validateReset}
              onSubmit={(values) => {
                dispatch(passwordResetRequested({ code: (values.code ?? '').trim(), password: values.password ?? '' }));
              }}
              render={({ handleSubmit, values }) => (
                <form onSubmit={handleSubmit} noValidate>
                  <TextField required name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" serverError={fields.code} />
                  <TextField required name="password" label="New password" type="password" autoComplete="new-password" serverError={fields.password} />
                  <TextField required
                    name="repassword"
                    label="Confirm new password"
                    type="password"
                    autoComplete="new-password"
                    disabled={!confirmEnabled(values.password)}
                  />
                  {failed}
                  <div className="form-actions">
                    <button type="submit" className="btn btn--primary" disabled={sending}>
                      {sending ? 'Saving…' : 'Set new password'}
                    </button>
                    <button type="button" className="btn btn--text" onClick={() => dispatch(recoveryRestarted())}>
                      Ask for a new code
                    </button>
                  </div>
                </form>
              )}
            />
          </>
        ) : (
          <>
            <p role="status">{message}</p>
            <p>
              <a className="btn btn--primary" href={LOGIN_AFTER_RECOVERY}>
                Log in
              </a>
            </p>
          </>
        )}
      </section>
    </main>
  );
}
