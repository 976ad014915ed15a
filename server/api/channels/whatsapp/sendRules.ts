// WhatsApp's sending rules (channels.md §4.1.2): 4,096 characters per text message (the spec allows a
// reply of 19,900, which goes as several messages in order), the media type a file is sent as, and the
// Cloud API's error codes classified for the outbox over the codes every Meta product shares.
import { classifyGraphError, type Failure, type FailureKind } from '../meta/graphErrors';
import type { GraphError } from '../meta/graph';

export const TEXT_MAX = 4096;
export const CAPTION_MAX = 1024;
export const OUTSIDE_WINDOW_REASON =
  'WhatsApp refused free text: it is outside the 24-hour window since the customer’s last message. Send one of the channel’s approved templates instead.';

const CODES: Readonly<Record<number, FailureKind>> = {
  // Throughput (130429), pair rate (131056: one message per 6 s to the same user), temporary errors.
  130429: 'retry',
  131056: 'retry',
  131000: 'retry',
  131016: 'retry',
  133004: 'retry',
  80007: 'retry',
  // The window is closed: a template is needed.
  131047: 'give up',
  // Account restricted or locked.
  368: 'reconnect',
  131031: 'reconnect',
};

const REASONS: Readonly<Record<number, string>> = {
  131047: OUTSIDE_WINDOW_REASON,
  131026: 'WhatsApp could not deliver the message to this number (it may not use WhatsApp, or has not accepted the latest terms)',
  131051: 'WhatsApp does not support this kind of message',
  368: 'WhatsApp restricted the business account for policy violations: an Administrator must resolve it in WhatsApp Manager',
  131031: 'WhatsApp locked the business account: an Administrator must resolve it in WhatsApp Manager',
};

export function classifyWhatsApp(error: GraphError): Failure {
  const result = classifyGraphError(error, { product: 'WhatsApp', codes: CODES, reasons: REASONS, rateLimits: [130429, 131056, 80007] });
  // The pair rate limit lifts after a few seconds for that recipient: waiting a minute is too long.
  if (result.kind === 'retry' && error.code === 131056 && error.retryAfterMs === undefined) return { ...result, afterMs: 6_000 };
  return result;
}

/**
 * A text cut into messages of at most `max` characters (code points), each cut at the last line break
 * or space of its part when there is one, so words are not split; the parts joined give the text back.
 */
export function splitText(text: string, max = TEXT_MAX): string[] {
  const chars = Array.from(text);
  const parts: string[] = [];
  let start = 0;
  while (chars.length - start > max) {
    let end = start + max;
    const window = chars.slice(start, end);
    const breakAt = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
    if (breakAt > max / 2) end = start + breakAt + 1;
    parts.push(chars.slice(start, end).join(''));
    start = end;
  }
  if (start < chars.length) parts.push(chars.slice(start).join(''));
  return parts;
}

const IMAGE = new Set(['image/jpeg', 'image/png']);
const VIDEO = new Set(['video/mp4', 'video/3gpp']);
const AUDIO = new Set(['audio/aac', 'audio/mp4', 'audio/mpeg', 'audio/amr', 'audio/ogg']);

/** How WhatsApp shows a file: images, videos and audio of its supported types inline, anything else as a document. */
export function mediaTypeOf(mime: string): 'image' | 'video' | 'audio' | 'document' {
  if (IMAGE.has(mime)) return 'image';
  if (VIDEO.has(mime)) return 'video';
  if (AUDIO.has(mime)) return 'audio';
  return 'document';
}
