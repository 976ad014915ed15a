// The open conversation's decisions: how loaded pages and live messages merge, where the next older
// page starts, and what a batch of events changes.

import type {
  ConversationSummary,
  DeliveryState,
  Message,
  Note,
} from '../../domain/inbox';
import { REALTIME_EVENTS, type RealtimeEvent } from '../../domain/realtimeEvents';
import { onEachEvent, type RealtimeEventHandlers } from '../realtime/eventReducers';

const byTime = (a: Message, b: Message) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** How far a message got: delivery only moves forward (a failure is as final as sent). */
const PROGRESS: Record<DeliveryState, number> = { received: 0, pending: 0, sent: 1, failed: 1, delivered: 2, read: 3 };

/**
 * The messages with the incoming ones added or replaced, oldest first. An incoming copy that is behind
 * the one held (a page read just before a 'message updated' arrived) does not undo its progress.
 */
export function mergeMessages(existing: readonly Message[], incoming: readonly Message[], live = false): Message[] {
  if (incoming.length === 0) return existing as Message[];
  const byId = new Map(existing.map((message) => [message.id, message]));
  for (const message of incoming) {
    const held = byId.get(message.id);
    if (held && isBehind(message, held, live)) continue;
    byId.set(message.id, message);
  }
  return [...byId.values()].sort(byTime);
}

/**
 * Whether an incoming copy is older than the one held. The one way back is a failed reply someone
 * retried: it is pending again, and only a live event (events come in order) or the retry's own answer
 * says so, never a page read earlier.
 */
function isBehind(incoming: Message, held: Message, live: boolean): boolean {
  if (live && held.deliveryState === 'failed' && incoming.deliveryState === 'pending') return false;
  // A retrying reply (pending with the last try's reason) is ahead of a copy without one that is not live:
  // the send's own answer, read before the outbox's first try failed, can arrive after that try's event.
  if (!live && incoming.deliveryState === 'pending' && held.deliveryState === 'pending' && held.deliveryError && !incoming.deliveryError) return true;
  return (PROGRESS[incoming.deliveryState] ?? 0) < (PROGRESS[held.deliveryState] ?? 0);
}

/** The ?before cursor of the next older page: the oldest loaded message. */
export function olderCursor(messages: readonly Message[]): string | null {
  return messages[0]?.id ?? null;
}

const carriedMessage: RealtimeEventHandlers<{ message: Message | null }> = {
  [REALTIME_EVENTS.messageCreated]: (found, event) => (found.message = event.payload.message),
  [REALTIME_EVENTS.messageUpdated]: (found, event) => (found.message = event.payload.message),
};

/** The message a 'message created' or 'message updated' event carries (checked at the socket boundary). */
export function messageOf(event: RealtimeEvent): Message | null {
  return onEachEvent({ message: null }, [event], carriedMessage).message;
}

export interface OpenChanges {
  conversation: ConversationSummary | null;
  messages: Message[];
  /** notes others added live (a transfer's note reaches its receiver) */
  notes: Note[];
  /** a customer wrote while the conversation is open: it should be marked read again */
  inbound: boolean;
  /** its contact was erased on request: the conversation is gone, nothing of it may stay on screen */
  erased: boolean;
}

/** What a batch of events changes in the open conversation (the last state of each message wins). */
export function openChanges(events: readonly RealtimeEvent[], openId: string): OpenChanges {
  const message = (changes: OpenChanges, { payload: { message } }: { payload: { message: Message } }) => {
    if (message.conversationId === openId) changes.messages.push(message);
  };
  return onEachEvent<OpenChanges>({ conversation: null, messages: [], notes: [], inbound: false, erased: false }, events, {
    [REALTIME_EVENTS.contactErased]: (changes, { payload }) => {
      if (payload.conversationIds.includes(openId)) changes.erased = true;
    },
    [REALTIME_EVENTS.conversationUpdated]: (changes, { payload: { conversation } }) => {
      if (conversation.id === openId) changes.conversation = conversation;
    },
    [REALTIME_EVENTS.conversationTransferred]: (changes, { payload }) => {
      if (payload.conversation.id === openId) changes.notes.push(payload.timelineNote);
    },
    [REALTIME_EVENTS.messageCreated]: (changes, event) => {
      message(changes, event);
      if (event.payload.message.conversationId === openId && event.payload.message.direction === 'inbound') changes.inbound = true;
    },
    [REALTIME_EVENTS.messageUpdated]: message,
  });
}
