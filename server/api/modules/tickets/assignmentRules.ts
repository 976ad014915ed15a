// One rule between a ticket's status and its assignee, used by every write that changes either: a ticket
// is never Unassigned while someone holds it. Pure, so each path (one ticket, bulk, a conversation's
// assignment) settles the pair the same way.

import type { TicketStatusValue } from '../../../../src/domain/api';

export interface StatusAndAssignee {
  status: string;
  assigneeId: string | null;
}

/**
 * Given to someone, an Unassigned ticket becomes New (other statuses stay). Given back, it returns to the
 * Unassigned queue, except a solved one, which stays solved.
 */
export function settleAssignee(current: StatusAndAssignee, assigneeId: string | null): StatusAndAssignee {
  if (assigneeId === null) return { status: current.status === 'solved' ? 'solved' : 'unassigned', assigneeId };
  return { status: current.status === 'unassigned' ? 'new' : current.status, assigneeId };
}

/**
 * Setting the status Unassigned puts the ticket back in the queue: its assignee goes. Any other status
 * keeps the assignee (an unassigned ticket may wait on hold or be solved by whoever sees it).
 */
export function settleStatus(current: StatusAndAssignee, status: TicketStatusValue): StatusAndAssignee {
  return { status, assigneeId: status === 'unassigned' ? null : current.assigneeId };
}

/**
 * How a stored pair reads. Before this rule, setting the status Unassigned kept the assignee: such a row
 * reads as New, its state since it was assigned, and the next change writes it settled.
 */
export function readStatus(row: StatusAndAssignee): string {
  return row.status === 'unassigned' && row.assigneeId !== null ? 'new' : row.status;
}
