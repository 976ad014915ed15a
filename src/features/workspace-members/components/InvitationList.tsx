import { Button } from 'primereact/button';
import { useState } from 'react';
import { When } from '../../../components/time/When';
import type { Invitation } from '../../../domain/invitationRules';
import { invitationChangeRequested, selectMemberAdmin } from '../memberAdminSlice';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { AdminActions, AdminTable } from '../../../components/table/AdminTable';
import { ConfirmDialog } from './ConfirmDialog';

const INVITATION_COLUMNS = [{ label: 'E-mail' }, { label: 'Role' }, { label: 'Link works until' }, { label: 'Actions', hidden: true }];

/** The invitations nobody has accepted yet, with resend (a new link for 7 days) and revoke. */
export function InvitationList() {
  const dispatch = useAppDispatch();
  const { invitations, busy } = usePageSelector(selectMemberAdmin);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  return (
    <section aria-labelledby="invitations-title">
      <h2 id="invitations-title">Open invitations</h2>
      <AdminTable
        caption="Open invitations"
        captionHidden
        columns={INVITATION_COLUMNS}
        rowCount={invitations.length}
        empty={<p className="muted">No open invitations.</p>}
        className="members-page__table"
      >
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <th scope="row" data-label="E-mail">
              {invitation.email}
            </th>
            <td data-label="Role">{invitation.role}</td>
            <td data-label="Link works until">
              <When at={invitation.expiresAt} />
            </td>
            <AdminActions>
              <Button
                type="button"
                outlined
                size="small"
                label="Resend"
                aria-label={`Resend the invitation to ${invitation.email}`}
                disabled={busy === invitation.id}
                onClick={() => dispatch(invitationChangeRequested({ id: invitation.id, change: 'resend' }))}
              />
              <Button
                type="button"
                outlined
                size="small"
                severity="danger"
                label="Revoke"
                aria-label={`Revoke the invitation to ${invitation.email}`}
                disabled={busy === invitation.id}
                onClick={() => setRevoking(invitation)}
              />
            </AdminActions>
          </tr>
        ))}
      </AdminTable>
      <ConfirmDialog
        question={revoking ? { title: `Revoke the invitation to ${revoking.email}?`, text: 'Its link stops working at once. You can invite them again later.', confirm: 'Revoke' } : null}
        onConfirm={() => revoking && dispatch(invitationChangeRequested({ id: revoking.id, change: 'revoke' }))}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}
