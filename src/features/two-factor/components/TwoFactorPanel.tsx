import { Button } from 'primereact/button';
import { useEffect, useId } from 'react';
import { When } from '../../../components/time/When';
import type { AuthUser } from '../../../domain/api';
import { stepChanged } from '../../profile/profileSlice';
import { selectTwoFactor, twoFactorEnrolRequested, twoFactorOpened, twoFactorViewChanged } from '../twoFactorSlice';
import { EnrolmentSteps } from './EnrolmentSteps';
import { RecoveryCodesView } from './RecoveryCodesView';
import { NewCodesForm, TurnOffForm } from './TwoFactorForms';
import './twoFactor.css';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** The profile menu's 'Two-factor login' step: its state, setting it up, new recovery codes, turning it off. */
export function TwoFactorPanel({ user }: { user: AuthUser }) {
  const dispatch = useAppDispatch();
  const { status, current, view, recoveryCodes } = useAppSelector(selectTwoFactor);
  const titleId = useId();

  useEffect(() => {
    dispatch(twoFactorOpened());
  }, [dispatch]);

  const back = () => dispatch(stepChanged(1));
  let body;
  if (view === 'codes' && recoveryCodes) body = <RecoveryCodesView codes={recoveryCodes} account={user.email} />;
  else if (view === 'enrol') body = <EnrolmentSteps onCancel={() => dispatch(twoFactorViewChanged('summary'))} />;
  else if (view === 'turnOff') body = <TurnOffForm />;
  else if (view === 'newCodes') body = <NewCodesForm />;
  else if (status === 'failed') {
    body = (
      <div role="alert">
        <p>Your two-factor login could not be read.</p>
        <Button type="button" outlined label="Try again" onClick={() => dispatch(twoFactorOpened())} />
      </div>
    );
  } else if (!current) body = <p role="status">Loading…</p>;
  else if (current.enabled) {
    body = (
      <>
        <p>
          <strong className="two-factor__state two-factor__state--on">On</strong>
          {current.enabledAt ? (
            <>
              {' '}
              (turned on <When at={current.enabledAt} />)
            </>
          ) : null}
          . You log in with your password and a code from your authenticator app.
        </p>
        <p data-testid="recovery-codes-left">
          {current.recoveryCodesLeft} of 10 recovery codes left.
        </p>
        {current.required ? <p className="muted">Your workspace requires two-factor login.</p> : null}
        <div className="profile-form__actions">
          <Button type="button" outlined label="Back" onClick={back} />
          <Button type="button" outlined label="New recovery codes" onClick={() => dispatch(twoFactorViewChanged('newCodes'))} />
          <Button type="button" outlined severity="danger" label="Turn off" onClick={() => dispatch(twoFactorViewChanged('turnOff'))} />
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p>
          <strong className="two-factor__state">Off</strong>. Ask for a code from an authenticator app on your phone each time you log in, so a stolen
          password alone cannot open your account.
        </p>
        {current.required ? <p>Your workspace requires two-factor login.</p> : null}
        <div className="profile-form__actions">
          <Button type="button" outlined label="Back" onClick={back} />
          <Button type="button" label="Set up" onClick={() => dispatch(twoFactorEnrolRequested())} />
        </div>
      </>
    );
  }

  return (
    <section className="two-factor" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-form__title">
        Two-factor login
      </h2>
      {body}
    </section>
  );
}
