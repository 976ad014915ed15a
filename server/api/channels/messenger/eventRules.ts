// The Messenger Platform's webhook body, read into neutral events: Messenger posts `object:"page"` and
// Instagram `object:"instagram"` with the same `entry[].messaging[]` shape (channels.md §4.2, §4.4). Pure:
// the connectors turn these into inbound items (files fetched, receipts applied).
import type { MetaEnvelope } from '../meta/webhook';

export type MessagingObject = 'page' | 'instagram';

/** A file the customer sent: Meta's CDN link (it expires: pulled at ingest). */
export interface MessagingFile {
  type: string;
  url: string;
}

export type MessagingEvent =
  | { kind: 'message'; contactId: string; mid: string; text: string; files: MessagingFile[]; at: Date | undefined }
  /** The account's own message to the customer (is_echo): one of our replies, or one typed in Meta Business Suite. */
  | { kind: 'echo'; contactId: string; mid: string; text: string; files: MessagingFile[]; at: Date | undefined }
  /** Delivered: these mids, and every reply sent at or before the watermark. */
  | { kind: 'delivery'; contactId: string; mids: string[]; watermark: Date | undefined }
  /** Read (Messenger `read`, Instagram `messaging_seen`): the mid when named, and every reply up to the watermark. */
  | { kind: 'read'; contactId: string; mid: string | undefined; watermark: Date | undefined }
  /** A kind we do not handle (a postback, a reaction, another object or account): acknowledged and logged. */
  | { kind: 'ignored'; what: string };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | undefined => (typeof x === 'string' && x !== '' ? x : undefined);
const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
/** Meta's timestamps and watermarks are milliseconds since the epoch. */
const dateOf = (x: unknown): Date | undefined => (num(x) !== undefined ? new Date(num(x)!) : undefined);

function filesOf(message: Record<string, unknown>): MessagingFile[] {
  const list = Array.isArray(message.attachments) ? message.attachments.filter(isRecord) : [];
  return list.flatMap((a) => {
    const url = isRecord(a.payload) ? str(a.payload.url) : undefined;
    // A shared post, a sticker without a link, a location: nothing to pull.
    return url && /^https?:\/\//.test(url) ? [{ type: str(a.type) ?? 'file', url }] : [];
  });
}

/**
 * One messaging[] item; undefined for messages with nothing we can show (deleted, unsupported, empty).
 * An echo names the customer as its recipient. Postbacks, reactions, referrals and kinds we do not know
 * are 'ignored' (logged).
 */
function eventOf(item: Record<string, unknown>): MessagingEvent | undefined {
  const echo = isRecord(item.message) && item.message.is_echo === true;
  const contactId = echo ? (isRecord(item.recipient) ? str(item.recipient.id) : undefined) : isRecord(item.sender) ? str(item.sender.id) : undefined;
  if (!contactId) return { kind: 'ignored', what: 'messaging item without a sender' };
  const at = dateOf(item.timestamp);
  if (isRecord(item.message)) {
    const message = item.message;
    const mid = str(message.mid);
    if (!mid || message.is_deleted === true || message.is_unsupported === true) return undefined;
    const text = typeof message.text === 'string' ? message.text : '';
    const files = filesOf(message);
    if (text.trim() === '' && files.length === 0) return undefined;
    return { kind: echo ? 'echo' : 'message', contactId, mid, text, files, at };
  }
  if (isRecord(item.delivery)) {
    const mids = Array.isArray(item.delivery.mids) ? item.delivery.mids.filter((m): m is string => typeof m === 'string' && m !== '') : [];
    return { kind: 'delivery', contactId, mids, watermark: dateOf(item.delivery.watermark) };
  }
  if (isRecord(item.read)) return { kind: 'read', contactId, mid: str(item.read.mid), watermark: dateOf(item.read.watermark) };
  const kinds = Object.keys(item).filter((k) => !['sender', 'recipient', 'timestamp'].includes(k));
  return { kind: 'ignored', what: `messaging ${kinds.join(',') || 'item'}`.slice(0, 100) };
}

/**
 * The events of one verified envelope (read by the Meta layer, meta/webhook.ts) for the account the
 * channel holds (a Page id or an Instagram account id): entries of other accounts the app also serves,
 * and envelopes of another object, are only logged (acknowledged, never retried by Meta).
 */
export function readMessagingEvents(envelope: MetaEnvelope, object: MessagingObject, accountId: string): MessagingEvent[] {
  if (envelope.object !== object) return [{ kind: 'ignored', what: `object ${envelope.object.slice(0, 40)}` }];
  const events: MessagingEvent[] = [];
  for (const entry of envelope.entry) {
    if (String(entry.id) !== accountId) events.push({ kind: 'ignored', what: `entry of account ${String(entry.id).slice(0, 40)}` });
    if (String(entry.id) !== accountId || !Array.isArray(entry.messaging)) continue;
    for (const item of entry.messaging.filter(isRecord)) {
      const event = eventOf(item);
      if (event) events.push(event);
    }
  }
  return events;
}
