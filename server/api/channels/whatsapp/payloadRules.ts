// What one WhatsApp webhook carries (channels.md §4.1.1, §4.1.3), read purely: customer messages (text,
// image, document, audio, video, each file a media id to pull at ingest) and the statuses of our
// replies. A change for another phone number than the channel's is skipped (Zammad rejects a mismatch).
import type { MetaEnvelope } from '../meta/webhook';

export interface WaMediaRef {
  mediaId: string;
  mime?: string;
  /** Meta's sha256 of the bytes, checked after the download. */
  sha256?: string;
  filename?: string;
  kind: WaMediaKind;
}

export const MEDIA_KINDS = ['image', 'document', 'audio', 'video', 'sticker'] as const;
export type WaMediaKind = (typeof MEDIA_KINDS)[number];

export interface WaMessage {
  waId: string;
  name?: string;
  wamid: string;
  at?: Date;
  text: string;
  media?: WaMediaRef;
}

export interface WaStatus {
  wamid: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at?: Date;
  error?: { code?: number; message: string };
}

export type WaEvent = { kind: 'message'; message: WaMessage } | { kind: 'status'; status: WaStatus } | { kind: 'ignored'; what: string };

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (typeof v === 'object' && v !== null ? (v as Rec) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const list = (v: unknown): Rec[] => (Array.isArray(v) ? v.map(rec) : []);

/** Meta's timestamps are Unix seconds as strings. */
function timeOf(value: unknown): Date | undefined {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : undefined;
}

function readMessage(message: Rec, names: Map<string, string>): WaEvent {
  const type = str(message.type) ?? 'unknown';
  const waId = str(message.from);
  const wamid = str(message.id);
  if (!waId || !wamid) return { kind: 'ignored', what: 'message without from or id' };
  const base = { waId, wamid, ...(names.has(waId) ? { name: names.get(waId)! } : {}), ...(timeOf(message.timestamp) ? { at: timeOf(message.timestamp)! } : {}) };
  if (type === 'text') return { kind: 'message', message: { ...base, text: str(rec(message.text).body) ?? '' } };
  if ((MEDIA_KINDS as readonly string[]).includes(type)) {
    const media = rec(message[type]);
    const mediaId = str(media.id);
    if (!mediaId) return { kind: 'ignored', what: `${type} without media id` };
    const ref: WaMediaRef = { mediaId, kind: type as WaMediaKind, ...(str(media.mime_type) ? { mime: str(media.mime_type)! } : {}), ...(str(media.sha256) ? { sha256: str(media.sha256)! } : {}), ...(str(media.filename) ? { filename: str(media.filename)! } : {}) };
    return { kind: 'message', message: { ...base, text: str(media.caption) ?? '', media: ref } };
  }
  return { kind: 'ignored', what: `message type ${type}` };
}

function readStatus(status: Rec): WaEvent {
  const wamid = str(status.id);
  const state = str(status.status);
  if (!wamid || (state !== 'sent' && state !== 'delivered' && state !== 'read' && state !== 'failed')) return { kind: 'ignored', what: `status ${state ?? '?'}` };
  const error = list(status.errors)[0];
  const message = error ? (str(rec(error.error_data).details) ?? str(error.message) ?? str(error.title) ?? 'failed') : undefined;
  return {
    kind: 'status',
    status: {
      wamid,
      status: state,
      ...(timeOf(status.timestamp) ? { at: timeOf(status.timestamp)! } : {}),
      ...(message !== undefined ? { error: { message, ...(typeof error?.code === 'number' ? { code: error.code } : {}) } } : {}),
    },
  };
}

/** The events of a verified envelope for the channel's phone number. */
export function readWhatsApp(envelope: MetaEnvelope, phoneNumberId: string): WaEvent[] {
  if (envelope.object !== 'whatsapp_business_account') return [{ kind: 'ignored', what: `object ${envelope.object}` }];
  const events: WaEvent[] = [];
  for (const change of envelope.entry.flatMap((e) => e.changes ?? [])) {
    const value = rec(change.value);
    if (change.field !== 'messages') {
      events.push({ kind: 'ignored', what: `field ${change.field ?? '?'}` });
      continue;
    }
    const number = str(rec(value.metadata).phone_number_id);
    if (phoneNumberId && number !== phoneNumberId) {
      events.push({ kind: 'ignored', what: `phone number ${number ?? '?'} is not the channel's` });
      continue;
    }
    const names = new Map(list(value.contacts).flatMap((c) => (str(c.wa_id) && str(rec(c.profile).name) ? [[str(c.wa_id)!, str(rec(c.profile).name)!] as const] : [])));
    events.push(...list(value.messages).map((m) => readMessage(m, names)), ...list(value.statuses).map(readStatus));
  }
  return events;
}
