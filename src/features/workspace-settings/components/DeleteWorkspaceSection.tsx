import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { deleteWorkspaceConfirmationError } from '../../../domain/privacyRules';
import { selectWorkspace, type AuthState } from '../../auth/authSlice';
import { deleteWorkspaceRequested, selectDeleteWorkspace } from '../deleteWorkspaceSlice';
import { TypedConfirmForm } from './TypedConfirmForm';
import './privacySections.css';

/** The danger zone: the workspace and everything in it deleted, once its name is typed exactly. */
export function DeleteWorkspaceSection() {
  const dispatch = useAppDispatch();
  const name = usePageSelector((state: { auth: AuthState }) => selectWorkspace(state)?.name ?? '');
  const { deleting, failure } = usePageSelector(selectDeleteWorkspace);

  return (
    <section className="workspace-settings__section workspace-settings__danger" aria-labelledby="delete-workspace-heading">
      <h2 id="delete-workspace-heading">Delete workspace</h2>
      <TypedConfirmForm
        label={
          <>
            Type the workspace&apos;s name, <strong>{name}</strong>, to confirm
          </>
        }
        check={(typed) => deleteWorkspaceConfirmationError(name, typed)}
        serverError={failure?.fields.name ?? failure?.message}
        busy={deleting}
        action="Delete workspace"
        busyAction="Deleting…"
        onConfirm={(typed) => dispatch(deleteWorkspaceRequested({ name: typed }))}
      >
        <p>
          Deleting the workspace removes all of its data for good: members, channels, contacts, conversations, tickets, files, settings, its plan
          and the audit log. Every member leaves it at once. This cannot be undone; download an export first if you need one.
        </p>
      </TypedConfirmForm>
    </section>
  );
}
