import { EventEmitter } from 'node:events';
import type { ClientRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EdgeError } from './errors.js';
import { createUpstreamTimeouts, sweepEveryMs } from './upstreamTimeouts.js';

/** What the sweep reads of an upstream request: whether it is over, and its socket's byte counts. */
class FakeUpstream extends EventEmitter {
  destroyed = false;
  failure: Error | undefined;
  /** what the sweep reads (Node emits 'close' when a request is over: the tests emit it themselves) */
  socket: { bytesRead: number; bytesWritten: number } | null = { bytesRead: 0, bytesWritten: 0 };
  destroy(error?: Error) {
    this.destroyed = true;
    this.failure = error;
    return this;
  }
}

const TIMEOUT_MS = 1000;
const EVERY_MS = sweepEveryMs(TIMEOUT_MS);

describe('upstream timeouts', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] }));
  afterEach(() => void vi.useRealTimers());

  const watched = (timeouts: ReturnType<typeof createUpstreamTimeouts>) => {
    const upstream = new FakeUpstream();
    timeouts.watch(upstream as unknown as ClientRequest);
    return upstream;
  };

  it('sweep a quarter of the timeout apart, at most every 250 ms', () => {
    expect(sweepEveryMs(100)).toBe(25);
    expect(sweepEveryMs(1000)).toBe(250);
    expect(sweepEveryMs(30_000)).toBe(250);
    expect(sweepEveryMs(1)).toBe(1);
  });

  it('fail a request whose upstream moved no byte for the timeout with a 504, never sooner, within two sweeps after', () => {
    const timeouts = createUpstreamTimeouts(TIMEOUT_MS);
    const upstream = watched(timeouts);
    vi.advanceTimersByTime(TIMEOUT_MS - 1);
    expect(upstream.destroyed).toBe(false);
    vi.advanceTimersByTime(2 * EVERY_MS);
    expect(upstream.failure).toBeInstanceOf(EdgeError);
    expect(upstream.failure).toMatchObject({ status: 504, code: 'upstream_timeout' });
    timeouts.stop();
  });

  it('count the quiet again whenever bytes move, either way (a slow upload, a slow stream); no socket is quiet', () => {
    const timeouts = createUpstreamTimeouts(TIMEOUT_MS);
    const upstream = watched(timeouts);
    for (let step = 0; step < 12; step += 1) {
      vi.advanceTimersByTime(EVERY_MS * 3);
      if (step % 2 === 0) upstream.socket!.bytesRead += 10;
      else upstream.socket!.bytesWritten += 10;
    }
    // 9 s of traffic, never a second of quiet
    expect(upstream.destroyed).toBe(false);
    // and a request that never got a socket is quiet from the start
    const socketless = watched(timeouts);
    socketless.socket = null;
    vi.advanceTimersByTime(TIMEOUT_MS + 2 * EVERY_MS);
    expect(upstream.failure).toMatchObject({ status: 504 });
    expect(socketless.failure).toMatchObject({ status: 504 });
    timeouts.stop();
  });

  it('let a request go as soon as it closes (nothing kept for the sweep) and stop sweeping when none is left', () => {
    const timeouts = createUpstreamTimeouts(TIMEOUT_MS);
    const finished = watched(timeouts);
    const waiting = watched(timeouts);
    expect(timeouts.size).toBe(2);
    finished.emit('close');
    expect(timeouts.size).toBe(1);
    vi.advanceTimersByTime(EVERY_MS);
    expect(vi.getTimerCount()).toBe(1);
    waiting.emit('close');
    expect(timeouts.size).toBe(0);
    vi.advanceTimersByTime(EVERY_MS);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(2 * TIMEOUT_MS);
    expect(finished.failure).toBeUndefined();
    expect(waiting.failure).toBeUndefined();
    timeouts.stop();
  });
});
