import { priorityLabel, statusLabel, TICKET_PRIORITIES, TICKET_STATUSES } from '../../../domain/statusLabels';
import type { Member } from '../../../domain/inbox';

/** The <option>s of a ticket status choice, with the spec's labels (§3). */
export function StatusOptions() {
  return TICKET_STATUSES.map((value) => (
    <option key={value} value={value}>
      {statusLabel(value)}
    </option>
  ));
}

export function PriorityOptions() {
  return TICKET_PRIORITIES.map((value) => (
    <option key={value} value={value}>
      {priorityLabel(value)}
    </option>
  ));
}

export function MemberOptions({ members }: { members: readonly Pick<Member, 'id' | 'name'>[] }) {
  return members.map((member) => (
    <option key={member.id} value={member.id}>
      {member.name}
    </option>
  ));
}
