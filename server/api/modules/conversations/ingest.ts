import { and, desc, eq, sql } from 'drizzle-orm';
import type { Attachment, ConversationSummary, Message } from '../../../../src/domain/inbox';
import type { MessageMeta } from '../../../../src/domain/messageMeta';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import type { ChannelRow } from '../../channels/connector';
import type { Db } from '../../db/client';
import { contactIdentities, contacts, conversations, messages } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { publishTicketChange } from '../tickets/events';
import type { TicketRow } from '../tickets/repository';
import { messagePreview } from './conversationRules';
import { publishConversation, publishConversationCreated, publishMessage } from './events';
import { toContact, type ContactRow } from '../contacts/mapper';
import type { ConversationRow } from './mappers';
import { findMessage, findSummary, type Tx } from './repository';
import { ticketForInbound } from './inboundTicket';
import { autoMessagesAfterInbound } from '../autoMessages/send';
import { publishReopened, reopenForInbound, type ReopenedTicket } from './reopenTicket';
import { fileUnderDefaultDepartment } from '../departments/defaults';
import { slaAfterChange } from '../sla/clocks';
import { publishTicketSlaMoved } from '../sla/events';
import { routeConversation, routeQuietly } from '../routing/router';

export { setDeliveryState } from './delivery';

export interface InboundInput {
  channel: ChannelRow;
  /** The sender's id on the channel: a visitor id, a phone number, a webhook sender id. */
  externalContactId: string;
  contactName?: string;
  email?: string;
  phone?: string;
  /** The channel's id of the message: a repeated one is accepted once. */
  externalMessageId?: string;
  text: string;
  attachments?: Attachment[];
  at?: Date;
  /** A mail's subject and HTML, a call (messageMeta.ts). */
  meta?: MessageMeta;
  /**
   * The channel's own threading (e-mail): continue this conversation when it is the sender's and still
   * open, or (null) open a new one. Absent: the sender's open conversation on the channel continues.
   */
  thread?: { conversationId: string | null };
}

export interface InboundResult {
  message: Message;
  conversation: ConversationSummary;
  duplicate: boolean;
}

/** Thrown inside the transaction to roll it back when the message id lost the race on the unique index. */
class DuplicateMessage extends Error {}

type Stored = { kind: 'stored'; messageId: string; conversation: ConversationRow; opened: boolean; contactCreated: ContactRow | null; ticket: TicketRow | null; reopened: ReopenedTicket | null };
type Seen = { kind: 'duplicate'; messageId: string; conversationId: string };

/**
 * Stores one message a customer sent on a channel: finds or creates the contact by its identity on the
 * channel, continues the contact's open conversation there (or opens one), and creates or continues the
 * ticket per the workspace's ticket settings (see inboundTicketAction). The identity row is locked for the
 * transaction, so messages of one sender are taken one at a time on every instance; a repeated message id
 * is caught by the unique index even across senders. Events go out after the commit.
 */
export async function ingestInbound(deps: ApiDeps, input: InboundInput): Promise<InboundResult> {
  const attachments = input.attachments ?? [];
  if (!input.text.trim() && attachments.length === 0) throw badRequest('A message needs text or a file.');
  const externalId = input.externalMessageId?.trim() || null;
  const at = input.at ?? deps.now();
  let outcome: Stored | Seen;
  try {
    outcome = await deps.db.transaction(async (tx): Promise<Stored | Seen> => {
      const { contact, created } = await claimIdentity(tx, input, at);
      if (externalId) {
        const seen = await findExternal(tx, input.channel.id, externalId);
        if (seen) return seen;
      }
      const { conversation, opened } = await openConversation(tx, input.channel, contact.id, at, input.thread);
      const [row] = await tx
        .insert(messages)
        .values({
          workspaceId: input.channel.workspaceId,
          conversationId: conversation.id,
          channelId: input.channel.id,
          direction: 'inbound',
          authorType: 'contact',
          text: input.text,
          attachments,
          externalId,
          deliveryState: 'received',
          meta: input.meta ?? null,
          createdAt: at,
        })
        .onConflictDoNothing({ target: [messages.channelId, messages.externalId] })
        .returning({ id: messages.id });
      if (!row) throw new DuplicateMessage();
      const [bumped] = await tx
        .update(conversations)
        .set({
          lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
          lastMessagePreview: messagePreview(input.text, attachments.length),
          lastDirection: 'inbound',
          // The api's own clock: read markers are compared with it, and a channel's timestamp may be old.
          lastInboundAt: deps.now(),
          unread: sql`${conversations.unread} + 1`,
          updatedAt: at,
        })
        .where(eq(conversations.id, conversation.id))
        .returning();
      const reopened = await reopenForInbound(tx, bumped!, at);
      // The customer came back to a solved ticket in a new conversation: the router offers it to the ticket's agent first.
      if (opened && reopened?.ticket.assigneeId) {
        await tx.update(conversations).set({ previousAssigneeId: reopened.ticket.assigneeId }).where(eq(conversations.id, conversation.id));
      }
      const made = await ticketForInbound(tx, { conversation: reopened?.conversation ?? bumped!, contact, text: input.text, at });
      // filed under a department, the ticket may fall under that department's SLA policy
      const ticket = made && (await slaAfterChange(tx, made, await fileUnderDefaultDepartment(tx, input.channel, made), at));
      return { kind: 'stored', messageId: row.id, conversation: bumped!, opened, contactCreated: created ? contact : null, ticket, reopened };
    });
  } catch (err) {
    if (!(err instanceof DuplicateMessage)) throw err;
    outcome = (await findExternal(deps.db, input.channel.id, externalId!))!;
  }
  return outcome.kind === 'duplicate' ? answerDuplicate(deps, input.channel.workspaceId, outcome) : announce(deps, input.channel.workspaceId, outcome);
}

async function answerDuplicate(deps: ApiDeps, workspaceId: string, seen: Seen): Promise<InboundResult> {
  const message = (await findMessage(deps.db, seen.messageId))!;
  const conversation = (await findSummary(deps.db, workspaceId, seen.conversationId))!;
  return { message, conversation, duplicate: true };
}

async function announce(deps: ApiDeps, workspaceId: string, stored: Stored): Promise<InboundResult> {
  if (stored.contactCreated) {
    await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.contactUpdated, payload: { contact: toContact(stored.contactCreated) } });
  }
  if (stored.ticket) {
    const status = stored.ticket.status;
    await publishTicketChange(deps, stored.ticket, 'create', null, { field: 'status', old: null, new: status });
  } else if (!stored.reopened && stored.conversation.ticketId) await publishTicketSlaMoved(deps, workspaceId, stored.conversation.ticketId);
  await publishReopened(deps, stored.reopened);
  // Routed before the announcements, so a conversation given to an agent is not every agent's alert first.
  if (stored.opened) await routeQuietly(deps, 'new conversation', () => routeConversation(deps, workspaceId, stored.conversation.id, 'new conversation'));
  const message = (await findMessage(deps.db, stored.messageId))!;
  const conversation = (await findSummary(deps.db, workspaceId, stored.conversation.id))!;
  await publishMessage(deps, workspaceId, REALTIME_EVENTS.messageCreated, message, conversation.assigneeId);
  await publishConversation(deps, workspaceId, conversation);
  if (stored.opened) await publishConversationCreated(deps, workspaceId, conversation);
  await autoMessagesAfterInbound(deps, stored.conversation, stored.opened);
  return { message, conversation, duplicate: false };
}

async function findExternal(db: Db | Tx, channelId: string, externalId: string): Promise<Seen | undefined> {
  const [row] = await db
    .select({ messageId: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.channelId, channelId), eq(messages.externalId, externalId)));
  return row && { kind: 'duplicate', ...row };
}

/** The sender's contact, creating contact and identity on first contact; the identity row stays locked. */
async function claimIdentity(tx: Tx, input: InboundInput, at: Date): Promise<{ contact: ContactRow; created: boolean }> {
  const { channel } = input;
  const lockIdentity = async () =>
    (
      await tx
        .select({ contactId: contactIdentities.contactId })
        .from(contactIdentities)
        .where(and(eq(contactIdentities.channelId, channel.id), eq(contactIdentities.externalId, input.externalContactId)))
        .for('update')
    )[0];
  let identity = await lockIdentity();
  if (!identity) {
    const name = input.contactName?.trim() || input.email?.trim() || input.phone?.trim() || input.externalContactId;
    const [contact] = await tx
      .insert(contacts)
      .values({ workspaceId: channel.workspaceId, name, email: input.email?.trim() || null, phone: input.phone?.trim() || null, createdAt: at, updatedAt: at })
      .returning();
    const [inserted] = await tx
      .insert(contactIdentities)
      .values({
        workspaceId: channel.workspaceId,
        contactId: contact!.id,
        channelId: channel.id,
        channelType: channel.type,
        externalId: input.externalContactId,
        displayName: input.contactName?.trim() || null,
        createdAt: at,
      })
      .onConflictDoNothing({ target: [contactIdentities.channelId, contactIdentities.externalId] })
      .returning({ id: contactIdentities.id });
    if (inserted) return { contact: contact!, created: true };
    // Another instance registered the sender first: use its contact, drop ours.
    await tx.delete(contacts).where(eq(contacts.id, contact!.id));
    identity = (await lockIdentity())!;
  }
  return { contact: await survivingContact(tx, identity.contactId, input), created: false };
}

/** A merged contact lives on in the one it was merged into; missing e-mail or phone is filled in. */
async function survivingContact(tx: Tx, contactId: string, input: InboundInput): Promise<ContactRow> {
  let [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId));
  for (let hops = 0; contact?.mergedIntoId && hops < 5; hops += 1) {
    [contact] = await tx.select().from(contacts).where(eq(contacts.id, contact.mergedIntoId));
  }
  const email = input.email?.trim();
  const phone = input.phone?.trim();
  if (contact && ((email && !contact.email) || (phone && !contact.phone))) {
    [contact] = await tx
      .update(contacts)
      .set({ email: contact.email ?? email ?? null, phone: contact.phone ?? phone ?? null })
      .where(eq(contacts.id, contact.id))
      .returning();
  }
  return contact!;
}

async function openConversation(
  tx: Tx,
  channel: ChannelRow,
  contactId: string,
  at: Date,
  thread: InboundInput['thread'],
): Promise<{ conversation: ConversationRow; opened: boolean }> {
  // A thread continues only the sender's own open conversation on this channel; anything else opens one.
  const wanted = thread === undefined ? undefined : thread.conversationId;
  const [open] =
    wanted === null
      ? []
      : await tx
          .select()
          .from(conversations)
          .where(
            and(
              eq(conversations.contactId, contactId),
              eq(conversations.channelId, channel.id),
              eq(conversations.status, 'open'),
              wanted === undefined ? undefined : eq(conversations.id, wanted),
            ),
          )
          .orderBy(desc(conversations.lastMessageAt))
          .limit(1);
  if (open) return { conversation: open, opened: false };
  const [created] = await tx
    .insert(conversations)
    .values({
      workspaceId: channel.workspaceId,
      channelId: channel.id,
      channelType: channel.type,
      contactId,
      status: 'open',
      lastMessageAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return { conversation: created!, opened: true };
}
