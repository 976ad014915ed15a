// What a reply becomes on Viber, and how a refusal is classified for the outbox (channels.md §7).
// Viber's status codes: https://developers.viber.com/docs/api/rest-bot-api/#error-codes
import type { SendResult } from '../definition';
import type { ViberAnswer } from './viberApi';

type Failure = Extract<ViberAnswer<unknown>, { ok: false }>;

export const STATUS_NAMES: Record<number, string> = {
  1: 'invalidUrl',
  2: 'invalidAuthToken',
  3: 'badData',
  4: 'missingData',
  5: 'receiverNotRegistered',
  6: 'receiverNotSubscribed',
  7: 'publicAccountBlocked',
  8: 'publicAccountNotFound',
  9: 'publicAccountSuspended',
  10: 'webhookNotSet',
  11: 'receiverNoSuitableDevice',
  12: 'tooManyRequests',
  13: 'apiVersionNotSupported',
  14: 'incompatibleWithVersion',
};

/** The refusals an agent can act on, in words. */
const WORDS: Record<number, string> = {
  5: 'The customer is no longer on Viber (receiverNotRegistered)',
  6: 'The customer has not subscribed to the bot or unsubscribed (receiverNotSubscribed)',
  7: 'The bot is blocked on Viber (publicAccountBlocked)',
  11: 'The customer has no device that can show this message (receiverNoSuitableDevice)',
};

export function classifyFailure(failure: Failure): Extract<SendResult, { ok: false }> {
  if (failure.kind === 'http') {
    if (failure.httpStatus === 0 || failure.httpStatus >= 500 || failure.httpStatus === 429) return { ok: false, kind: 'retry', reason: failure.message };
    return { ok: false, kind: 'give up', reason: failure.message };
  }
  const name = STATUS_NAMES[failure.status] ?? `status ${failure.status}`;
  if (failure.status === 12) return { ok: false, kind: 'retry', reason: 'Viber asked to slow down (tooManyRequests)' };
  if (failure.status === 2) return { ok: false, kind: 'reconnect', reason: 'Viber refused the auth token (invalidAuthToken): an Administrator must enter the current token in the channel’s settings' };
  return { ok: false, kind: 'give up', reason: WORDS[failure.status] ?? `Viber refused the message (${name}${failure.message ? `: ${failure.message}` : ''})` };
}

/** Viber shows JPEG and PNG as pictures (the picture's text at most 120 characters); anything else is a file. */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png']);

/** The send_message bodies of one reply, in order, less receiver and sender. */
export function viberMessages(text: string, files: readonly { mime: string; name: string; size: number; url: string }[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = text.trim() !== '' ? [{ type: 'text', text }] : [];
  for (const file of files) {
    out.push(PICTURE_TYPES.has(file.mime) ? { type: 'picture', text: '', media: file.url } : { type: 'file', media: file.url, size: file.size, file_name: file.name.slice(0, 256) });
  }
  return out;
}
