// What the members page says about agent slots and asks before a member's change.
import type { AgentSlots } from '../../domain/invitationRules';
import type { MemberChange } from './memberAdminApi';

export function slotsLine(slots: AgentSlots): string {
  if (slots.total === null) return `${slots.used} active member${slots.used === 1 ? '' : 's'}; the workspace has no plan with agent slots yet.`;
  const over = slots.used < slots.total ? '' : ' Members who joined after the slots were taken are limited until more slots are bought.';
  return `Agent slots: ${slots.used} of ${slots.total} used, ${slots.left} left.${over}`;
}

export function memberQuestion(name: string, change: MemberChange): { title: string; text: string; confirm: string } {
  switch (change) {
    case 'deactivate':
      return {
        title: `Deactivate ${name}?`,
        text: `${name} is logged out of this workspace at once and cannot use it until reactivated. Their open conversations go back to the queue.`,
        confirm: 'Deactivate',
      };
    case 'reactivate':
      return { title: `Reactivate ${name}?`, text: `${name} can log in to this workspace again, with the role and pages they had.`, confirm: 'Reactivate' };
    case 'remove':
      return {
        title: `Remove ${name} from the workspace?`,
        text: `${name} is logged out at once and leaves the workspace; their open conversations go back to the queue. To let them back, invite them again.`,
        confirm: 'Remove',
      };
  }
}
