import { eq } from 'drizzle-orm';
import type { ConversationSummary, Note, TicketSummary } from '../../../../src/domain/inbox';
import { contacts, conversations, notes } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { loadTicketSummary, publishTicketChange } from '../tickets/events';
import { checkAssigneeActive } from '../tickets/actions';
import { findTicket, updateTicket } from '../tickets/repository';
import { publishTicketChanged, ticketFollowsConversation } from './ticketFollows';
import { accessibleConversation } from './access';
import { inboundTicketAction } from './conversationRules';
import { solveRefusal } from '../../../../src/domain/ticketSettingsRules';
import { ticketSettings } from '../settings/ticketService';
import { insertConversationTicket } from './inboundTicket';
import { publishConversation } from './events';
import { autoMessageAfterResolved } from '../autoMessages/send';
import { toNote, toSummary } from './mappers';
import { findSummary, latestCustomerText } from './repository';
import { drainQueue, routeQuietly, routeReopened } from '../routing/router';

export async function addConversationNote(deps: ApiDeps, ctx: WorkspaceContext, id: string, text: string): Promise<Note> {
  await accessibleConversation(deps, ctx, id);
  const [row] = await deps.db
    .insert(notes)
    .values({ workspaceId: ctx.workspace.id, conversationId: id, authorId: ctx.user.id, text, createdAt: deps.now() })
    .returning();
  return toNote(row!, ctx.user.username);
}

export const AGENT_ASSIGNS_SELF = 'An Agent can only assign conversations to themself.';

/**
 * Gives the conversation to a member, or back to everyone with null; an Agent takes it or lets it go (the
 * tickets' rule). Its open ticket follows in the same transaction, the way a ticket assignment goes. The
 * events, after the commit, reach who could see the conversation before and after.
 */
export async function assignConversation(deps: ApiDeps, ctx: WorkspaceContext, id: string, assigneeId: string | null): Promise<ConversationSummary> {
  const row = await accessibleConversation(deps, ctx, id);
  if (ctx.member.role !== 'Administrator' && assigneeId !== null && assigneeId !== ctx.user.id) throw forbidden(AGENT_ASSIGNS_SELF);
  await checkAssigneeActive(deps, ctx.workspace.id, assigneeId);
  const before = row.conversation.assigneeId;
  if (before === assigneeId) return toSummary(row);
  const now = deps.now();
  const ticketChange = await deps.db.transaction(async (tx) => {
    // Given by hand, it leaves the router's queue.
    const routing = assigneeId && row.conversation.routingState === 'waiting' ? { routingState: 'assigned' as const } : {};
    await tx.update(conversations).set({ assigneeId, updatedAt: now, ...routing }).where(eq(conversations.id, id));
    return ticketFollowsConversation(tx, { workspaceId: ctx.workspace.id, ticketId: row.conversation.ticketId, assigneeId, actorId: ctx.user.id, now });
  });
  await publishTicketChanged(deps, ticketChange, ctx.user.id);
  const summary = (await findSummary(deps.db, ctx.workspace.id, id))!;
  await publishConversation(deps, ctx.workspace.id, summary, before);
  return summary;
}

/** The conversation's open ticket, or a new one made from its latest customer message. */
export async function ticketFromConversation(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<TicketSummary> {
  const row = await accessibleConversation(deps, ctx, id);
  const c = row.conversation;
  const linked = c.ticketId ? await findTicket(deps.db, ctx.workspace.id, c.ticketId) : undefined;
  if (linked && inboundTicketAction(false, linked) === 'continue') return (await loadTicketSummary(deps.db, ctx.workspace.id, linked.id))!;
  const [contact] = await deps.db.select().from(contacts).where(eq(contacts.id, c.contactId));
  const text = await latestCustomerText(deps.db, id);
  const now = deps.now();
  const ticket = await deps.db.transaction((tx) =>
    insertConversationTicket(tx, { conversation: c, contact: contact!, text, at: now, actorId: ctx.user.id }),
  );
  await publishTicketChange(deps, ticket, 'create', null, { field: 'status', old: null, new: ticket.status }, ctx.user.id);
  await publishConversation(deps, ctx.workspace.id, (await findSummary(deps.db, ctx.workspace.id, id))!);
  return (await loadTicketSummary(deps.db, ctx.workspace.id, ticket.id))!;
}

/** Resolving closes the work: the linked ticket is solved too (its event's action is 'close'). */
export async function resolveConversation(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<ConversationSummary> {
  const row = await accessibleConversation(deps, ctx, id);
  if (row.conversation.status === 'resolved') return toSummary(row);
  const now = deps.now();
  // The conversation and its ticket in one transaction: a ticket that cannot be solved leaves the conversation open.
  const closed = await deps.db.transaction(async (tx) => {
    // It leaves the queue; who held it is remembered, so a reopening goes back to them first.
    const routing = { routingState: null, queuedAt: null, previousAssigneeId: row.conversation.assigneeId ?? row.conversation.previousAssigneeId };
    await tx.update(conversations).set({ status: 'resolved', updatedAt: now, ...routing }).where(eq(conversations.id, id));
    const ticket = row.conversation.ticketId ? await findTicket(tx, ctx.workspace.id, row.conversation.ticketId) : undefined;
    if (!ticket || ticket.status === 'solved') return null;
    const refusal = solveRefusal(await ticketSettings(tx, ctx.workspace.id), ticket);
    if (refusal) throw badRequest(refusal.message, { [refusal.field]: refusal.message });
    const history = { field: 'status', old: ticket.status, new: 'solved' };
    const solved = await updateTicket(tx, ticket, { status: 'solved', statusOmni: 'solved', solvedAt: now, updatedAt: now }, ctx.user.id, history);
    return { solved, assigneeBefore: ticket.assigneeId, history };
  });
  if (closed) await publishTicketChange(deps, closed.solved, 'close', closed.assigneeBefore, closed.history, ctx.user.id);
  const summary = (await findSummary(deps.db, ctx.workspace.id, id))!;
  await publishConversation(deps, ctx.workspace.id, summary);
  await autoMessageAfterResolved(deps, row.conversation);
  // Its agent has room for one more: the queue moves.
  if (row.conversation.assigneeId) await routeQuietly(deps, 'resolved', () => drainQueue(deps, ctx.workspace.id, 'resolved'));
  return summary;
}

/**
 * Reopening lets the conversation take messages again. Its solved ticket stays solved: the customer's
 * next message opens a new ticket (the rule of inboundTicketAction), as an agent's own follow-up needs none.
 */
export async function reopenConversation(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<ConversationSummary> {
  const row = await accessibleConversation(deps, ctx, id);
  if (row.conversation.status === 'open') return toSummary(row);
  await deps.db.update(conversations).set({ status: 'open', updatedAt: deps.now() }).where(eq(conversations.id, id));
  await routeQuietly(deps, 'reopened', () => routeReopened(deps, ctx.workspace.id, id));
  const summary = (await findSummary(deps.db, ctx.workspace.id, id))!;
  await publishConversation(deps, ctx.workspace.id, summary);
  return summary;
}
