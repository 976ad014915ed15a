import { asc, desc, eq } from 'drizzle-orm';
import type { TicketDetail } from '../../../../src/domain/inbox';
import { users } from '../../db/schema';
import { contacts, conversations, messages, notes, ticketHistory } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { mayAccess } from '../conversations/conversationRules';
import { toContact } from '../contacts/mapper';
import { authorNameOf, toMessage, toNote } from '../conversations/mappers';
import { ticketFor } from './access';
import { loadTicketSummary } from './summary';
import { slaDetailOf } from '../sla/detail';

export const DETAIL_MESSAGES = 100;
export const FORMER_MEMBER = 'Former member';

/** The ticket with its contact, its conversation's latest messages (oldest first), history and notes. */
export async function ticketDetail(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<TicketDetail> {
  const ticket = await ticketFor(deps, ctx, id, 'read');
  const db = deps.db;
  const summary = (await loadTicketSummary(db, ctx.workspace.id, ticket.id))!;
  const [contact] = ticket.contactId ? await db.select().from(contacts).where(eq(contacts.id, ticket.contactId)) : [];
  // The conversation may have moved on to a colleague (reassigned after this ticket was solved, or the
  // ticket given away from it): its messages are shown only to who may read the conversation itself.
  const [conversation] = ticket.conversationId
    ? await db.select({ id: conversations.id, assigneeId: conversations.assigneeId }).from(conversations).where(eq(conversations.id, ticket.conversationId))
    : [];
  const messageRows = conversation && mayAccess(ctx.member.role, ctx.user.id, conversation.assigneeId)
    ? await db
        .select({ message: messages, userName: users.username })
        .from(messages)
        .leftJoin(users, eq(users.id, messages.authorId))
        .where(eq(messages.conversationId, conversation.id))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(DETAIL_MESSAGES)
    : [];
  const history = await db
    .select({ entry: ticketHistory, actorName: users.username })
    .from(ticketHistory)
    .leftJoin(users, eq(users.id, ticketHistory.actorId))
    .where(eq(ticketHistory.ticketId, ticket.id))
    .orderBy(asc(ticketHistory.at), asc(ticketHistory.id));
  const noteRows = await db
    .select({ note: notes, userName: users.username })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorId))
    .where(eq(notes.ticketId, ticket.id))
    .orderBy(asc(notes.createdAt), asc(notes.id));
  const contactName = contact?.name ?? 'Customer';
  return {
    ticket: summary,
    contact: contact ? toContact(contact) : null,
    messages: messageRows.reverse().map((r) => toMessage(r.message, authorNameOf(r.message, { user: r.userName, contact: contactName }))),
    history: history.map(({ entry, actorName }) => ({
      id: entry.id,
      actorId: entry.actorId,
      // A null actor is the system (an inbound message) or a user since deleted.
      actorName,
      field: entry.field,
      old: entry.old,
      new: entry.new,
      at: entry.at.toISOString(),
    })),
    notes: noteRows.map((r) => toNote(r.note, r.userName ?? FORMER_MEMBER)),
    sla: await slaDetailOf(db, ticket),
  };
}
