import { Button } from 'primereact/button';
import { useId } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AuthUser, AuthWorkspace } from '../../../domain/api';
import { selectTwoFactor, twoFactorEnrolRequested } from '../twoFactorSlice';
import { EnrolmentSteps } from './EnrolmentSteps';
import { RecoveryCodesView } from './RecoveryCodesView';
import './twoFactor.css';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

type State = { auth: { user: AuthUser | null; workspace: AuthWorkspace | null } };

/**
 * What a member sees instead of the console while their workspace requires two-factor login and they
 * have none: the same steps as the profile menu's. Saving the recovery codes reads the session again,
 * and the console opens.
 */
export function TwoFactorSetupPage() {
  useDocumentTitle('Set up two-factor login');
  const dispatch = useAppDispatch();
  const { view, recoveryCodes } = useAppSelector(selectTwoFactor);
  const user = useAppSelector((state: State) => state.auth.user);
  const workspace = useAppSelector((state: State) => state.auth.workspace);
  const titleId = useId();

  return (
    <main className="two-factor-page" aria-labelledby={titleId}>
      <h1 id={titleId}>Set up two-factor login</h1>
      <p>
        <strong>{workspace?.name ?? 'Your workspace'}</strong> requires two-factor login for every member: each time you log in, you enter a code
        from an authenticator app on your phone as well as your password. Set it up to open the console.
      </p>
      {view === 'codes' && recoveryCodes ? (
        <RecoveryCodesView codes={recoveryCodes} account={user?.email ?? ''} />
      ) : view === 'enrol' ? (
        <EnrolmentSteps />
      ) : (
        <div className="profile-form__actions two-factor-page__start">
          <Button type="button" label="Set up two-factor login" onClick={() => dispatch(twoFactorEnrolRequested())} />
        </div>
      )}
      <p className="two-factor-page__foot">
        Signed in as {user?.email}. <Link href="/logout">Log out</Link>
      </p>
    </main>
  );
}
