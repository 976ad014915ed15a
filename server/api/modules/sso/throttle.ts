import type { Db } from '../../db/client';
import { tooManyRequests } from '../../http/errors';
import { readStreaks, replaceStreak, uncount } from './throttleRepository';
import { decide, nextStreak, waitText, type Backoff, type Decision } from './throttleRules';

/** One counter a try is counted in: its key in rate_limits and how it slows down. */
export interface Bucket {
  key: string;
  backoff: Backoff;
}

const ROUNDS = 5;

/**
 * Counts one try in every bucket when each of them may try now, before the secret is checked: parallel
 * guesses are counted one by one instead of all passing a check that read the same count. When a bucket
 * must wait, nothing is counted and the decision says how long.
 */
export async function countTry(db: Db, buckets: readonly Bucket[], now: Date): Promise<Decision> {
  for (let round = 0; round < ROUNDS; round++) {
    const streaks = await readStreaks(db, buckets.map((b) => b.key));
    const decision = decide(buckets.map((b) => ({ backoff: b.backoff, streak: streaks.get(b.key) })), now);
    if (decision.kind === 'wait') return decision;
    const counted: string[] = [];
    for (const bucket of buckets) {
      const seen = streaks.get(bucket.key);
      if (!(await replaceStreak(db, bucket.key, seen, nextStreak(bucket.backoff, seen, now)))) break;
      counted.push(bucket.key);
    }
    if (counted.length === buckets.length) return decision;
    await Promise.all(counted.map((key) => uncount(db, key)));
  }
  // Lost every race: this many parallel tries on the same buckets can well wait a second.
  return { kind: 'wait', seconds: 1 };
}

/** countTry for the JSON api: a wait is a 429 with Retry-After and a message saying how long. */
export async function countTryOrRefuse(db: Db, buckets: readonly Bucket[], now: Date, refusal: (wait: string) => string): Promise<void> {
  const decision = await countTry(db, buckets, now);
  if (decision.kind === 'wait') throw tooManyRequests(decision.seconds, refusal(waitText(decision.seconds)));
}
