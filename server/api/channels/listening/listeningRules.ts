// Pure rules of the listening runner.
import type { ChannelRow } from '../connector';

export interface Backoff {
  firstMs: number;
  maxMs: number;
}

export const LISTEN_BACKOFF: Backoff = { firstMs: 1000, maxMs: 5 * 60_000 };

/** The wait before the next try after this many failures in a row: doubling from firstMs, capped at maxMs. */
export function backoffMs(failures: number, backoff: Backoff = LISTEN_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, Math.min(30, failures - 1)));
}

/** What a running listener was started with: when it changes (new settings, a rotated password) the listener restarts. */
export function listenerFingerprint(channel: Pick<ChannelRow, 'type' | 'settings' | 'secret'>): string {
  return JSON.stringify([channel.type, channel.secret, channel.settings]);
}
