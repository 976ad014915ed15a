// What a reply becomes on LINE, and how a refused or failed call is classified for the outbox
// (channels.md §6; https://developers.line.biz/en/docs/messaging-api/retrying-api-request/).
import { createHash } from 'node:crypto';
import type { SendResult } from '../definition';
import type { LineAnswer } from './lineApi';

type Failure = Extract<LineAnswer<unknown>, { ok: false }>;

/** LINE takes at most five message objects per reply or push. */
export const MESSAGES_PER_CALL = 5;
/** LINE shows JPEG and PNG by URL (originalContentUrl, HTTPS); any other file goes as a link. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

export type LineMessageObject = { type: 'text'; text: string } | { type: 'image'; originalContentUrl: string; previewImageUrl: string };

/** The message objects of one reply: its text, then each picture shown, each other file as a link. */
export function lineMessages(text: string, files: readonly { mime: string; name: string; url: string }[]): LineMessageObject[] {
  const out: LineMessageObject[] = text.trim() !== '' ? [{ type: 'text', text }] : [];
  for (const file of files) {
    out.push(IMAGE_TYPES.has(file.mime) ? { type: 'image', originalContentUrl: file.url, previewImageUrl: file.url } : { type: 'text', text: `${file.name}: ${file.url}` });
  }
  return out;
}

/** The X-Line-Retry-Key of a reply: a UUID derived from the outbox row, so every try sends the same one. */
export function retryKey(deliveryId: string): string {
  const hex = createHash('sha256').update(`line-retry-key:${deliveryId}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** LINE's answer for a reply token already used or expired: the reply goes as a push instead. */
export const isStaleReplyToken = (failure: Failure) => failure.status === 400 && /invalid reply token/i.test(failure.message);

export function classifyFailure(failure: Failure): Extract<SendResult, { ok: false }> {
  const { status, message } = failure;
  if (status === 0) return { ok: false, kind: 'retry', reason: message };
  if (status === 429) {
    // The same status for two things: the monthly message quota (waiting does not help) and the rate limit.
    if (/monthly limit/i.test(message)) return { ok: false, kind: 'give up', reason: 'The LINE Official Account has used its monthly message quota: raise the plan in LINE Official Account Manager' };
    const afterMs = failure.retryAfter !== undefined ? failure.retryAfter * 1000 : undefined;
    return { ok: false, kind: 'retry', reason: 'LINE asked to slow down (too many requests)', ...(afterMs !== undefined ? { afterMs } : {}) };
  }
  if (status >= 500) return { ok: false, kind: 'retry', reason: `LINE had an error (${message})` };
  if (status === 401) return { ok: false, kind: 'reconnect', reason: 'LINE refused the channel access token: an Administrator must enter a current one in the channel’s settings' };
  return { ok: false, kind: 'give up', reason: `LINE refused the message (${message})` };
}
