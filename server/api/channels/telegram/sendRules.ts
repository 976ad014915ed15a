// How a refused or failed Bot API call is classified for the outbox (channels.md §5): wait and try again,
// give up with a reason the agent reads on the message, or ask an Administrator to reconnect the channel.
import type { SendResult } from '../definition';
import type { BotApiAnswer } from './botApi';

type Failure = Extract<BotApiAnswer<unknown>, { ok: false }>;

export function classifyFailure(failure: Failure): Extract<SendResult, { ok: false }> {
  const { status, description } = failure;
  if (status === 0) return { ok: false, kind: 'retry', reason: description };
  if (status === 429) {
    const afterMs = failure.retryAfter !== undefined ? failure.retryAfter * 1000 : undefined;
    return { ok: false, kind: 'retry', reason: 'Telegram asked to slow down (too many requests)', ...(afterMs !== undefined ? { afterMs } : {}) };
  }
  if (status >= 500) return { ok: false, kind: 'retry', reason: `Telegram had an error (${description})` };
  // 401: the token was revoked or replaced in BotFather; 404 is what Telegram answers for a malformed one.
  if (status === 401 || status === 404) {
    return { ok: false, kind: 'reconnect', reason: 'Telegram refused the bot token: an Administrator must enter the current token in the channel’s settings' };
  }
  if (status === 403) {
    const blocked = /blocked by the user/i.test(description);
    return { ok: false, kind: 'give up', reason: blocked ? 'The customer blocked the bot on Telegram' : `Telegram refused the message (${description})` };
  }
  if (status === 400 && /chat not found/i.test(description)) return { ok: false, kind: 'give up', reason: 'Telegram does not know this chat (chat not found)' };
  if (status === 413) return { ok: false, kind: 'give up', reason: 'The file is larger than Telegram takes from a bot' };
  return { ok: false, kind: 'give up', reason: `Telegram refused the message (${description})` };
}

/** Telegram's limits for what a bot sends (https://core.telegram.org/bots/api#sendphoto). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const CAPTION_MAX = 1024;
// A GIF sent as a photo loses its animation: it goes as a document.
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A picture small enough goes as a photo (shown inline); anything else as a document. */
export function sendsAsPhoto(file: { mime: string; size: number }): boolean {
  return PHOTO_TYPES.has(file.mime) && file.size <= PHOTO_MAX_BYTES;
}

/**
 * The calls one reply takes, in order: its text rides as the first file's caption when it fits, so a
 * reply with one file is one message; a longer text goes first on its own.
 */
export function planSend(text: string, files: readonly { mime: string; size: number }[]): { textAlone: boolean; captionIndex: number | undefined } {
  const hasText = text.trim() !== '';
  if (files.length === 0) return { textAlone: hasText, captionIndex: undefined };
  if (hasText && Array.from(text).length <= CAPTION_MAX) return { textAlone: false, captionIndex: 0 };
  return { textAlone: hasText, captionIndex: undefined };
}
