// One CTI event, stored in one transaction: the caller's contact (found by number, or created), the call's
// one message on their conversation (meta.call, updated by answer and hangup, never backwards), and for a
// missed call the ticket to call back. Events go out after the commit: the message and conversation, a
// new contact or ticket, and the incoming-call panel's 'call ringing' / 'call ended'.
import { eq, sql } from 'drizzle-orm';
import { callPreview, type CallMeta } from '../../../../src/domain/callMeta';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { conversations, messages } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { toContact, type ContactRow } from '../../modules/contacts/mapper';
import { publishConversation, publishConversationCreated, publishMessage } from '../../modules/conversations/events';
import { insertConversationTicket, survivingTicket } from '../../modules/conversations/inboundTicket';
import type { ConversationRow } from '../../modules/conversations/mappers';
import { findMessage, findSummary, type Tx } from '../../modules/conversations/repository';
import { publishTicketChange } from '../../modules/tickets/events';
import type { TicketRow } from '../../modules/tickets/repository';
import type { ChannelRow } from '../connector';
import { channelHealth } from '../health';
import { callConversation, claimCaller, lockCallMessage } from './callRepository';
import { becameMissed, callText, nextCall } from './callRules';
import { normalisePhone, type CtiEvent } from './ctiRules';
import { publishRinging } from './ringing';

/** The identity of a caller who withheld their number: all such calls land on one contact. */
export const ANONYMOUS = 'anonymous';

interface Applied {
  messageId: string;
  created: boolean;
  conversation: ConversationRow;
  opened: boolean;
  contact: ContactRow;
  contactCreated: boolean;
  ticket: TicketRow | null;
  before: CallMeta | null;
  after: CallMeta;
  number: string;
}

/** The same facts, whatever the key order (jsonb keeps its own). */
const sameCall = (a: CallMeta | null, b: CallMeta): boolean => {
  const sorted = (c: object) => JSON.stringify(Object.entries(c).sort(([x], [y]) => x.localeCompare(y)));
  return a !== null && sorted(a) === sorted(b);
};

/** A missed call's ticket: the conversation's open one continues, else 'Call back <number>' opens. */
async function callBackTicket(tx: Tx, conversation: ConversationRow, contact: ContactRow, number: string, at: Date): Promise<TicketRow | null> {
  const linked = conversation.ticketId ? await survivingTicket(tx, conversation.ticketId) : undefined;
  if (linked && linked.status !== 'solved' && linked.mergedIntoId === null) return null;
  return insertConversationTicket(tx, { conversation, contact, text: `Call back ${number}`, at, actorId: null });
}

async function storeMessage(tx: Tx, channel: ChannelRow, conversation: ConversationRow, existingId: string | undefined, call: CallMeta): Promise<string> {
  if (existingId) {
    await tx.update(messages).set({ text: callText(call), meta: { call } }).where(eq(messages.id, existingId));
    return existingId;
  }
  const inbound = call.direction === 'in';
  const [row] = await tx
    .insert(messages)
    .values({
      workspaceId: channel.workspaceId,
      conversationId: conversation.id,
      channelId: channel.id,
      direction: inbound ? 'inbound' : 'outbound',
      // The customer called us, or an agent called out from the telephone (no member of ours wrote it).
      authorType: inbound ? 'contact' : 'system',
      text: callText(call),
      externalId: call.callId,
      deliveryState: inbound ? 'received' : 'sent',
      meta: { call },
      createdAt: new Date(call.startedAt),
    })
    .returning({ id: messages.id });
  return row!.id;
}

async function applyInTransaction(deps: ApiDeps, tx: Tx, channel: ChannelRow, event: CtiEvent, at: Date): Promise<Applied | null> {
  const number = normalisePhone(event.direction === 'in' ? event.from : event.to) ?? ANONYMOUS;
  const { contact, created: contactCreated } = await claimCaller(tx, channel, number, at);
  const existing = await lockCallMessage(tx, channel.id, event.callId);
  const before = existing?.call ?? null;
  const after = nextCall(before, event, at);
  // A replay (or an event that adds nothing): stored once, nothing to announce.
  if (existing && sameCall(before, after)) return null;
  const found = existing ? (await tx.select().from(conversations).where(eq(conversations.id, existing.conversationId)).for('update'))[0] : undefined;
  const { conversation, opened } = found ? { conversation: found, opened: false } : await callConversation(tx, channel, contact.id, new Date(after.startedAt));
  const messageId = await storeMessage(tx, channel, conversation, existing?.id, after);
  const newest = conversation.lastMessageAt.getTime() <= Date.parse(after.startedAt);
  const inbound = after.direction === 'in';
  const [bumped] = await tx
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${after.startedAt}::timestamptz)`,
      ...(newest || !existing ? { lastMessagePreview: callPreview(after), lastDirection: inbound ? ('inbound' as const) : ('outbound' as const) } : {}),
      ...(!existing && inbound ? { unread: sql`${conversations.unread} + 1`, lastInboundAt: deps.now() } : {}),
      updatedAt: at,
    })
    .where(eq(conversations.id, conversation.id))
    .returning();
  const ticket = inbound && number !== ANONYMOUS && becameMissed(before, after) ? await callBackTicket(tx, bumped!, contact, number, at) : null;
  return { messageId, created: !existing, conversation: bumped!, opened, contact, contactCreated, ticket, before, after, number };
}

/** Stores one CTI event of the channel and announces it; a replay changes nothing and announces nothing. */
export async function applyCallEvent(deps: ApiDeps, channel: ChannelRow, event: CtiEvent): Promise<void> {
  const at = event.at ?? deps.now();
  const applied = await deps.db.transaction((tx) => applyInTransaction(deps, tx, channel, event, at));
  if (!applied) return;
  channelHealth(deps).inbound(channel.id, deps.now());
  const workspaceId = channel.workspaceId;
  if (applied.contactCreated) await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.contactUpdated, payload: { contact: toContact(applied.contact) } });
  if (applied.ticket) await publishTicketChange(deps, applied.ticket, 'create', null, { field: 'status', old: null, new: applied.ticket.status });
  const message = (await findMessage(deps.db, applied.messageId))!;
  const conversation = (await findSummary(deps.db, workspaceId, applied.conversation.id))!;
  await publishMessage(deps, workspaceId, applied.created ? REALTIME_EVENTS.messageCreated : REALTIME_EVENTS.messageUpdated, message, conversation.assigneeId);
  await publishConversation(deps, workspaceId, conversation);
  if (applied.opened) await publishConversationCreated(deps, workspaceId, conversation);
  const { before, after } = applied;
  if (!before && after.state === 'ringing' && after.direction === 'in') {
    await publishRinging(deps, channel, { call: after, number: applied.number, contact: applied.contact, conversationId: conversation.id }, event.users);
  }
  if (before?.state === 'ringing' && after.state !== 'ringing') {
    await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.callEnded, payload: { callId: after.callId, state: after.state }, sendTo: null });
  }
}
