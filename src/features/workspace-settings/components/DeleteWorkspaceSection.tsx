import { Button } from 'primereact/button';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { deleteWorkspaceConfirmationError } from '../../../domain/privacyRules';
import { selectWorkspace, type AuthState } from '../../auth/authSlice';
import { deleteWorkspaceRequested, selectDeleteWorkspace } from '../deleteWorkspaceSlice';
import './privacySections.css';

/** The danger zone: the workspace and everything in it deleted, once its name is typed exactly. */
export function DeleteWorkspaceSection() {
  const dispatch = useAppDispatch();
  const name = usePageSelector((state: { auth: AuthState }) => selectWorkspace(state)?.name ?? '');
  const { deleting, failure } = usePageSelector(selectDeleteWorkspace);
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const clientError = tried ? deleteWorkspaceConfirmationError(name, typed) : undefined;
  const error = clientError ?? failure?.fields.name ?? (failure ? failure.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!deleteWorkspaceConfirmationError(name, typed)) dispatch(deleteWorkspaceRequested({ name: typed }));
  };

  return (
    <section className="workspace-settings__section workspace-settings__danger" aria-labelledby="delete-workspace-heading">
      <h2 id="delete-workspace-heading">Delete workspace</h2>
      <p>
        Deleting the workspace removes all of its data for good: members, channels, contacts, conversations, tickets, files, settings, its plan and
        the audit log. Every member leaves it at once. This cannot be undone; download an export first if you need one.
      </p>
      <form onSubmit={submit} noValidate>
        <div className={error ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${id}-name`}>
            Type the workspace&apos;s name, <strong>{name}</strong>, to confirm
          </label>
          <input
            id={`${id}-name`}
            value={typed}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          {error ? (
            <p className="field__error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" severity="danger" label={deleting ? 'Deleting…' : 'Delete workspace'} disabled={deleting} />
      </form>
    </section>
  );
}
