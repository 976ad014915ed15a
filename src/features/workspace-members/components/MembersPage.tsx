import { Button } from 'primereact/button';
import { useEffect, useId, useState } from 'react';
import { AdminActions, AdminTable } from '../../../components/table/AdminTable';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { SecurityMember } from '../../../domain/twoFactor';
import { selectUser, selectWorkspace, type AuthState } from '../../auth/authSlice';
import { canReset, twoFactorSummary } from '../workspaceMembersRules';
import { selectWorkspaceMembers, twoFactorRequirementChangeRequested, workspaceMembersOpened } from '../workspaceMembersSlice';
import { directoryNeeded } from '../../directory/directorySlice';
import { memberAdminOpened, selectMemberAdmin } from '../memberAdminSlice';
import { InvitationList } from './InvitationList';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';
import { ResetDialog } from './ResetDialog';
import './membersPage.css';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

type State = { auth: AuthState };

const TWO_FACTOR_COLUMNS = [{ label: 'Name' }, { label: 'E-mail' }, { label: 'Role' }, { label: 'Two-factor login' }, { label: 'Actions', hidden: true }];

/** /settings/workspace/member: the workspace's members and their two-factor login, for its Administrators. */
export function MembersPage() {
  useDocumentTitle('Members');
  const isAdministrator = usePageSelector((state: State) => selectWorkspace(state)?.role === 'Administrator');
  return (
    <section className="page members-page" aria-labelledby="page-title">
      <h1 id="page-title">Members</h1>
      {isAdministrator ? (
        <>
          <MemberAdmin />
          <h2>Two-factor login</h2>
          <MembersSecurity />
        </>
      ) : (
        <p className="muted">Only an Administrator of the workspace can see its members here.</p>
      )}
    </section>
  );
}

/** Invitations and members: who may work here, with which role, pages and departments. */
function MemberAdmin() {
  const dispatch = useAppDispatch();
  const { status } = usePageSelector(selectMemberAdmin);
  const me = usePageSelector((state: State) => selectUser(state));
  useEffect(() => {
    dispatch(memberAdminOpened());
    dispatch(directoryNeeded());
  }, [dispatch]);
  if (status === 'failed') {
    return (
      <div role="alert">
        <p>The members and invitations could not be loaded.</p>
        <Button type="button" outlined label="Try again" onClick={() => dispatch(memberAdminOpened())} />
      </div>
    );
  }
  if (status !== 'ready') return <p role="status">Loading members…</p>;
  return (
    <>
      <InviteForm />
      <InvitationList />
      <MemberList myId={me?.id} />
    </>
  );
}

function MembersSecurity() {
  const dispatch = useAppDispatch();
  const { status, data, switching, resetting, failure } = usePageSelector(selectWorkspaceMembers);
  const me = usePageSelector((state: State) => selectUser(state));
  const [confirming, setConfirming] = useState<SecurityMember | null>(null);
  const switchId = useId();

  useEffect(() => {
    dispatch(workspaceMembersOpened());
  }, [dispatch]);

  if (status === 'failed') {
    return (
      <div role="alert">
        <p>The members could not be loaded.</p>
        <Button type="button" outlined label="Try again" onClick={() => dispatch(workspaceMembersOpened())} />
      </div>
    );
  }
  if (!data) return <p role="status">Loading…</p>;
  return (
    <>
      <p className="muted">Everyone who works in this workspace, their role, and whether they log in with two-factor login.</p>
      <div className="members-page__requirement">
        {/* A native switch: PrimeReact's nests its focusable input in another control (axe: nested-interactive). */}
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={data.required}
          disabled={switching}
          aria-describedby={`${switchId}-hint`}
          onChange={(event) => dispatch(twoFactorRequirementChangeRequested(event.target.checked))}
        />
        <div>
          <label htmlFor={switchId}>Require two-factor login for every member</label>
          <p className="muted" id={`${switchId}-hint`}>
            Members who have not set it up are asked to, the next time they use the console, and can do nothing else until they have. Everyone
            is told by mail.
          </p>
        </div>
      </div>
      {failure ? (
        <p className="p-error" role="alert">
          {failure}
        </p>
      ) : null}
      <AdminTable caption={twoFactorSummary(data.members)} columns={TWO_FACTOR_COLUMNS} rowCount={data.members.length} className="members-page__table">
        {data.members.map((member) => (
          <tr key={member.id}>
            <th scope="row" data-label="Name">
              {member.name}
              {member.id === me?.id ? <span className="muted"> (you)</span> : null}
            </th>
            <td data-label="E-mail">{member.email}</td>
            <td data-label="Role">{member.role}</td>
            <td data-label="Two-factor login">
              <span className={member.twoFactor ? 'members-page__state members-page__state--on' : 'members-page__state'}>
                {member.twoFactor ? 'On' : 'Off'}
              </span>
            </td>
            <AdminActions>
              {canReset(member, me?.id) ? (
                <Button
                  type="button"
                  outlined
                  size="small"
                  severity="danger"
                  label="Reset two-factor login"
                  aria-label={`Reset two-factor login of ${member.name}`}
                  loading={resetting === member.id}
                  disabled={resetting !== null}
                  onClick={() => setConfirming(member)}
                />
              ) : null}
            </AdminActions>
          </tr>
        ))}
      </AdminTable>
      <ResetDialog member={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
