// Whether and what to notify (Mattermost's pattern): one pure decision returning send, or skip with a
// reason, so every case is testable and the saga only carries it out.

import { channelLabel } from '../../domain/channels';
import { NOTIFICATION_MIN_GAP_MS } from '../../domain/constants';
import { REALTIME_EVENTS, type RealtimeEvent, type RealtimeEventOf } from '../../domain/realtimeEvents';
import { SLA_TARGET_LABELS } from '../../domain/sla';
import { ticketStatusLabel } from '../../domain/statusLabels';
import type { NotificationPermissionState } from '../../services/notifier';
import { onEachEvent, type RealtimeEventHandlers } from '../realtime/eventReducers';
import { isForUser } from '../realtime/realtimeRules';

export const UNSUPPORTED_TEXT = 'This browser does not support desktop notification';
export const DISCONNECTED_TEXT = 'You have been disconnected to the chat server';
export const CONNECTED_TEXT = 'You have been connected to the chat server';
/** Not in spec §8 (which has tickets only): a new conversation nobody holds yet, named by its customer. */
export const newConversationText = (name: string) => `New conversation from ${name}`;
/** Not in spec §8 either: a conversation handed to this member, or to a department they may take it from. */
export const transferText = (from: string, contact: string, to: { kind: 'member' | 'department'; name: string }) =>
  `${from} transferred the conversation with ${contact} to ${to.kind === 'member' ? 'you' : to.name}`;
/** Not in spec §8 either: an SLA target of a ticket the member holds (or, for Administrators, any) is about to be missed, or was. */
export const slaText = (n: number, state: 'at risk' | 'breached', target: string, due: string) =>
  state === 'at risk' ? `Ticket #${n} is at risk: ${target} due ${due}` : `Ticket #${n} breached its ${target} target`;

export type NotificationTrigger =
  | { kind: 'ticket'; event: RealtimeEvent }
  | { kind: 'connection'; state: 'connected' | 'disconnected' };

export interface NotificationContext {
  userId: string;
  permission: NotificationPermissionState;
  now: number;
  /** when the last desktop notification was shown, or null */
  lastShownAt: number | null;
  /** the zone times are told in (tests); the browser's own when absent */
  timeZone?: string;
}

export type SkipReason =
  | 'unsupported'
  | 'no permission'
  | 'not a ticket event'
  | 'not a recipient'
  | 'no text for action'
  | 'own action'
  | 'too soon';

export type NotificationDecision = { kind: 'send'; title: string; body: string } | { kind: 'skip'; reason: SkipReason };

/** spec §8 texts by action; the other notification actions (delete, close) have none. */
function ticketText(action: string, n: number, statusLabel: string): string | null {
  switch (action) {
    case 'create':
      return `New Ticket #${n}`;
    case 'change':
      return `Ticket #${n} changed it status to ${statusLabel}`;
    case 'solved':
      return `Ticket #${n} is solved`;
    default:
      return null;
  }
}

const skip = (reason: SkipReason): NotificationDecision => ({ kind: 'skip', reason });

export function decideNotification(trigger: NotificationTrigger, ctx: NotificationContext): NotificationDecision {
  if (ctx.permission === 'unsupported') return skip('unsupported');
  if (ctx.permission !== 'granted') return skip('no permission');

  if (trigger.kind === 'connection') {
    return spaced({ kind: 'send', title: trigger.state === 'connected' ? CONNECTED_TEXT : DISCONNECTED_TEXT, body: '' }, ctx);
  }
  return onEachEvent({ ctx, decision: skip('not a ticket event') }, [trigger.event], EVENT_NOTICES).decision;
}

/** spec §8's ticket notification. */
function ticketNotice(event: RealtimeEventOf<'ticket event'>, userId: string): NotificationDecision {
  const payload = event.payload;
  if (!isForUser(event, userId)) return skip('not a recipient');
  // The user made this change themself (actorId rides beside the spec's fields): nothing to tell them.
  if (payload.actorId === userId) return skip('own action');
  const status = ticketStatusLabel({ status: payload.ticketStatus, statusOmni: payload.ticketStatusOmni });
  const title = ticketText(payload.action, payload.ticketNumber, status);
  if (title === null) return skip('no text for action');
  return { kind: 'send', title, body: payload.messengerType !== '' ? channelLabel(payload.messengerType) : '' };
}

/**
 * The events that may notify, each with its notice (payloads were checked at the socket boundary, so the
 * name types them); any other event is 'not a ticket event'.
 */
const EVENT_NOTICES: RealtimeEventHandlers<{ ctx: NotificationContext; decision: NotificationDecision }> = {
  [REALTIME_EVENTS.conversationCreated]: (it, event) => (it.decision = spaced(newConversationNotice(event, it.ctx.userId), it.ctx)),
  [REALTIME_EVENTS.conversationTransferred]: (it, event) => (it.decision = spaced(transferNotice(event, it.ctx.userId), it.ctx)),
  [REALTIME_EVENTS.ticketEvent]: (it, event) => (it.decision = spaced(ticketNotice(event, it.ctx.userId), it.ctx)),
  [REALTIME_EVENTS.ticketSla]: (it, event) => (it.decision = spaced(slaNotice(event, it.ctx), it.ctx)),
};

/** At least 2 s between notifications (spec §9); other reasons to skip come first. */
function spaced(decision: NotificationDecision, ctx: NotificationContext): NotificationDecision {
  if (decision.kind === 'send' && ctx.lastShownAt !== null && ctx.now - ctx.lastShownAt < NOTIFICATION_MIN_GAP_MS) return skip('too soon');
  return decision;
}

/** 'conversation created': the api sends it only to those who may take the conversation. */
function newConversationNotice(event: RealtimeEventOf<'conversation created'>, userId: string): NotificationDecision {
  if (!isForUser(event, userId)) return skip('not a recipient');
  const { conversation } = event.payload;
  return { kind: 'send', title: newConversationText(conversation.contact.name), body: channelLabel(conversation.channelType) };
}

/** 'conversation transferred': the api sends it to the receiver (or a department's members); the body is the note. */
function transferNotice(event: RealtimeEventOf<'conversation transferred'>, userId: string): NotificationDecision {
  if (!isForUser(event, userId)) return skip('not a recipient');
  const transfer = event.payload;
  if (transfer.from.id === userId) return skip('own action');
  const title = transferText(transfer.from.name, transfer.conversation.contact.name, transfer.to);
  return { kind: 'send', title, body: transfer.note || channelLabel(transfer.conversation.channelType) };
}

/** 'ticket sla': the api sends it to the ticket's assignee and the Administrators; the body is the subject. */
function slaNotice(event: RealtimeEventOf<'ticket sla'>, ctx: NotificationContext): NotificationDecision {
  if (!isForUser(event, ctx.userId)) return skip('not a recipient');
  const { ticketNumber, state, target, dueAt, subject } = event.payload;
  const due = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ctx.timeZone }).format(new Date(dueAt));
  return { kind: 'send', title: slaText(ticketNumber, state, SLA_TARGET_LABELS[target].toLowerCase(), due), body: subject };
}

/**
 * The notification a batch of socket events gives, if any: the first event that would be shown. The
 * batch arrives at one instant, so the 2 s spacing allows at most one; the rest are 'too soon'.
 */
export function decideForEvents(events: readonly RealtimeEvent[], ctx: NotificationContext): NotificationDecision {
  let last: NotificationDecision = skip('not a ticket event');
  for (const event of events) {
    last = decideNotification({ kind: 'ticket', event }, ctx);
    if (last.kind === 'send') return last;
  }
  return last;
}
