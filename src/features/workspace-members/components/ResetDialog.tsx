import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { SecurityMember } from '../../../domain/twoFactor';
import { resetQuestion } from '../workspaceMembersRules';
import { memberTwoFactorResetRequested } from '../workspaceMembersSlice';
import { useAppDispatch } from '../../../app/hooks';

/** Asks before resetting a member's two-factor login: it cannot be undone, only set up again by them. */
export function ResetDialog({ member, onClose }: { member: SecurityMember | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <Dialog
      visible={member !== null}
      onHide={onClose}
      header={member ? `Reset two-factor login of ${member.name}?` : ''}
      style={{ width: '90vw', maxWidth: 440 }}
      draggable={false}
      resizable={false}
      footer={
        <div className="members-page__dialog-actions">
          <Button type="button" outlined label="Cancel" onClick={onClose} />
          <Button
            type="button"
            severity="danger"
            label="Reset"
            onClick={() => {
              if (member) dispatch(memberTwoFactorResetRequested(member.id));
              onClose();
            }}
          />
        </div>
      }
    >
      {member ? <p>{resetQuestion(member)}</p> : null}
    </Dialog>
  );
}
