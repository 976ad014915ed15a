import { and, eq } from 'drizzle-orm';
import type { TicketPriorityValue } from '../../../../src/domain/api';
import type { TicketSummary } from '../../../../src/domain/inbox';
import { departments } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { ticketSettings } from '../settings/ticketService';
import { ticketFor } from './access';
import { applyChange, editTicket } from './change';
import { assigneeState, type HistoryEntry } from './repository';
import { line } from './ticketEditRules';

export const AGENT_ASSIGNS_SELF = 'An Agent can only assign tickets to themself.';
export const TAKE_OFF = 'Taking tickets is turned off for this workspace.';
export const NOT_A_MEMBER = 'The assignee must be a member of this workspace.';
export const DEACTIVATED_ASSIGNEE = 'This member is deactivated: reactivate them on the members page before giving them work.';
export const NO_SUCH_DEPARTMENT = 'There is no such department.';

export function changePriority(deps: ApiDeps, ctx: WorkspaceContext, id: string, priority: TicketPriorityValue): Promise<TicketSummary> {
  return editTicket(deps, ctx, id, { kind: 'priority', priority });
}

/**
 * Whether the caller may give tickets to `assigneeId`: an Agent only to themself (or back to everyone),
 * and only to a member of the workspace. A refusal is about the request, not about one ticket.
 */
export async function checkAssignee(deps: ApiDeps, ctx: WorkspaceContext, assigneeId: string | null): Promise<void> {
  if (ctx.member.role !== 'Administrator' && assigneeId !== null && assigneeId !== ctx.user.id) throw forbidden(AGENT_ASSIGNS_SELF);
  await checkAssigneeActive(deps, ctx.workspace.id, assigneeId);
}

/** Work goes only to members of the workspace, and not to a deactivated one. */
export async function checkAssigneeActive(deps: ApiDeps, workspaceId: string, assigneeId: string | null): Promise<void> {
  if (!assigneeId) return;
  const state = await assigneeState(deps.db, workspaceId, assigneeId);
  if (state === 'none') throw badRequest(NOT_A_MEMBER, { assigneeId: 'Not a member of this workspace' });
  if (state === 'deactivated') throw badRequest(DEACTIVATED_ASSIGNEE, { assigneeId: DEACTIVATED_ASSIGNEE });
}

/** Gives the ticket to a member or back to everyone; the status follows (assignmentRules.settleAssignee). */
export async function assignTicket(deps: ApiDeps, ctx: WorkspaceContext, id: string, assigneeId: string | null): Promise<TicketSummary> {
  // ticketFor (in editTicket) keeps an Agent to unassigned tickets and their own, so unassigning is always theirs.
  await checkAssignee(deps, ctx, assigneeId);
  return editTicket(deps, ctx, id, { kind: 'assign', assigneeId });
}

/** The caller takes the ticket as new work, when the workspace allows taking (settings.ticket.take). */
export async function takeTicket(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<TicketSummary> {
  if (!(await ticketSettings(deps.db, ctx.workspace.id)).take) throw forbidden(TAKE_OFF);
  const ticket = await ticketFor(deps, ctx, id, 'change');
  const history: HistoryEntry[] = [];
  if (ticket.assigneeId !== ctx.user.id) history.push(line('assignee', ticket.assigneeId, ctx.user.id));
  if (ticket.status !== 'new') history.push(line('status', ticket.status, 'new'));
  return applyChange(deps, ctx, ticket, { assigneeId: ctx.user.id, status: 'new', solvedAt: null }, history, 'change', true);
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

export function changeTags(deps: ApiDeps, ctx: WorkspaceContext, id: string, tags: string[]): Promise<TicketSummary> {
  return editTicket(deps, ctx, id, { kind: 'tags', tags });
}
