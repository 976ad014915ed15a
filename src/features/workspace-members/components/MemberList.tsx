import { Button } from 'primereact/button';
import { useState } from 'react';
import { ROLES, type ManagedMember } from '../../../domain/invitationRules';
import type { Role } from '../../../domain/api';
import { selectDepartments } from '../../directory/directorySlice';
import type { MemberChange } from '../memberAdminApi';
import { memberChangeRequested, roleChangeRequested, selectMemberAdmin, statusChangeRequested } from '../memberAdminSlice';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { AdminActions, AdminTable } from '../../../components/table/AdminTable';
import { ConfirmDialog } from './ConfirmDialog';
import { memberQuestion, slotsLine } from '../memberAdminRules';

const MEMBER_COLUMNS = [{ label: 'Name' }, { label: 'Role' }, { label: 'Status' }, { label: 'Departments' }, { label: 'Actions', hidden: true }];

/** Every member with role, status and departments; deactivate, reactivate and remove after a question. */
export function MemberList({ myId }: { myId: string | undefined }) {
  const dispatch = useAppDispatch();
  const { overview, busy, failure } = usePageSelector(selectMemberAdmin);
  const departments = usePageSelector(selectDepartments);
  const [asking, setAsking] = useState<{ member: ManagedMember; change: MemberChange } | null>(null);
  if (!overview) return null;
  const departmentNames = (ids: string[]) => ids.map((id) => departments.find((d) => d.id === id)?.name ?? '').filter(Boolean).join(', ') || '–';
  return (
    <section aria-labelledby="members-title">
      <h2 id="members-title">Members</h2>
      <p className="members-page__slots">{slotsLine(overview.slots)}</p>
      {failure ? (
        <p className="p-error" role="alert">
          {failure}
        </p>
      ) : null}
      <AdminTable caption="Members" captionHidden columns={MEMBER_COLUMNS} rowCount={overview.members.length} className="members-page__table">
        {overview.members.map((member) => (
          <tr key={member.id} className={member.deactivatedAt ? 'members-page__row--inactive' : undefined}>
            <th scope="row" data-label="Name">
              {member.name}
              {member.id === myId ? <span className="muted"> (you)</span> : null}
              <span className="muted members-page__email">{member.email}</span>
              {member.deactivatedAt ? <span className="members-page__tag">Deactivated</span> : null}
              {member.limited ? <span className="members-page__tag">Limited: no agent slot</span> : null}
            </th>
            <td data-label="Role">
              <select aria-label={`Role of ${member.name}`} value={member.role} disabled={busy === member.id} onChange={(e) => dispatch(roleChangeRequested({ userId: member.id, role: e.target.value as Role }))}>
                {ROLES.map((role) => (
                  <option key={role}>{role}</option>
                ))}
              </select>
            </td>
            <td data-label="Status">
              <select
                aria-label={`Status of ${member.name}`}
                value={member.status}
                disabled={busy === member.id}
                onChange={(e) => dispatch(statusChangeRequested({ userId: member.id, status: e.target.value === 'aux' ? 'aux' : 'available' }))}
              >
                <option value="available">Available</option>
                <option value="aux">Aux</option>
              </select>
            </td>
            <td data-label="Departments">{departmentNames(member.departmentIds)}</td>
            <AdminActions>
              {member.id === myId ? null : (
                <>
                  <Button
                    type="button"
                    outlined
                    size="small"
                    label={member.deactivatedAt ? 'Reactivate' : 'Deactivate'}
                    aria-label={`${member.deactivatedAt ? 'Reactivate' : 'Deactivate'} ${member.name}`}
                    disabled={busy === member.id}
                    onClick={() => setAsking({ member, change: member.deactivatedAt ? 'reactivate' : 'deactivate' })}
                  />
                  <Button type="button" outlined size="small" severity="danger" label="Remove" aria-label={`Remove ${member.name}`} disabled={busy === member.id} onClick={() => setAsking({ member, change: 'remove' })} />
                </>
              )}
            </AdminActions>
          </tr>
        ))}
      </AdminTable>
      <ConfirmDialog
        question={asking ? memberQuestion(asking.member.name, asking.change) : null}
        onConfirm={() => asking && dispatch(memberChangeRequested({ userId: asking.member.id, change: asking.change }))}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
