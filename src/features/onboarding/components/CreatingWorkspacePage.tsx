import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { Redirect } from 'wouter';
import { TextField } from '../../../components/form/TextField';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { browserTimeZone } from '../../../services/timeZone';
import { selectUser } from '../../auth/authSlice';
import { validateTimeZone, validateWorkspaceName } from '../onboardingRules';
import { selectOnboarding, workspaceCreateRequested } from '../onboardingSlice';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

interface CreateValues {
  name: string;
  timeZone: string;
}

function validate(values: Partial<CreateValues>): Record<string, string> {
  const errors = { name: validateWorkspaceName(values.name), timeZone: validateTimeZone(values.timeZone) };
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export function CreatingWorkspacePage() {
  useDocumentTitle('Create your workspace');
  const dispatch = useAppDispatch();
  const user = usePageSelector(selectUser);
  const { status } = usePageSelector(selectOnboarding);
  // The browser's zone by default (the api keeps UTC where the browser says none): the workspace's days.
  const initialValues = useMemo(() => ({ name: '', timeZone: browserTimeZone() ?? 'UTC' }), []);

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
        <Form<CreateValues>
          initialValues={initialValues}
          validate={validate}
          onSubmit={(values) => {
            dispatch(workspaceCreateRequested({ name: values.name ?? '', timeZone: values.timeZone ?? '' }));
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <TextField name="name" label="Workspace name" required autoComplete="organization" />
              <TextField
                name="timeZone"
                label="Time zone"
                required
                autoComplete="off"
                hint="Your browser's by default, e.g. Europe/Berlin. Today, reports and every date filter count the days of this zone."
              />
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
