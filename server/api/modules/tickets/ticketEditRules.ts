// What one change does to one ticket: the columns to write and a history line per changed field. Pure,
// shared by the single-ticket routes and bulk actions, so both record and settle a change the same way.

import type { TicketPriorityValue, TicketStatusValue } from '../../../../src/domain/api';
import { readStatus, settleAssignee, settleStatus } from './assignmentRules';
import type { HistoryEntry, TicketChange, TicketRow } from './repository';
import { MAX_TAGS, normalizeTags, sameTags } from './tagRules';

export type TicketEdit =
  | { kind: 'assign'; assigneeId: string | null }
  | { kind: 'status'; status: TicketStatusValue }
  | { kind: 'priority'; priority: TicketPriorityValue }
  | { kind: 'tags'; tags: string[] }
  | { kind: 'addTag'; tag: string }
  | { kind: 'removeTag'; tag: string };

export type EditedTicket = Pick<TicketRow, 'status' | 'assigneeId' | 'priority' | 'tags'>;

export interface EditPlan {
  set: TicketChange;
  /** Empty when the ticket is already so: nothing is written. */
  history: HistoryEntry[];
  /** The assignee changed: the ticket's open conversation follows it. */
  assigneeChanged: boolean;
}

/** Why an edit cannot be made on this ticket (the rest of a bulk action goes on). */
export interface EditRefusal {
  refused: string;
}

export const TOO_MANY_TAGS = `A ticket has at most ${MAX_TAGS} tags.`;

export const line = (field: string, old: string | null, next: string | null): HistoryEntry => ({ field, old, new: next });

// JSON keeps a tag holding a comma whole.
const tagsText = (list: readonly string[]) => (list.length ? JSON.stringify(list) : null);

function statusAndAssignee(ticket: EditedTicket, next: { status: string; assigneeId: string | null }): EditPlan {
  const history: HistoryEntry[] = [];
  if (ticket.assigneeId !== next.assigneeId) history.push(line('assignee', ticket.assigneeId, next.assigneeId));
  // Compared with the status as it reads (assignmentRules.readStatus), so a row stored before the rule
  // is recorded as the change a person saw.
  const shown = readStatus(ticket);
  if (shown !== next.status) history.push(line('status', shown, next.status));
  return { set: { status: next.status, assigneeId: next.assigneeId }, history, assigneeChanged: ticket.assigneeId !== next.assigneeId };
}

function tagsPlan(ticket: EditedTicket, tags: string[]): EditPlan | EditRefusal {
  if (tags.length > MAX_TAGS) return { refused: TOO_MANY_TAGS };
  const history = sameTags(ticket.tags, tags) ? [] : [line('tags', tagsText(ticket.tags), tagsText(tags))];
  return { set: { tags }, history, assigneeChanged: false };
}

/**
 * The plan of an edit. Assigning settles the status and setting a status settles the assignee
 * (assignmentRules); a status an agent sets is also the omni status (spec §4: unsolved shows as new while
 * it is empty), and solving stamps the time.
 */
export function planEdit(ticket: EditedTicket, edit: TicketEdit, now: Date): EditPlan | EditRefusal {
  switch (edit.kind) {
    case 'assign':
      return statusAndAssignee(ticket, settleAssignee(ticket, edit.assigneeId));
    case 'status': {
      const plan = statusAndAssignee(ticket, settleStatus(ticket, edit.status));
      if (plan.history.length === 0) return plan;
      return { ...plan, set: { ...plan.set, statusOmni: edit.status, solvedAt: edit.status === 'solved' ? now : null } };
    }
    case 'priority':
      return { set: { priority: edit.priority }, history: ticket.priority === edit.priority ? [] : [line('priority', ticket.priority, edit.priority)], assigneeChanged: false };
    case 'tags':
      return tagsPlan(ticket, edit.tags);
    case 'addTag': {
      const result = normalizeTags([...ticket.tags, edit.tag]);
      return 'error' in result ? { refused: TOO_MANY_TAGS } : tagsPlan(ticket, result.tags);
    }
    case 'removeTag': {
      const key = edit.tag.trim().toLowerCase();
      return tagsPlan(ticket, ticket.tags.filter((tag) => tag.toLowerCase() !== key));
    }
  }
}

export const isRefusal = (plan: EditPlan | EditRefusal): plan is EditRefusal => 'refused' in plan;
