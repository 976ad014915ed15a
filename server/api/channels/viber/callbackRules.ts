// Viber's callbacks read into what the inbound side stores (https://developers.viber.com/docs/api/rest-bot-api/#callbacks).
// Pure: the media is described here and fetched by inbound.ts.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../../http/errors';
import { messageTokenOf } from './viberApi';

export const SIGNATURE_HEADER = 'x-viber-content-signature';

/** hex(HMAC-SHA256(auth token, raw body)) against the header (or the ?sig= the SDK also takes), in constant time. */
export function viberSignatureMatches(authToken: string, body: Buffer, received: string | undefined): boolean {
  if (!authToken || !received || !/^[0-9a-f]{64}$/i.test(received)) return false;
  const expected = createHmac('sha256', authToken).update(body).digest();
  return timingSafeEqual(Buffer.from(received, 'hex'), expected);
}

/** A file Viber holds at a URL; `extension` when it has no name of its own (named by its bytes then). */
export interface ViberMedia {
  url: string;
  name: string;
  size?: number;
  extension?: string;
}

export type ViberCallback =
  | { kind: 'message'; externalContactId: string; contactName?: string; externalMessageId: string; text: string; at?: Date; media?: ViberMedia }
  | { kind: 'receipt'; externalMessageId: string; state: 'delivered' | 'read' | 'failed'; reason?: string; at?: Date }
  | { kind: 'ignored'; event: string };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | undefined => (typeof x === 'string' && x !== '' ? x : undefined);
const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);

const RECEIPTS = { delivered: 'delivered', seen: 'read', failed: 'failed' } as const;
/** Pictures and videos come without a name: named by their bytes at ingest, these extensions when unknown. */
const MEDIA_EXTENSIONS: Record<string, string> = { picture: 'jpg', video: 'mp4' };

function parse(body: Buffer): { callback: Record<string, unknown>; text: string } {
  const text = body.toString('utf8');
  try {
    const callback: unknown = JSON.parse(text);
    if (isRecord(callback) && typeof callback.event === 'string') return { callback, text };
  } catch {
    // answered below
  }
  throw badRequest('The request body is not a Viber callback (no event).');
}

/** Is this body Viber's check of a new webhook (event 'webhook')? It carries nothing to store. */
export function isWebhookCheck(body: Buffer): boolean {
  try {
    return parse(body).callback.event === 'webhook';
  } catch {
    return false;
  }
}

export function readCallback(body: Buffer): ViberCallback {
  const { callback, text } = parse(body);
  const event = callback.event as string;
  const at = num(callback.timestamp);
  const when = at !== undefined ? { at: new Date(at) } : {};
  if (event in RECEIPTS) {
    const token = messageTokenOf(text);
    if (!token) throw badRequest(`A Viber ${event} callback has no message_token.`);
    const reason = str(callback.desc);
    return { kind: 'receipt', externalMessageId: token, state: RECEIPTS[event as keyof typeof RECEIPTS], ...(reason ? { reason: `Viber could not deliver it (${reason.slice(0, 200)})` } : {}), ...when };
  }
  if (event !== 'message') return { kind: 'ignored', event };
  const sender = isRecord(callback.sender) ? callback.sender : undefined;
  const message = isRecord(callback.message) ? callback.message : undefined;
  const token = messageTokenOf(text);
  if (!sender || !str(sender.id) || !message || !token) throw badRequest('A Viber message callback has no sender, message or message_token.');
  const type = str(message.type) ?? '';
  const url = str(message.media);
  const size = num(message.size);
  const fileName = str(message.file_name);
  const media: ViberMedia | undefined =
    url && (type === 'file' || type in MEDIA_EXTENSIONS)
      ? { url, name: fileName ?? type, ...(size !== undefined ? { size } : {}), ...(!fileName ? { extension: MEDIA_EXTENSIONS[type] ?? 'bin' } : {}) }
      : undefined;
  // Stickers, contacts, locations: nothing to show but their text, if any.
  const words = str(message.text) ?? '';
  if (words === '' && !media) return { kind: 'ignored', event: `message ${type}` };
  const name = str(sender.name);
  return { kind: 'message', externalContactId: sender.id as string, ...(name ? { contactName: name.slice(0, 120) } : {}), externalMessageId: token, text: words, ...when, ...(media ? { media } : {}) };
}
