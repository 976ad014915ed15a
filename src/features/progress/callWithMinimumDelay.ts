import { all, call, delay } from 'redux-saga/effects';
import { FETCH_MIN_DELAY_MS } from '../../domain/constants';

/**
 * Spec §9 "fetch minimum delay 200 ms": a fetch that drives a loading indicator takes at least 200 ms,
 * so the indicator never flashes. The answer (or the error) is the call's own.
 *
 *   const answer = yield* callWithMinimumDelay(api.fetchList, http);
 */
export function* callWithMinimumDelay<Args extends unknown[], R>(fn: (...args: Args) => Promise<R>, ...args: Args) {
  const [answer] = (yield all([call(fn as (...a: unknown[]) => Promise<R>, ...args), delay(FETCH_MIN_DELAY_MS)])) as [R, unknown];
  return answer;
}
