// The webhook channel's pure rules: what an inbound body must hold, what an outbound body holds, and
// how a failed try is told (when it is tried again is the outbox's, outbox/outboxRules.ts).

import { isRecord } from '../../../../src/domain/validation';

/**
 * What the agent reads about a failed try (the console shows it as 'Retrying: …' or 'Failed: …'): the
 * worker's short error (HTTP 503, ECONNREFUSED, a timeout) in words a person understands.
 */
export function failureReason(error: string): string {
  const status = /^HTTP (\d{3})$/.exec(error);
  if (status) return `the receiver answered HTTP ${status[1]}`;
  if (error === 'ECONNREFUSED') return 'the receiver refused the connection';
  if (error === 'ENOTFOUND' || error === 'EAI_AGAIN') return "the receiver's address could not be found";
  if (error === 'ECONNRESET') return 'the receiver closed the connection';
  if (error.startsWith('no answer within') || error === 'the channel is turned off') return error;
  return `the receiver could not be reached (${error})`;
}

export interface InboundWebhookMessage {
  id: string;
  from: { id: string; name?: string; email?: string; phone?: string };
  text: string;
  timestamp?: Date;
}

/** The checked body as the common inbound message (ingestInbound's, less the channel). */
export function inboundMessageOf(value: InboundWebhookMessage) {
  const { id, from, text, timestamp } = value;
  return {
    externalContactId: from.id,
    ...(from.name ? { contactName: from.name } : {}),
    ...(from.email ? { email: from.email } : {}),
    ...(from.phone ? { phone: from.phone } : {}),
    externalMessageId: id,
    text,
    ...(timestamp ? { at: timestamp } : {}),
  };
}

export const INBOUND_LIMITS = { id: 200, name: 200, email: 254, phone: 50, text: 20_000 } as const;

export type InboundCheck = { ok: true; value: InboundWebhookMessage } | { ok: false; field: string; message: string };


/** An id may be sent as text or as a whole number (many systems number their messages). */
function idOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function optionalText(value: unknown, max: number, field: string): { value?: string; error?: string } {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'string') return { error: `${field} must be text` };
  const trimmed = value.trim();
  if (trimmed.length > max) return { error: `${field} is longer than ${max} characters` };
  return trimmed ? { value: trimmed } : {};
}

// 0001-01-01T00:00:00Z: the database stores no earlier date that JavaScript would write (year 0 or below).
const EARLIEST_MS = -62_135_596_800_000;

/** ISO 8601 text or milliseconds since 1970; never after `now` (a sender's clock must not pin a chat on top). */
function timestampOf(value: unknown, now: Date): Date | undefined | 'invalid' {
  if (value === undefined || value === null) return undefined;
  const date = typeof value === 'number' ? new Date(value) : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.getTime() < EARLIEST_MS) return 'invalid';
  return date.getTime() > now.getTime() ? now : date;
}

export function checkInbound(body: unknown, now: Date): InboundCheck {
  const fail = (field: string, message: string): InboundCheck => ({ ok: false, field, message });
  if (!isRecord(body)) return fail('body', 'The body must be a JSON object.');
  const id = idOf(body.id);
  if (!id) return fail('id', 'id is required: the message id in your system, text or a whole number.');
  if (id.length > INBOUND_LIMITS.id) return fail('id', `id is longer than ${INBOUND_LIMITS.id} characters.`);
  if (!isRecord(body.from)) return fail('from', 'from is required: an object with the sender’s id.');
  const fromId = idOf(body.from.id);
  if (!fromId) return fail('from.id', 'from.id is required: the sender’s id in your system.');
  if (fromId.length > INBOUND_LIMITS.id) return fail('from.id', `from.id is longer than ${INBOUND_LIMITS.id} characters.`);
  const from: InboundWebhookMessage['from'] = { id: fromId };
  for (const key of ['name', 'email', 'phone'] as const) {
    const checked = optionalText(body.from[key], INBOUND_LIMITS[key], `from.${key}`);
    if (checked.error) return fail(`from.${key}`, `${checked.error}.`);
    if (checked.value) from[key] = checked.value;
  }
  if (typeof body.text !== 'string' || body.text.trim() === '') return fail('text', 'text is required: the message’s text.');
  if (Array.from(body.text).length > INBOUND_LIMITS.text) return fail('text', `text is longer than ${INBOUND_LIMITS.text} characters.`);
  const timestamp = timestampOf(body.timestamp, now);
  if (timestamp === 'invalid') return fail('timestamp', 'timestamp must be an ISO 8601 date-time or milliseconds since 1970.');
  return { ok: true, value: { id, from, text: body.text, ...(timestamp ? { timestamp } : {}) } };
}

export interface OutboundWebhookBody {
  id: string;
  conversationId: string;
  to: { id: string };
  text: string;
  attachments: { name: string; mime: string; size: number; url: string }[];
  timestamp: string;
}
