// The incoming-call panel's rules. Pure: which calls ring, newest first, and when one stops by itself.
import type { IncomingCall } from '../../domain/callMeta';

/** A call rings in the panel with the time its event was published (the api's clock). */
export interface RingingCall {
  call: IncomingCall;
  at: string;
}

/**
 * A call whose end we never heard of (a lost 'call ended', an event replayed after a reconnect) leaves
 * the panel on its own this long after it began to ring: telephone systems give up well before.
 */
export const RING_MAX_MS = 2 * 60 * 1000;

/** At most this many calls at once: the newest. */
export const RINGING_MAX = 3;

export function withCall(list: readonly RingingCall[], entry: RingingCall): RingingCall[] {
  return [entry, ...list.filter((r) => r.call.callId !== entry.call.callId)].slice(0, RINGING_MAX);
}

export function withoutCall(list: readonly RingingCall[], callId: string): RingingCall[] {
  return list.filter((r) => r.call.callId !== callId);
}

/** How long the call may still ring in the panel (0: let it go now). */
export function ringRemainingMs(at: string, now: number): number {
  const since = Date.parse(at);
  return Number.isNaN(since) ? 0 : Math.max(0, since + RING_MAX_MS - now);
}

/** What the panel says of the caller: their name and number, or the number alone for a new contact. */
export function callerLabel(call: IncomingCall): string {
  return call.contact.name && call.contact.name !== call.number ? `${call.contact.name} (${call.number})` : call.number;
}
