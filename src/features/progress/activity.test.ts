import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import { callWithMinimumDelay } from './callWithMinimumDelay';
import { createActivity } from './activity';

describe('createActivity', () => {
  it('is busy while any call is in flight and tells listeners on each change', () => {
    const activity = createActivity();
    const listener = vi.fn();
    activity.subscribe(listener);

    activity.started();
    activity.started();
    activity.finished();
    expect(activity.isBusy()).toBe(true);
    activity.finished();
    expect(activity.isBusy()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('callWithMinimumDelay', () => {
  afterEach(() => vi.useRealTimers());

  it('answers no sooner than 200 ms, with the call answer', async () => {
    vi.useFakeTimers();
    let answer: unknown;
    runSaga({ dispatch: () => undefined, getState: () => ({}) }, function* () {
      answer = yield* callWithMinimumDelay(async (n: number) => n * 2, 21);
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(42);
  });
});
