// Graph's failures classified for the outbox by code, never by text (channels.md §4.0): the codes every
// Meta product shares, and a channel's own (WhatsApp's 130429, 131047, …) laid over them.
import type { SendResult } from '../definition';
import type { GraphError } from './graph';

export type Failure = Extract<SendResult, { ok: false }>;
export type FailureKind = Failure['kind'];

/** Retry: 1 and 2 (temporary), 4 (app rate limit), 613 (calls over the rate limit). Reconnect: 190 (token). */
export const GRAPH_CODES: Readonly<Record<number, FailureKind>> = { 1: 'retry', 2: 'retry', 4: 'retry', 613: 'retry', 190: 'reconnect' };

/** Wait before another try after a rate limit that gave no hint: Graph's limits are counted over minutes. */
export const RATE_LIMIT_WAIT_MS = 60_000;

export interface ClassifyOptions {
  /** The product in the agent's words: 'WhatsApp', 'Messenger', 'Instagram'. */
  product: string;
  /** The channel's own codes, over the shared ones. */
  codes?: Readonly<Record<number, FailureKind>>;
  /** The reason for a code, when Meta's own message would not tell an agent what happened. */
  reasons?: Readonly<Record<number, string>>;
  /** Codes that are rate limits: retried after the hint, or RATE_LIMIT_WAIT_MS without one. */
  rateLimits?: readonly number[];
}

export function classifyGraphError(error: GraphError, options: ClassifyOptions): Failure {
  const { product } = options;
  if (error.status === 0) return { ok: false, kind: 'retry', reason: error.message };
  const code = error.code;
  const known = code !== undefined ? (options.codes?.[code] ?? GRAPH_CODES[code]) : undefined;
  const said = code !== undefined ? (options.reasons?.[code] ?? `${product} refused the message: ${error.message} (code ${code})`) : `${product} refused the message: ${error.message}`;
  if (known === 'reconnect') {
    const reason = (code !== undefined && options.reasons?.[code]) || `${product} refused the access token (${error.message}): an Administrator must enter a current token in the channel’s settings`;
    return { ok: false, kind: 'reconnect', reason };
  }
  if (known === 'retry' || (known === undefined && (error.status >= 500 || error.status === 429))) {
    const limited = code === 4 || code === 613 || error.status === 429 || (code !== undefined && options.rateLimits?.includes(code));
    const afterMs = error.retryAfterMs ?? (limited ? RATE_LIMIT_WAIT_MS : undefined);
    return { ok: false, kind: 'retry', reason: limited ? `${product} asked to slow down (${error.message})` : `${product} had an error (${error.message})`, ...(afterMs !== undefined ? { afterMs } : {}) };
  }
  return { ok: false, kind: 'give up', reason: said };
}
