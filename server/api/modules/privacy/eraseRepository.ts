import { and, count, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contactIdentities, contacts, conversations, messages, tickets } from '../../db/inboxSchema';
import { channelInboundEvents } from '../../db/outboxSchema';
import { customMessages, events, uploads } from '../../db/schema';
import type { ContactRow } from '../contacts/mapper';
import type { TicketRow } from '../tickets/repository';
import { uploadIdFromUrl } from '../uploads/service';

/** Everything one erasure removes, read inside its transaction. */
export interface ErasePlan {
  contactIds: string[];
  conversationIds: string[];
  tickets: TicketRow[];
  uploadIds: string[];
  messageCount: number;
}

/** The contact, locked for the erasure; a merged contact answers as none (it lives on in the one kept). */
export async function lockListedContact(tx: Tx, workspaceId: string, id: string): Promise<ContactRow | undefined> {
  const [row] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id), isNull(contacts.mergedIntoId)))
    .for('update');
  return row;
}

/**
 * The contact and the contacts merged into it (the same person, their old rows still hold a name and an
 * e-mail), their conversations, every ticket of theirs or of those conversations, and the files of those
 * conversations (theirs, and the ones agents sent them: an invoice, a label) or their avatar that nothing
 * else of the workspace uses: a file a canned reply or another conversation also holds stays.
 */
export async function planErasure(tx: Tx, workspaceId: string, contact: ContactRow): Promise<ErasePlan> {
  const merged = await tx
    .select({ id: contacts.id, avatarUrl: contacts.avatarUrl })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.mergedIntoId, contact.id)));
  const contactIds = [contact.id, ...merged.map((row) => row.id)];
  const conversationIds = (
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.workspaceId, workspaceId), inArray(conversations.contactId, contactIds)))
  ).map((row) => row.id);
  const byConversation = conversationIds.length === 0 ? undefined : inArray(tickets.conversationId, conversationIds);
  const linked = conversationIds.length === 0 ? [] : await tx.select({ id: conversations.ticketId }).from(conversations).where(inArray(conversations.id, conversationIds));
  const linkedIds = linked.map((row) => row.id).filter((id): id is string => id !== null);
  const ticketRows = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.workspaceId, workspaceId), or(inArray(tickets.contactId, contactIds), byConversation, linkedIds.length ? inArray(tickets.id, linkedIds) : undefined)));
  const [{ n: messageCount } = { n: 0 }] =
    conversationIds.length === 0 ? [] : await tx.select({ n: count() }).from(messages).where(inArray(messages.conversationId, conversationIds));
  return { contactIds, conversationIds, tickets: ticketRows, uploadIds: await ownFiles(tx, workspaceId, conversationIds, [contact, ...merged]), messageCount };
}

async function ownFiles(tx: Tx, workspaceId: string, conversationIds: string[], people: { avatarUrl: string | null }[]): Promise<string[]> {
  const sent =
    conversationIds.length === 0
      ? []
      : await tx
          .select({ id: sql<string>`jsonb_array_elements(${messages.attachments}) ->> 'id'` })
          .from(messages)
          .where(inArray(messages.conversationId, conversationIds));
  const avatars = people.map((p) => (p.avatarUrl ? uploadIdFromUrl(p.avatarUrl) : undefined));
  const candidates = [...new Set([...sent.map((row) => row.id), ...avatars].filter((id): id is string => typeof id === 'string'))];
  if (candidates.length === 0) return [];
  const elsewhere = new Set<string>();
  for (const id of candidates) {
    const holder = sql`jsonb_build_array(jsonb_build_object('id', ${id}::text))`;
    const [other] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.workspaceId, workspaceId), sql`${messages.attachments} @> ${holder}`, conversationIds.length ? notInArray(messages.conversationId, conversationIds) : undefined))
      .limit(1);
    const [canned] = await tx
      .select({ id: customMessages.id })
      .from(customMessages)
      .where(and(eq(customMessages.workspaceId, workspaceId), sql`${customMessages.attachments} @> jsonb_build_array(${id}::text)`))
      .limit(1);
    if (other || canned) elsewhere.add(id);
  }
  const own = candidates.filter((id) => !elsewhere.has(id));
  if (own.length === 0) return [];
  return (await tx.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.workspaceId, workspaceId), inArray(uploads.id, own)))).map((row) => row.id);
}

/**
 * Provider calls stored as they came that name one of the contact's identities. They are not linked by a
 * key, so the raw body is searched for the identity's id as a JSON string ("c-1" does not match "c-10").
 * Calls still pending are left to be processed; processed ones older than a week are pruned anyway.
 */
async function eraseInboundEvents(tx: Tx, workspaceId: string, contactIds: string[]): Promise<number> {
  const identities = await tx
    .select({ channelId: contactIdentities.channelId, externalId: contactIdentities.externalId })
    .from(contactIdentities)
    .where(and(eq(contactIdentities.workspaceId, workspaceId), inArray(contactIdentities.contactId, contactIds)));
  let erased = 0;
  for (const identity of identities) {
    const gone = await tx
      .delete(channelInboundEvents)
      .where(
        and(
          eq(channelInboundEvents.workspaceId, workspaceId),
          eq(channelInboundEvents.channelId, identity.channelId),
          ne(channelInboundEvents.state, 'pending'),
          sql`position(convert_to(${JSON.stringify(identity.externalId)}, 'UTF8') in decode(${channelInboundEvents.body}, 'base64')) > 0`,
        ),
      )
      .returning({ id: channelInboundEvents.id });
    erased += gone.length;
  }
  return erased;
}

/**
 * The realtime replay log (kept 48 hours) holds what was published about them: messages, conversations,
 * the contact. Those events keep their numbers (a hole would make every console reload) but lose their
 * payload and every recipient, as events meant for someone else are replayed: by number only.
 */
async function redactReplayLog(tx: Tx, workspaceId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await tx
    .update(events)
    .set({ payload: {}, sendTo: [] })
    .where(and(eq(events.workspaceId, workspaceId), sql`${events.payload}::text ~ ${ids.join('|')}`))
    .returning({ seq: events.seq });
  return gone.length;
}

/** Removes what the plan names; messages, notes, history, reads, outbox rows and identities go by cascade. */
export async function executeErasure(tx: Tx, workspaceId: string, plan: ErasePlan): Promise<{ storagePaths: string[]; inboundEvents: number; replayEvents: number }> {
  const inboundEvents = await eraseInboundEvents(tx, workspaceId, plan.contactIds);
  const replayEvents = await redactReplayLog(tx, workspaceId, [...plan.contactIds, ...plan.conversationIds, ...plan.tickets.map((t) => t.id)]);
  const ticketIds = plan.tickets.map((t) => t.id);
  if (ticketIds.length) await tx.delete(tickets).where(and(eq(tickets.workspaceId, workspaceId), inArray(tickets.id, ticketIds)));
  if (plan.conversationIds.length) await tx.delete(conversations).where(and(eq(conversations.workspaceId, workspaceId), inArray(conversations.id, plan.conversationIds)));
  await tx.delete(contacts).where(and(eq(contacts.workspaceId, workspaceId), inArray(contacts.id, plan.contactIds)));
  const files = plan.uploadIds.length
    ? await tx.delete(uploads).where(and(eq(uploads.workspaceId, workspaceId), inArray(uploads.id, plan.uploadIds))).returning({ path: uploads.storagePath })
    : [];
  return { storagePaths: files.map((f) => f.path).filter((p) => p !== ''), inboundEvents, replayEvents };
}
