import type { ClientRequest } from 'node:http';
import { upstreamTimeoutError } from './errors.js';

interface Progress {
  /** bytes the upstream socket had moved (read and written) at the sweep that last saw them change */
  bytes: number;
  /** when that sweep ran */
  since: number;
}

export interface UpstreamTimeouts {
  /** the request fails with a 504 once its upstream socket has moved no byte for the timeout */
  watch(upstream: ClientRequest): void;
  /** how many requests are in flight and watched right now */
  readonly size: number;
  stop(): void;
}

/** The sweep runs this often: a quarter of the timeout, at most every 250 ms (pauses under 1 ms). */
export const sweepEveryMs = (timeoutMs: number) => Math.max(1, Math.min(250, Math.ceil(timeoutMs / 4)));

/**
 * The same idle timeout as `request.setTimeout(timeoutMs)`, without a timer per request. A request's
 * own timer is created, re-armed and cleared on every request (three timer operations, two timer
 * objects and a bound function each), and when requests come one at a time the timer list of that
 * duration empties after each and is built again, which is most of what an edge wakeup costs on top of
 * a bare proxy. Here a request only joins a map until it closes; one sweep reads the bytes its upstream socket
 * has moved (in and out, as the socket's idle timer counts them) and fails it once they have not moved
 * for `timeoutMs`: between timeoutMs and timeoutMs plus two sweeps of quiet, never sooner.
 */
export function createUpstreamTimeouts(timeoutMs: number): UpstreamTimeouts {
  const everyMs = sweepEveryMs(timeoutMs);
  /**
   * The requests in flight, each with what the last sweep saw of it. A finished request leaves at once
   * (its 'close'), never waits for a sweep: a list swept every 250 ms kept thousands of finished
   * exchanges alive at a few thousand requests a second, and the young-generation collections copied
   * them. Keys only, no property on the request: see forwardRequest.ts on Node's objects' shapes.
   */
  const inFlight = new Map<ClientRequest, Progress | undefined>();
  let timer: NodeJS.Timeout | null = null;

  function forget(this: ClientRequest): void {
    inFlight.delete(this);
  }

  const sweep = () => {
    const now = performance.now();
    for (const [upstream, seen] of inFlight) {
      const socket = upstream.socket;
      const bytes = socket ? socket.bytesRead + socket.bytesWritten : -1;
      // new since the last sweep, or it moved since then: count the quiet from now, the latest it can have moved
      if (seen === undefined || bytes !== seen.bytes) inFlight.set(upstream, { bytes, since: now });
      else if (now - seen.since >= timeoutMs) {
        inFlight.delete(upstream);
        upstream.destroy(upstreamTimeoutError());
      }
    }
    if (inFlight.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };

  return {
    watch(upstream) {
      inFlight.set(upstream, undefined);
      upstream.on('close', forget);
      if (!timer) {
        timer = setInterval(sweep, everyMs);
        timer.unref();
      }
    },
    get size() {
      return inFlight.size;
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
