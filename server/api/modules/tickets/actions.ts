import { and, eq } from 'drizzle-orm';
import type { TicketPriorityValue, TicketStatusValue } from '../../../../src/domain/api';
import type { TicketSummary } from '../../../../src/domain/inbox';
import { departments } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { conversationFollowsTicket } from '../conversations/followTicket';
import { ticketSettings } from '../settings/service';
import { ticketFor } from './access';
import { applyChange } from './change';
import { isMember, type HistoryEntry, type TicketRow } from './repository';
import { sameTags } from './tagRules';

export const AGENT_ASSIGNS_SELF = 'An Agent can only assign tickets to themself.';
export const TAKE_OFF = 'Taking tickets is turned off for this workspace.';
export const NOT_A_MEMBER = 'The assignee must be a member of this workspace.';
export const NO_SUCH_DEPARTMENT = 'There is no such department.';

const line = (field: string, old: string | null, next: string | null): HistoryEntry => ({ field, old, new: next });

export async function changePriority(deps: ApiDeps, ctx: WorkspaceContext, id: string, priority: TicketPriorityValue): Promise<TicketSummary> {
  const ticket = await ticketFor(deps, ctx, id, 'change');
  const history = ticket.priority === priority ? [] : [line('priority', ticket.priority, priority)];
  return applyChange(deps, ctx, ticket, { priority }, history);
}

/**
 * A ticket given to someone leaves the unassigned queue as new; a ticket given back returns to it
 * (a solved one stays solved). Each changed field is a history line.
 */
function assignment(ticket: TicketRow, assigneeId: string | null, status: TicketStatusValue) {
  const history: HistoryEntry[] = [];
  if (ticket.assigneeId !== assigneeId) history.push(line('assignee', ticket.assigneeId, assigneeId));
  if (ticket.status !== status) history.push(line('status', ticket.status, status));
  return { set: { assigneeId, status }, history };
}

export async function assignTicket(deps: ApiDeps, ctx: WorkspaceContext, id: string, assigneeId: string | null): Promise<TicketSummary> {
  const ticket = await ticketFor(deps, ctx, id, 'change');
  // ticketFor already keeps an Agent to unassigned tickets and their own, so unassigning is always theirs.
  if (ctx.member.role !== 'Administrator' && assigneeId !== null && assigneeId !== ctx.user.id) throw forbidden(AGENT_ASSIGNS_SELF);
  if (assigneeId && !(await isMember(deps.db, ctx.workspace.id, assigneeId))) {
    throw badRequest(NOT_A_MEMBER, { assigneeId: 'Not a member of this workspace' });
  }
  const status = (
    assigneeId === null ? (ticket.status === 'solved' ? 'solved' : 'unassigned') : ticket.status === 'unassigned' ? 'new' : ticket.status
  ) as TicketStatusValue;
  const { set, history } = assignment(ticket, assigneeId, status);
  const summary = await applyChange(deps, ctx, ticket, set, history);
  await conversationFollowsTicket(deps, ctx.workspace.id, ticket.conversationId, assigneeId);
  return summary;
}

/** The caller takes the ticket as new work, when the workspace allows taking (settings.ticket.take). */
export async function takeTicket(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<TicketSummary> {
  if (!(await ticketSettings(deps, ctx.workspace.id)).take) throw forbidden(TAKE_OFF);
  const ticket = await ticketFor(deps, ctx, id, 'change');
  const { set, history } = assignment(ticket, ctx.user.id, 'new');
  const summary = await applyChange(deps, ctx, ticket, { ...set, solvedAt: null }, history);
  await conversationFollowsTicket(deps, ctx.workspace.id, ticket.conversationId, ctx.user.id);
  return summary;
}

export async function changeDepartment(deps: ApiDeps, ctx: WorkspaceContext, id: string, departmentId: string | null): Promise<TicketSummary> {
  const ticket = await ticketFor(deps, ctx, id, 'change');
  if (departmentId) {
    const [row] = await deps.db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.workspaceId, ctx.workspace.id), eq(departments.id, departmentId)));
    if (!row) throw badRequest(NO_SUCH_DEPARTMENT, { departmentId: 'Not a department of this workspace' });
  }
  // History keeps ids, as for the assignee: a renamed department reads with its current name.
  const history = ticket.departmentId === departmentId ? [] : [line('department', ticket.departmentId, departmentId)];
  return applyChange(deps, ctx, ticket, { departmentId }, history);
}

export async function changeTags(deps: ApiDeps, ctx: WorkspaceContext, id: string, tags: string[]): Promise<TicketSummary> {
  const ticket = await ticketFor(deps, ctx, id, 'change');
  // JSON keeps a tag holding a comma whole.
  const joined = (list: string[]) => (list.length ? JSON.stringify(list) : null);
  const history = sameTags(ticket.tags, tags) ? [] : [line('tags', joined(ticket.tags), joined(tags))];
  return applyChange(deps, ctx, ticket, { tags }, history);
}
