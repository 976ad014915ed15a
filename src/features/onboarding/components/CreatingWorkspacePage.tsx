import { Form } from 'react-final-form';
import { Redirect } from 'wouter';
import { TextField } from '../../../components/form/TextField';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectUser } from '../../auth/authSlice';
import { validateWorkspaceName } from '../onboardingRules';
import { selectOnboarding, workspaceCreateRequested } from '../onboardingSlice';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

export function CreatingWorkspacePage() {
  useDocumentTitle('Create your workspace');
  const dispatch = useAppDispatch();
  const user = usePageSelector(selectUser);
  const { status } = usePageSelector(selectOnboarding);

  if (status === 'created') return <Redirect to="/onboarding/getting-started" replace />;

  const busy = status === 'creating' || status === 'refreshing';
  return (
    <main id="main">
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Create your workspace</h1>
        <p className="muted">
          {user ? `Welcome, ${user.username}. ` : ''}A workspace holds your team, your channels and your customers'
          conversations. Name it after your company or team; you can invite colleagues next.
        </p>
        <Form<{ name: string }>
          validate={(values) => {
            const name = validateWorkspaceName(values.name);
            return name ? { name } : {};
          }}
          onSubmit={(values) => {
            dispatch(workspaceCreateRequested({ name: values.name ?? '' }));
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <TextField name="name" label="Workspace name" required autoComplete="organization" />
              <button type="submit" className="btn btn--primary" disabled={busy}>
                {busy ? 'Creating…' : 'Create workspace'}
              </button>
            </form>
          )}
        />
      </section>
    </main>
  );
}
