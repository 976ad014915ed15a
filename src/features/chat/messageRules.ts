// How a message is shown: customer text stays text, only http(s) addresses become links, and each
// delivery state has a label a person understands.

import type { DeliveryState, Message, Note } from '../../domain/inbox';

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address: "see https://x.test/a." */
const TRAILING = /[.,;:!?)\]}'"»”’]+$/;

/**
 * The text split into plain runs and http(s) links. Anything else that looks like a link (javascript:,
 * data:, mailto:, www.) stays plain text: a customer must not be able to plant a link that runs code.
 */
export function linkSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href) continue;
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export type DeliveryIcon = 'inbox' | 'clock' | 'retry' | 'check' | 'double-check' | 'eye' | 'alert' | 'unknown';

export interface DeliveryView {
  label: string;
  icon: DeliveryIcon;
}

const DELIVERY: Record<DeliveryState, DeliveryView> = {
  received: { label: 'Received', icon: 'inbox' },
  pending: { label: 'Sending', icon: 'clock' },
  sent: { label: 'Sent', icon: 'check' },
  delivered: { label: 'Delivered', icon: 'double-check' },
  read: { label: 'Read', icon: 'eye' },
  failed: { label: 'Failed', icon: 'alert' },
};

/**
 * What the api recorded, in words: a reply whose try failed is 'Retrying: <why>' while it waits for the
 * next try, and 'Failed: <why>' once the tries are over (not 'Sending' forever).
 */
export function deliveryView(state: DeliveryState, error: string | null = null): DeliveryView {
  if (state === 'pending' && error) return { label: `Retrying: ${error}`, icon: 'retry' };
  if (state === 'failed') return { label: error ? `Failed: ${error}` : 'Failed', icon: 'alert' };
  return DELIVERY[state] ?? { label: state, icon: 'unknown' };
}

/** When the next try is due, as a clock time with seconds (tries start 10 s apart). */
export function nextTryText(retryAt: string, locale?: string): string {
  const at = new Date(retryAt);
  return Number.isNaN(at.getTime()) ? '' : at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export type TimelineItem = { kind: 'message'; message: Message } | { kind: 'note'; note: Note };

/** Messages and internal notes in the order they were written (ties: messages first, then by id). */
export function timeline(messages: readonly Message[], notes: readonly Note[]): TimelineItem[] {
  const items: TimelineItem[] = [
    ...messages.map((message) => ({ kind: 'message' as const, message })),
    ...notes.map((note) => ({ kind: 'note' as const, note })),
  ];
  const at = (item: TimelineItem) => (item.kind === 'message' ? item.message.createdAt : item.note.createdAt);
  const id = (item: TimelineItem) => (item.kind === 'message' ? item.message.id : item.note.id);
  return items.sort((a, b) => at(a).localeCompare(at(b)) || (a.kind === b.kind ? id(a).localeCompare(id(b)) : a.kind === 'message' ? -1 : 1));
}

/** Notes older than the oldest loaded message wait until those older messages are loaded. */
export function visibleNotes(notes: readonly Note[], messages: readonly Message[], hasOlder: boolean): Note[] {
  if (!hasOlder || messages.length === 0) return [...notes];
  const oldest = messages[0]!.createdAt;
  return notes.filter((note) => note.createdAt >= oldest);
}
