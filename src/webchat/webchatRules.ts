// Pure rules of the chat window: which messages show and in what order, what the visitor has not seen,
// which replies to acknowledge, which view to show, and how the brand colour is used.

import type { VisitorAck, VisitorMessage, WebchatConfig } from '../domain/webchat';
import { asksPrechat } from '../domain/webchatPrechat';
import { isAway } from './hoursText';

/** A message the window shows: the server's, or one of the visitor's still on its way. */
export interface ShownMessage extends VisitorMessage {
  /** set on the visitor's own message while it is being sent, or when sending failed */
  local?: { status: 'sending' | 'failed'; error?: string };
}

const order = (a: ShownMessage, b: ShownMessage) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Messages merged by id (a message arrives both as an answer and over the socket, and again after a
 * reconnect), oldest first. A later copy wins, except that a delivery state never goes back. The
 * visitor's own message still on its way (or failed) gives way to the stored one with its clientId,
 * whether the answer to the send or the socket brings that first; the second copy merges by id.
 */
export function mergeMessages(current: readonly ShownMessage[], incoming: readonly ShownMessage[]): ShownMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known && stateRank(known.deliveryState) > stateRank(message.deliveryState) ? { ...message, deliveryState: known.deliveryState } : message);
  }
  const all = [...byId.values()];
  const stored = new Set(all.flatMap((m) => (!m.local && m.clientId ? [m.clientId] : [])));
  return all.filter((m) => !(m.local && m.clientId && stored.has(m.clientId))).sort(order);
}

function stateRank(state: VisitorMessage['deliveryState']): number {
  return ['pending', 'sent', 'delivered', 'read'].indexOf(state);
}

/** Agent replies the visitor has not seen yet: those not read, since the window reads them once shown. */
export function unreadCount(messages: readonly ShownMessage[]): number {
  return messages.filter((m) => m.direction === 'outbound' && m.deliveryState !== 'read').length;
}

/**
 * What to acknowledge now: every reply not yet read is 'read' while the window is open and the page is
 * visible; otherwise replies the window holds are at least 'delivered'.
 */
export function acksFor(messages: readonly ShownMessage[], seeing: boolean): VisitorAck[] {
  const replies = messages.filter((m) => m.direction === 'outbound' && !m.local);
  if (seeing) {
    const ids = replies.filter((m) => m.deliveryState !== 'read').map((m) => m.id);
    return ids.length > 0 ? [{ ids, state: 'read' }] : [];
  }
  const ids = replies.filter((m) => m.deliveryState === 'pending' || m.deliveryState === 'sent').map((m) => m.id);
  return ids.length > 0 ? [{ ids, state: 'delivered' }] : [];
}

/** The acknowledged replies as the window now holds them (so they are not acknowledged twice). */
export function applyAcks(messages: readonly ShownMessage[], acks: readonly VisitorAck[]): ShownMessage[] {
  const states = new Map<string, VisitorAck['state']>();
  for (const ack of acks) for (const id of ack.ids) states.set(id, ack.state);
  return messages.map((m) => (states.has(m.id) ? { ...m, deliveryState: states.get(m.id)! } : m));
}

export type WindowView = 'loading' | 'unavailable' | 'chat' | 'offline' | 'prechat';

/**
 * Nobody available (or outside business hours) and nothing said yet: the offline form (which then thanks the visitor). A visitor
 * already in a conversation keeps it (an agent may still answer), with the offline message above the
 * composer. Someone there, nothing said yet, and the channel asks first: the pre-chat form, once.
 */
export function viewFor(
  config: WebchatConfig | null | 'missing',
  messages: readonly ShownMessage[],
  forms: { offlineSent: boolean; prechatSent: boolean },
): WindowView {
  if (config === null) return 'loading';
  if (config === 'missing') return 'unavailable';
  if (forms.offlineSent) return 'offline';
  if (messages.length > 0) return 'chat';
  if (isAway(config)) return 'offline';
  return asksPrechat(config.prechat) && !forms.prechatSent ? 'prechat' : 'chat';
}

/**
 * Where the message list goes after its messages changed: to the end when the visitor was there (or
 * the list was empty: it opens at the newest), or when they sent something; otherwise it stays, with a
 * 'new messages' marker for what arrived below. Nothing new at the end (an earlier page, a state
 * change) moves nothing.
 */
export function followAction(previous: readonly ShownMessage[], next: readonly ShownMessage[], atEnd: boolean): 'end' | 'marker' | 'keep' {
  if (next.length === 0 || next.at(-1)!.id === previous.at(-1)?.id) return 'keep';
  if (atEnd || previous.length === 0) return 'end';
  const known = new Set(previous.map((m) => m.id));
  return next.some((m) => !known.has(m.id) && m.direction === 'inbound') ? 'end' : 'marker';
}

/** Black or white, whichever reads better on the brand colour (WCAG relative luminance). */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white is 1.05 / (L + 0.05); with black (L + 0.05) / 0.05. Pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

export const isImage = (mime: string) => /^image\/(png|jpeg|gif|webp)$/.test(mime);

/** 2 KB, 1.5 MB: how a file's size reads beside its name. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The origin the frame may talk to: an http(s) origin exactly, or none. */
export function parentOriginOf(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === raw ? raw : null;
  } catch {
    return null;
  }
}

/** What a waiting visitor reads about their place in the queue. */
export function queueText(position: number | null): string {
  if (position === null) return '';
  return position === 1 ? 'You are next in the queue.' : `You are number ${position} in the queue.`;
}
