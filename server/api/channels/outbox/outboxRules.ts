// When a reply that failed is tried again, for every channel: pure timing rules of the one outbox.

export const RETRY_FIRST_DELAY_MS = 10_000;
export const RETRY_MAX_DELAY_MS = 3600_000;
/** A reply the provider has not accepted after this long is failed. */
export const RETRY_WINDOW_MS = 24 * 3600_000;

/** Wait after the n-th failed attempt (1-based): 10 s, doubling, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(RETRY_MAX_DELAY_MS, RETRY_FIRST_DELAY_MS * 2 ** Math.min(exponent, 30));
}

/**
 * After a failure: try again after the backoff, or after the provider's own hint when it gave one
 * (Retry-After, Telegram's retry_after: it knows when it will take the message), at most an hour; one
 * last try at the end of the 24 hours; a failure at or after the end fails the delivery for good.
 */
export function afterFailure(
  createdAt: Date,
  now: Date,
  failedAttempts: number,
  hintMs?: number,
): { state: 'pending'; nextAttemptAt: Date } | { state: 'failed' } {
  const deadline = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return { state: 'failed' };
  const wait = hintMs !== undefined && Number.isFinite(hintMs) ? Math.min(RETRY_MAX_DELAY_MS, Math.max(0, hintMs)) : retryDelayMs(failedAttempts);
  return { state: 'pending', nextAttemptAt: new Date(Math.min(now.getTime() + wait, deadline)) };
}
