import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type {
  ConversationTransferredPayload,
  TransferResult,
  TransferTarget,
  TransferTargets,
} from '../../../../src/domain/inbox';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { mayTakeWork } from '../../../../src/domain/alerts';
import { members, users } from '../../db/schema';
import { contacts, conversations, departments, notes } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { AppError, badRequest } from '../../http/errors';
import { listDepartments } from '../departments/service';
import { publishTicketChange } from '../tickets/events';
import { DEACTIVATED_ASSIGNEE } from '../tickets/actions';
import { findTicket, type TicketRow } from '../tickets/repository';
import { accessibleConversation } from './access';
import { inboundTicketAction, transferNoteText } from './conversationRules';
import { publishConversation } from './events';
import { insertConversationTicket } from './inboundTicket';
import { toNote } from './mappers';
import { findSummary, latestCustomerText, type Tx } from './repository';
import { publishTicketChanged, ticketFollowsConversation } from './ticketFollows';
import { routeConversation, routeQuietly } from '../routing/router';

export const ONLY_OPEN = 'Only an open conversation can be transferred: reopen it first.';

export interface TransferInput {
  to: { kind: 'member' | 'department'; id: string };
  note: string;
}

/** The receiver, checked: a member who may hold conversations, or a department of this workspace. */
async function receiverOf(deps: ApiDeps, workspaceId: string, to: TransferInput['to']): Promise<TransferTarget> {
  if (to.kind === 'department') {
    const [department] = await deps.db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(and(eq(departments.workspaceId, workspaceId), eq(departments.id, to.id)));
    if (!department) throw badRequest('There is no such department in this workspace.', { departmentId: 'Not a department of this workspace' });
    return { kind: 'department', ...department };
  }
  const [member] = await deps.db
    .select({ id: members.userId, name: users.username, role: members.role, access: members.access, expired: members.expired, deactivatedAt: members.deactivatedAt })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.workspaceId, workspaceId), eq(members.userId, to.id)));
  if (!member) throw badRequest('The receiver must be a member of this workspace.', { memberId: 'Not a member of this workspace' });
  if (member.deactivatedAt) throw badRequest(DEACTIVATED_ASSIGNEE, { memberId: DEACTIVATED_ASSIGNEE });
  if (!mayTakeWork(member, 'chat')) {
    const message = `${member.name} cannot take conversations: their access does not include Chat.`;
    throw badRequest(message, { memberId: message });
  }
  return { kind: 'member', id: member.id, name: member.name };
}

/** Every member who may take a conversation (alerts' rule), by name: who a conversation may be handed to. */
async function holders(deps: ApiDeps, workspaceId: string) {
  const rows = await deps.db
    .select({ id: members.userId, name: users.username, status: users.status, role: members.role, access: members.access, expired: members.expired })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    // A deactivated member takes no work.
    .where(and(eq(members.workspaceId, workspaceId), isNull(members.deactivatedAt)))
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
  return rows.filter((row) => mayTakeWork(row, 'chat'));
}

/**
 * What the Transfer dialog offers, to Agents too (the member list is an Administrator's): the names and
 * statuses of the members who may hold a conversation, and the departments. No e-mail, no role.
 */
export async function transferTargets(deps: ApiDeps, ctx: WorkspaceContext): Promise<TransferTargets> {
  const members = (await holders(deps, ctx.workspace.id)).map(({ id, name, status }) => ({ id, name, status }));
  return { members, departments: await listDepartments(deps, ctx.workspace.id) };
}

/** A department keeps its work as tickets: the conversation's open one, or a new one made now. */
async function openTicketFor(tx: Tx, row: Awaited<ReturnType<typeof accessibleConversation>>, actorId: string, at: Date) {
  const c = row.conversation;
  const linked = c.ticketId ? await findTicket(tx, c.workspaceId, c.ticketId) : undefined;
  if (linked && inboundTicketAction(false, linked) === 'continue') return { ticketId: linked.id, created: null };
  const [contact] = await tx.select().from(contacts).where(eq(contacts.id, c.contactId));
  const text = await latestCustomerText(tx, c.id);
  const created = await insertConversationTicket(tx, { conversation: { ...c, assigneeId: null }, contact: contact!, text, at, actorId });
  return { ticketId: created.id, created };
}

/**
 * Hands the conversation to a teammate (who then holds it) or to a department (back in the queue, filed
 * under the department through its ticket), with a note in the timeline so the customer need not repeat
 * themselves. Anyone who may work on the conversation may hand it on. One transaction; after the commit
 * the receiver gets 'conversation transferred' (their console's desktop notification), then the ticket's
 * events and 'conversation updated' for the lists.
 */
export async function transferConversation(deps: ApiDeps, ctx: WorkspaceContext, id: string, input: TransferInput): Promise<TransferResult> {
  const row = await accessibleConversation(deps, ctx, id);
  if (row.conversation.status !== 'open') throw new AppError(409, ONLY_OPEN);
  const workspaceId = ctx.workspace.id;
  const target = await receiverOf(deps, workspaceId, input.to);
  if (target.kind === 'member' && row.conversation.assigneeId === target.id) {
    const message = `This conversation is already with ${target.name}.`;
    throw badRequest(message, { memberId: message });
  }
  const assigneeId = target.kind === 'member' ? target.id : null;
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    // A department routes it afresh (its mode, not the agent who handed it on); a member takes it out of the queue.
    const routing = target.kind === 'department' ? { previousAssigneeId: null } : { routingState: 'assigned' as const };
    await tx.update(conversations).set({ assigneeId, updatedAt: now, ...routing }).where(eq(conversations.id, id));
    let ticketId = row.conversation.ticketId;
    let created: TicketRow | null = null;
    if (target.kind === 'department') ({ ticketId, created } = await openTicketFor(tx, row, ctx.user.id, now));
    const ticketChange = await ticketFollowsConversation(tx, {
      workspaceId,
      ticketId,
      assigneeId,
      ...(target.kind === 'department' ? { departmentId: target.id } : {}),
      actorId: ctx.user.id,
      now,
    });
    const [note] = await tx
      .insert(notes)
      .values({ workspaceId, conversationId: id, authorId: ctx.user.id, text: transferNoteText(target.name, input.note), createdAt: now })
      .returning();
    return { created, ticketChange, note: note! };
  });

  // The receiver's news first: a console shows one desktop notification per moment (2 s apart), and the
  // ticket's own events (its new assignee or status) would otherwise take that place.
  const conversation = (await findSummary(deps.db, workspaceId, id))!;
  const note = toNote(done.note, ctx.user.username);
  const payload: ConversationTransferredPayload = { conversation, from: { id: ctx.user.id, name: ctx.user.username }, to: target, note: input.note.trim(), timelineNote: note };
  const sendTo = target.kind === 'member' ? [target.id] : (await holders(deps, workspaceId)).map((member) => member.id);
  await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.conversationTransferred, payload: { ...payload }, sendTo });
  if (done.created) await publishTicketChange(deps, done.created, 'create', null, { field: 'status', old: null, new: done.created.status }, ctx.user.id);
  await publishTicketChanged(deps, done.ticketChange, ctx.user.id);
  await publishConversation(deps, workspaceId, conversation, row.conversation.assigneeId);
  if (target.kind === 'department') {
    await routeQuietly(deps, 'transferred to a department', () => routeConversation(deps, workspaceId, id, 'transferred to a department'));
    return { conversation: (await findSummary(deps.db, workspaceId, id))!, note };
  }
  return { conversation, note };
}
