import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnimationFrames } from './animationFrame';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('animation frames', () => {
  it('waits for the next animation frame in a shown page', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | null = null;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => ((frame = cb), 1));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const done = vi.fn();
    void createAnimationFrames({ hidden: () => false }).next().then(done);
    await vi.advanceTimersByTimeAsync(10);
    expect(done).not.toHaveBeenCalled();
    (frame as unknown as FrameRequestCallback)(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a frame that never comes (the tab was hidden meanwhile)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const done = vi.fn();
    void createAnimationFrames({ hidden: () => false }).next().then(done);
    await vi.advanceTimersByTimeAsync(250);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('uses a timer in a hidden page, which gets no frames', async () => {
    vi.useFakeTimers();
    const raf = vi.fn();
    vi.stubGlobal('requestAnimationFrame', raf);
    const done = vi.fn();
    void createAnimationFrames({ hidden: () => true }).next().then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
    expect(raf).not.toHaveBeenCalled();
  });
});
