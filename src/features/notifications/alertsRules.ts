// Pure decisions of the alerts: which drawer entry counts what, when the message sound plays, which open
// item a batch of events changed (so it is read again), and how long 'Not now' keeps the banner away.

import type { MessageSound, UnreadCounts, WorkKind } from '../../domain/alerts';
import { NOTIFICATION_MIN_GAP_MS } from '../../domain/constants';
import { eventsOfType, REALTIME_EVENTS, type RealtimeEvent, type RealtimeEventOf } from '../../domain/realtimeEvents';
import { isRecord } from '../../domain/validation';
import { isForUser } from '../realtime/realtimeRules';

/** The kind of work a drawer entry's page shows, or null for the entries that count nothing. */
export function workKindOf(target: string): WorkKind | null {
  if (target === '/app/chat') return 'chat';
  if (target === '/app/ticket') return 'ticket';
  return null;
}

export const unreadTotal = (unread: UnreadCounts | null) => (unread ? unread.chat + unread.ticket : 0);

const COUNT = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function isUnreadCounts(value: unknown): value is UnreadCounts {
  if (!isRecord(value)) return false;
  const counts = value;
  return COUNT(counts.chat) && COUNT(counts.ticket);
}

export interface MessageSoundContext {
  userId: string;
  setting: MessageSound;
  /** the member may take unassigned conversations (mayTakeWork, as the api decides) */
  takesChats: boolean;
  /** the conversation on screen, when the page is visible: its messages are seen, not heard */
  watching: string | null;
  now: number;
  lastSoundAt: number | null;
}

interface InboundMessage {
  conversationId: string;
  assigneeId: string | null;
}

function inboundMessage(event: RealtimeEventOf<'message created'>): InboundMessage | null {
  const { message, assigneeId } = event.payload;
  return message.direction === 'inbound' ? { conversationId: message.conversationId, assigneeId } : null;
}

/**
 * Whether a batch of events plays the message sound: a customer wrote in a conversation the member holds
 * ('mine' and 'all') or in an unassigned one they may take ('all'), not the one they are looking at, and
 * no sound played in the last 2 s (a burst is one sound).
 */
export function shouldPlayMessageSound(events: readonly RealtimeEvent[], ctx: MessageSoundContext): boolean {
  if (ctx.setting === 'none') return false;
  if (ctx.lastSoundAt !== null && ctx.now - ctx.lastSoundAt < NOTIFICATION_MIN_GAP_MS) return false;
  return eventsOfType(events, REALTIME_EVENTS.messageCreated).some((event) => {
    const message = isForUser(event, ctx.userId) ? inboundMessage(event) : null;
    if (!message || message.conversationId === ctx.watching) return false;
    if (message.assigneeId === ctx.userId) return true;
    return ctx.setting === 'all' && message.assigneeId === null && ctx.takesChats;
  });
}

/** Whether a batch changed the open ticket (someone changed it, or its customer wrote): it is read again. */
export function touchesTicket(events: readonly RealtimeEvent[], ticket: { id: string; conversationId: string | null }): boolean {
  const changed = eventsOfType(events, REALTIME_EVENTS.ticketUpdated).some((event) => event.payload.ticket.id === ticket.id);
  return (
    changed ||
    eventsOfType(events, REALTIME_EVENTS.messageCreated).some((event) => {
      const message = inboundMessage(event);
      return message !== null && ticket.conversationId !== null && message.conversationId === ticket.conversationId;
    })
  );
}

/** 'Not now' on the desktop-notification banner keeps it away this long. */
export const BANNER_SNOOZE_MS = 30 * 24 * 3600_000;

/** Whether the banner stays away: 'Not now' was clicked less than 30 days ago (a time in the future is ignored). */
export function bannerSnoozed(notNowAt: number | null, now: number): boolean {
  return notNowAt !== null && notNowAt <= now && now - notNowAt < BANNER_SNOOZE_MS;
}
