import { autoMessageKey, dueAfterInbound, type AutoMessageKind } from '../../../../src/domain/autoMessageRules';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { deliverOutbound } from '../../channels/deliver';
import { definitionFor, isConnectable } from '../../channels/registry';
import { messages } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';
import { hoursStatus } from '../businessHours/status';
import { findChannelById } from '../channels/repository';
import { publishMessage } from '../conversations/events';
import { recipientOf } from '../conversations/reply';
import { findMessage } from '../conversations/repository';
import { anyoneAvailable, enabledAutoText, enabledKinds, lastMessageIdBy } from './repository';

// The product's own replies (greeting, away, closing): stored as an outbound message authored by the
// system, not by an agent, and handed to the channel's one outbox like any reply. The message's key on
// its channel (autoMessageKey) makes the unique index refuse a second one for the same event.

export interface ConversationRef {
  id: string;
  workspaceId: string;
  channelId: string;
  contactId: string;
  assigneeId: string | null;
}

/** Sends the channel's message of this kind once for the key's event; answers whether it went out now. */
export async function sendAutoMessage(deps: ApiDeps, conversation: ConversationRef, kind: AutoMessageKind, marker: string | null): Promise<boolean> {
  const channel = await findChannelById(deps.db, conversation.channelId);
  if (!channel || !channel.enabled || !isConnectable(definitionFor(channel.type))) return false;
  const text = await enabledAutoText(deps.db, channel.id, kind);
  if (!text) return false;
  const [row] = await deps.db
    .insert(messages)
    .values({
      workspaceId: conversation.workspaceId,
      conversationId: conversation.id,
      channelId: channel.id,
      direction: 'outbound',
      authorType: 'system',
      text,
      externalId: autoMessageKey(kind, conversation.id, marker),
      deliveryState: 'pending',
      createdAt: deps.now(),
    })
    .onConflictDoNothing({ target: [messages.channelId, messages.externalId] })
    .returning({ id: messages.id });
  if (!row) return false;
  const message = (await findMessage(deps.db, row.id))!;
  await publishMessage(deps, conversation.workspaceId, REALTIME_EVENTS.messageCreated, message, conversation.assigneeId);
  const recipientExternalId = await recipientOf(deps.db, channel.id, conversation.contactId);
  await deliverOutbound(deps, { channel, conversationId: conversation.id, recipientExternalId, message });
  return true;
}

/** A customer's message was stored: greet a new conversation, say when nobody is there or it is outside hours. Never fails the ingest. */
export async function autoMessagesAfterInbound(deps: ApiDeps, conversation: ConversationRef, opened: boolean): Promise<void> {
  try {
    const enabled = await enabledKinds(deps.db, conversation.channelId);
    if (enabled.size === 0) return;
    const away = enabled.has('away');
    const available = away ? await anyoneAvailable(deps.db, conversation.workspaceId) : true;
    // The channel's calendar (its own, its default department's, the workspace's): closed sends away too.
    const withinHours = away && available ? (await hoursStatus(deps, conversation.workspaceId, { channelId: conversation.channelId })).open : true;
    for (const kind of dueAfterInbound({ opened, anyoneAvailable: available, withinHours }).filter((k) => enabled.has(k))) {
      const marker = kind === 'away' ? await lastMessageIdBy(deps.db, conversation.id, 'agent') : null;
      await sendAutoMessage(deps, conversation, kind, marker);
    }
  } catch (err) {
    deps.logger.error('automatic message failed', { conversationId: conversation.id, ...describeError(err) });
  }
}

/** A conversation was resolved: the closing message, once per customer exchange. Never fails the resolve. */
export async function autoMessageAfterResolved(deps: ApiDeps, conversation: ConversationRef): Promise<void> {
  try {
    await sendAutoMessage(deps, conversation, 'closing', await lastMessageIdBy(deps.db, conversation.id, 'contact'));
  } catch (err) {
    deps.logger.error('automatic message failed', { conversationId: conversation.id, ...describeError(err) });
  }
}
