import { Button } from 'primereact/button';
import { Form } from 'react-final-form';
import { PrimePasswordField, PrimeTextField } from '../../../components/form/PrimeFields';
import { validatePasswordOnly, validateTurnOff } from '../twoFactorRules';
import { selectTwoFactor, twoFactorNewCodesRequested, twoFactorTurnOffRequested, twoFactorViewChanged } from '../twoFactorSlice';
import { FormError } from './FormError';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** Turning it off asks for the password and a code of the app (or a recovery code, for a lost phone). */
export function TurnOffForm() {
  const dispatch = useAppDispatch();
  const { busy, failure } = useAppSelector(selectTwoFactor);
  return (
    <Form<{ password?: string; code?: string }>
      validate={validateTurnOff}
      onSubmit={(values) => {
        dispatch(twoFactorTurnOffRequested({ password: values.password ?? '', code: (values.code ?? '').trim() }));
      }}
      render={({ handleSubmit }) => (
        <form className="profile-form" onSubmit={handleSubmit} noValidate aria-label="Turn off two-factor login">
          <p>Your password alone will log you in again, and no browser stays remembered.</p>
          <PrimePasswordField name="password" label="Password" autoComplete="current-password" serverError={failure?.fields.password} />
          <PrimeTextField name="code" label="Code from the app, or a recovery code" autoComplete="one-time-code" maxLength={20} serverError={failure?.fields.code} />
          <FormError failure={failure} />
          <div className="profile-form__actions">
            <Button type="button" outlined label="Cancel" onClick={() => dispatch(twoFactorViewChanged('summary'))} />
            <Button type="submit" severity="danger" label="Turn off" loading={busy} disabled={busy} />
          </div>
        </form>
      )}
    />
  );
}

/** New recovery codes replace the old ones, for the password. */
export function NewCodesForm() {
  const dispatch = useAppDispatch();
  const { busy, failure } = useAppSelector(selectTwoFactor);
  return (
    <Form<{ password?: string }>
      validate={validatePasswordOnly}
      onSubmit={(values) => {
        dispatch(twoFactorNewCodesRequested(values.password ?? ''));
      }}
      render={({ handleSubmit }) => (
        <form className="profile-form" onSubmit={handleSubmit} noValidate aria-label="New recovery codes">
          <p>Ten new codes replace your current ones, which stop working at once.</p>
          <PrimePasswordField name="password" label="Password" autoComplete="current-password" serverError={failure?.fields.password} />
          <FormError failure={failure} />
          <div className="profile-form__actions">
            <Button type="button" outlined label="Cancel" onClick={() => dispatch(twoFactorViewChanged('summary'))} />
            <Button type="submit" label="Make new codes" loading={busy} disabled={busy} />
          </div>
        </form>
      )}
    />
  );
}
