import type { SecurityMember } from '../../../domain/twoFactor';
import { resetQuestion } from '../workspaceMembersRules';
import { memberTwoFactorResetRequested } from '../workspaceMembersSlice';
import { useAppDispatch } from '../../../app/hooks';
import { ConfirmDialog } from './ConfirmDialog';

/** Asks before resetting a member's two-factor login: it cannot be undone, only set up again by them. */
export function ResetDialog({ member, onClose }: { member: SecurityMember | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <ConfirmDialog
      question={member ? { title: `Reset two-factor login of ${member.name}?`, text: resetQuestion(member), confirm: 'Reset' } : null}
      onConfirm={() => member && dispatch(memberTwoFactorResetRequested(member.id))}
      onClose={onClose}
    />
  );
}
