// LINE's webhook body read into what ingestInbound takes (https://developers.line.biz/en/reference/messaging-api/#webhook-event-objects).
// Pure: the files are described here and fetched by inbound.ts.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../../http/errors';

export const SIGNATURE_HEADER = 'x-line-signature';

/** base64(HMAC-SHA256(channel secret, raw body)) against the header, in constant time. */
export function lineSignatureMatches(channelSecret: string, body: Buffer, received: string | undefined): boolean {
  if (!channelSecret || !received) return false;
  const expected = createHmac('sha256', channelSecret).update(body).digest();
  const given = Buffer.from(received, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface LineMessage {
  externalContactId: string;
  externalMessageId: string;
  text: string;
  /** The message id whose content is fetched, with its announced size and name (files only). */
  file?: { messageId: string; name: string; size?: number; media?: string };
  at?: Date;
  /** Single-use, about a minute: a free reply (outbound.ts). */
  replyToken?: string;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | undefined => (typeof x === 'string' && x !== '' ? x : undefined);
const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);

/** LINE's media carry no name: the stem here, the extension from the bytes (inbound.ts), these when unknown. */
export const MEDIA_EXTENSIONS: Record<string, string> = { image: 'jpg', video: 'mp4', audio: 'm4a' };

function contentOf(message: Record<string, unknown>, id: string): Pick<LineMessage, 'text' | 'file'> | undefined {
  const type = str(message.type);
  if (type === 'text') return { text: str(message.text) ?? '' };
  if (type === 'file') {
    const size = num(message.fileSize);
    return { text: '', file: { messageId: id, name: str(message.fileName) ?? 'file', ...(size !== undefined ? { size } : {}) } };
  }
  // Media the customer sent from LINE is on LINE's content endpoint; an 'external' provider's is not ours to fetch.
  if (type && type in MEDIA_EXTENSIONS && (!isRecord(message.contentProvider) || message.contentProvider.type === 'line')) {
    return { text: '', file: { messageId: id, name: type, media: type } };
  }
  return undefined;
}

function messageOf(event: Record<string, unknown>): LineMessage | undefined {
  const source = isRecord(event.source) ? event.source : undefined;
  const message = isRecord(event.message) ? event.message : undefined;
  // Conversations are with one user: group and room messages, stickers and locations are acknowledged and left out.
  if (event.type !== 'message' || source?.type !== 'user' || !message) return undefined;
  const userId = str(source.userId);
  const id = str(message.id);
  if (!userId || !id) throw badRequest('A LINE message event has no user id or message id.');
  const content = contentOf(message, id);
  if (!content || (content.text === '' && !content.file)) return undefined;
  const at = num(event.timestamp);
  const replyToken = str(event.replyToken);
  return {
    externalContactId: userId,
    // The message id is unique on LINE and the same in a redelivery (whose webhookEventId is too).
    externalMessageId: id,
    ...content,
    ...(at !== undefined ? { at: new Date(at) } : {}),
    ...(replyToken ? { replyToken } : {}),
  };
}

/** The customer messages of one webhook call; the console's 'Verify' sends none. */
export function readEvents(body: Buffer): LineMessage[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.events)) throw badRequest('The request body is not a LINE webhook (no events).');
  return parsed.events.filter(isRecord).flatMap((event) => messageOf(event) ?? []);
}
