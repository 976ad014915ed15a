import { Button } from 'primereact/button';
import { useId } from 'react';
import { Form } from 'react-final-form';
import { PrimePasswordField } from '../../../components/form/PrimeFields';
import { FormFailureAlert } from '../../../components/form/FormFailureAlert';
import { passwordBody, validatePassword, type PasswordValues } from '../profileRules';
import { passwordChangeRequested, selectProfile, stepChanged, type ProfileState } from '../profileSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** Step 3: old, new and confirmed password; confirm waits until a new password is typed. */
export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const { saving, failure } = useAppSelector((state: { profile: ProfileState }) => selectProfile(state));
  const titleId = useId();

  return (
    <Form<PasswordValues>
      validate={validatePassword}
      onSubmit={(values) => {
        dispatch(passwordChangeRequested(passwordBody(values)));
      }}
      render={({ handleSubmit, values }) => (
        <form className="profile-form" onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <h2 id={titleId} className="profile-form__title">
            Change password
          </h2>
          <PrimePasswordField name="oldpassword" label="Old password" autoComplete="current-password" serverError={failure?.fields.oldpassword} />
          <PrimePasswordField name="password" label="New password" autoComplete="new-password" serverError={failure?.fields.password} />
          <PrimePasswordField
            name="repassword"
            label="Confirm new password"
            autoComplete="new-password"
            disabled={!values.password}
            serverError={failure?.fields.repassword}
          />
          <FormFailureAlert failure={failure} />
          <div className="profile-form__actions">
            <Button type="button" outlined label="Cancel" onClick={() => dispatch(stepChanged(1))} />
            <Button type="submit" label="Save" loading={saving} disabled={saving} />
          </div>
        </form>
      )}
    />
  );
}
