import { Form } from 'react-final-form';
import { Link } from 'wouter';
import { TextField } from '../../../components/form/TextField';
import { StatusScreen } from '../../../components/StatusScreen';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { ConfigState } from '../../config/configSlice';
import { spectatorAccess, validateUserId } from '../spectatorRules';
import { selectSpectator, targetLookupRequested, viewAsRequested } from '../spectatorSlice';
import './spectator.css';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

/** Decided from the runtime configuration's answer for this session (read by the config feature). */
const selectAccess = (state: { config: ConfigState }) =>
  spectatorAccess(state.config.value.me, state.config.readForSession || state.config.status === 'failed');

export function SpectatorPage() {
  useDocumentTitle('Spectator');
  const access = usePageSelector(selectAccess);
  if (access === 'checking') return <StatusScreen text="Checking your access…" />;
  if (access === 'refused') {
    return (
      <main id="main">
        <section className="page" aria-labelledby="page-title">
          <h1 id="page-title">Spectator</h1>
          <p role="alert">This page is only for the service account and spectators.</p>
          <p>
            <Link href="/home">Go to the home page</Link>
          </p>
        </section>
      </main>
    );
  }
  return <SpectatorTool />;
}

function SpectatorTool() {
  const dispatch = useAppDispatch();
  const { lookup, target, view, message } = usePageSelector(selectSpectator);
  return (
    <main id="main">
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Spectator</h1>
        <p className="muted">
          Look a user up by id, then view the console as that user. The view is read-only: nothing can be sent or changed.
        </p>
        <Form<{ id: string }>
          validate={(values) => {
            const id = validateUserId(values.id);
            return id ? { id } : {};
          }}
          onSubmit={(values) => {
            dispatch(targetLookupRequested({ id: values.id ?? '' }));
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className="spectator__form">
              <TextField name="id" label="User id" required hint="The user's id, e.g. 0f8c…-…" />
              <button type="submit" className="btn btn--primary" disabled={lookup === 'loading'}>
                {lookup === 'loading' ? 'Looking up…' : 'Look up'}
              </button>
            </form>
          )}
        />

        {lookup === 'failed' && message ? <p role="alert">{message}</p> : null}
        {lookup === 'succeeded' && target ? (
          target.found ? (
            <section className="spectator__target" aria-labelledby="target-title" data-testid="spectator-target">
              <h2 id="target-title">User found</h2>
              <dl>
                <dt>Name</dt>
                <dd>{target.username}</dd>
                <dt>E-mail</dt>
                <dd>{target.email}</dd>
                <dt>Workspaces</dt>
                <dd>
                  {target.workspaces.length === 0
                    ? 'None'
                    : target.workspaces.map((w) => `${w.name} (${w.role})`).join(', ')}
                </dd>
              </dl>
              {view === 'failed' && message ? <p role="alert">{message}</p> : null}
              <button
                type="button"
                className="btn btn--primary"
                disabled={view === 'starting'}
                onClick={() => dispatch(viewAsRequested({ userId: target.id }))}
              >
                {view === 'starting' ? 'Opening…' : 'View as this user'}
              </button>
            </section>
          ) : (
            <p role="status" data-testid="spectator-target">
              No user has the id {target.id}.
            </p>
          )
        ) : null}
      </section>
    </main>
  );
}
