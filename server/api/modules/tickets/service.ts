import type { Ticket, TicketPriorityValue, TicketStatusValue } from '../../../../src/domain/api';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { publishTicketChange } from './events';
import { findTicket, insertTicket, isMember, updateTicket, type TicketRow } from './repository';

export const TICKET_STATUSES = ['unassigned', 'new', 'unsolved', 'hold', 'solved'] as const satisfies readonly TicketStatusValue[];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const satisfies readonly TicketPriorityValue[];
export const DEFAULT_CHANNEL = 'WEBHOOK';

export function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    status: row.status as TicketStatusValue,
    statusOmni: row.statusOmni,
    priority: row.priority as TicketPriorityValue,
    channel: row.channel,
    assigneeId: row.assigneeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    solvedAt: row.solvedAt?.toISOString() ?? null,
  };
}

export async function createTicket(
  deps: ApiDeps,
  ctx: WorkspaceContext,
  input: { subject: string; priority?: TicketPriorityValue; channel?: string; assigneeId?: string },
): Promise<Ticket> {
  const workspaceId = ctx.workspace.id;
  const assigneeId = input.assigneeId ?? null;
  if (assigneeId && !(await isMember(deps.db, workspaceId, assigneeId))) {
    throw badRequest('The assignee must be a member of this workspace.', { assigneeId: 'Not a member of this workspace' });
  }
  const now = deps.now();
  const status: TicketStatusValue = assigneeId ? 'new' : 'unassigned';
  const ticket = await insertTicket(
    deps.db,
    {
      workspaceId,
      subject: input.subject,
      status,
      priority: input.priority ?? 'medium',
      channel: input.channel ?? DEFAULT_CHANNEL,
      assigneeId,
      createdAt: now,
      updatedAt: now,
    },
    ctx.user.id,
    { field: 'status', old: null, new: status },
  );
  await publishTicketChange(deps, ticket, 'create', null, { field: 'status', old: null, new: status }, ctx.user.id);
  return toTicket(ticket);
}

/** An Agent works on their own tickets and on unassigned ones; an Administrator on any. */
function mayChange(ctx: WorkspaceContext, ticket: TicketRow): boolean {
  return ctx.member.role === 'Administrator' || ticket.assigneeId === null || ticket.assigneeId === ctx.user.id;
}

export async function changeTicketStatus(deps: ApiDeps, ctx: WorkspaceContext, id: string, status: TicketStatusValue): Promise<Ticket> {
  const ticket = await findTicket(deps.db, ctx.workspace.id, id);
  if (!ticket) throw notFound('There is no such ticket.');
  if (!mayChange(ctx, ticket)) throw forbidden('This ticket is assigned to someone else.');
  if (ticket.status === status) return toTicket(ticket);
  const now = deps.now();
  const history = { field: 'status', old: ticket.status, new: status };
  // statusOmni records a status an agent set (spec §4: unsolved shows as new while it is empty).
  const changed = await updateTicket(
    deps.db,
    ticket,
    { status, statusOmni: status, updatedAt: now, solvedAt: status === 'solved' ? now : null },
    ctx.user.id,
    history,
  );
  await publishTicketChange(deps, changed, status === 'solved' ? 'solved' : 'change', ticket.assigneeId, history, ctx.user.id);
  return toTicket(changed);
}
