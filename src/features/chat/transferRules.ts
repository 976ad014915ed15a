// The Transfer dialog's choices: teammates who may hold the conversation (not the one who has it, not
// oneself) with their status, then the departments.

import type { TransferTargets } from '../../domain/inbox';

export interface TransferChoice {
  /** 'member:<id>' or 'department:<id>' */
  value: string;
  label: string;
}

const STATUS: Record<string, string> = { available: 'Available', aux: 'Aux' };

export function transferChoices(
  targets: TransferTargets | null,
  who: { meId: string | null; assigneeId: string | null },
): { members: TransferChoice[]; departments: TransferChoice[] } {
  if (!targets) return { members: [], departments: [] };
  return {
    members: targets.members
      .filter((member) => member.id !== who.meId && member.id !== who.assigneeId)
      .map((member) => ({ value: `member:${member.id}`, label: STATUS[member.status] ? `${member.name} (${STATUS[member.status]})` : member.name })),
    departments: targets.departments.map((department) => ({ value: `department:${department.id}`, label: department.name })),
  };
}
