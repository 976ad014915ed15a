import { Button } from 'primereact/button';
import { useId } from 'react';
import { Form } from 'react-final-form';
import { PrimeTextField } from '../../../components/form/PrimeFields';
import { useCopyToClipboard } from '../../../components/useCopyToClipboard';
import { TOTP } from '../../../domain/twoFactor';
import { groupedKey, qrImageSource, validateAppCode } from '../twoFactorRules';
import { selectTwoFactor, twoFactorConfirmRequested, twoFactorEnrolRequested } from '../twoFactorSlice';
import { FormError } from './FormError';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/**
 * Setting up: scan the QR code (or type the key), then confirm with the app's first code. Shared by
 * the profile menu and the page of a member whose workspace requires two-factor login.
 */
export function EnrolmentSteps({ onCancel }: { onCancel?: () => void }) {
  const dispatch = useAppDispatch();
  const { enrolment, starting, busy, failure } = useAppSelector(selectTwoFactor);
  const { copy, message } = useCopyToClipboard('It could not be copied: select the key and copy it by hand.');
  const keyId = useId();

  if (!enrolment) {
    return (
      <div className="two-factor__enrol">
        {starting ? <p role="status">Preparing your set-up…</p> : <FormError failure={failure} />}
        <div className="profile-form__actions">
          {onCancel ? <Button type="button" outlined label="Cancel" onClick={onCancel} /> : null}
          {!starting ? <Button type="button" label="Try again" onClick={() => dispatch(twoFactorEnrolRequested())} /> : null}
        </div>
      </div>
    );
  }
  const image = qrImageSource(enrolment.qrSvg);
  return (
    <ol className="two-factor__steps">
      <li>
        <p>Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).</p>
        {image ? <img className="two-factor__qr" src={image} width={176} height={176} alt="QR code for your authenticator app" /> : null}
        <p className="two-factor__key-intro" id={keyId}>
          Cannot scan it? Enter this key in the app instead:
        </p>
        <div className="two-factor__key">
          <code aria-labelledby={keyId} data-testid="two-factor-key" tabIndex={0}>
            {groupedKey(enrolment.secret)}
          </code>
          <Button type="button" text size="small" label="Copy key" onClick={() => copy(enrolment.secret)} />
        </div>
        <span role="status" className="two-factor__copied">
          {message}
        </span>
      </li>
      <li>
        <p>Enter the {TOTP.digits}-digit code the app shows now.</p>
        <Form<{ code?: string }>
          validate={validateAppCode}
          onSubmit={(values) => {
            dispatch(twoFactorConfirmRequested((values.code ?? '').replace(/\s+/g, '')));
          }}
          render={({ handleSubmit }) => (
            <form className="profile-form" onSubmit={handleSubmit} noValidate>
              <PrimeTextField name="code" label="Code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={9} serverError={failure?.fields.code} />
              <FormError failure={failure} />
              <div className="profile-form__actions">
                {onCancel ? <Button type="button" outlined label="Cancel" onClick={onCancel} /> : null}
                <Button type="submit" label="Turn on" loading={busy} disabled={busy} />
              </div>
            </form>
          )}
        />
      </li>
    </ol>
  );
}
