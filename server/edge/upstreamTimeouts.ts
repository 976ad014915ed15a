import type { ClientRequest } from 'node:http';
import { upstreamTimeoutError } from './errors.js';

export interface UpstreamTimeouts {
  /** the request fails with a 504 once its upstream socket has moved no byte for the timeout */
  watch(upstream: ClientRequest): void;
  /** how many requests are watched right now (finished ones leave at the next sweep) */
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
 * a bare proxy. Here a request is only pushed onto a list; one sweep reads the bytes its upstream socket
 * has moved (in and out, as the socket's idle timer counts them) and fails it once they have not moved
 * for `timeoutMs`: between timeoutMs and timeoutMs plus two sweeps of quiet, never sooner.
 */
export function createUpstreamTimeouts(timeoutMs: number): UpstreamTimeouts {
  const everyMs = sweepEveryMs(timeoutMs);
  // side by side, not as properties of the requests: see forwardRequest.ts on Node's objects' shapes
  let watched: ClientRequest[] = [];
  let bytesSeen: number[] = [];
  let quietSince: number[] = [];
  let timer: NodeJS.Timeout | null = null;

  const sweep = () => {
    const now = performance.now();
    const still: ClientRequest[] = [];
    const stillBytes: number[] = [];
    const stillQuiet: number[] = [];
    for (let i = 0; i < watched.length; i += 1) {
      const upstream = watched[i]!;
      // an upstream request is destroyed once its answer is complete (keep-alive or not), or failed
      if (upstream.destroyed) continue;
      const socket = upstream.socket;
      const bytes = socket ? socket.bytesRead + socket.bytesWritten : -1;
      let since = quietSince[i] ?? now;
      // new since the last sweep, or it moved since then: count the quiet from now, the latest it can have moved
      if (bytes !== bytesSeen[i]) since = now;
      else if (now - since >= timeoutMs) {
        upstream.destroy(upstreamTimeoutError());
        continue;
      }
      still.push(upstream);
      stillBytes.push(bytes);
      stillQuiet.push(since);
    }
    [watched, bytesSeen, quietSince] = [still, stillBytes, stillQuiet];
    if (watched.length === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };

  return {
    watch(upstream) {
      watched.push(upstream);
      if (!timer) {
        timer = setInterval(sweep, everyMs);
        timer.unref();
      }
    },
    get size() {
      return watched.length;
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
