import { and, eq } from 'drizzle-orm';
import { channelInboundEvents } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';
import type { ProcessOptions } from './process';
import { INBOUND_LEASE_MS, processClaimed } from './worker';

// The calls the inbound route stored and answered, processed right after by this api, one at a time,
// and only while no new call is arriving. The embedded database runs one statement at a time in the
// api's own thread: processing a call per request would queue every new call's store behind all the
// processing under way, and a burst of webhooks would wait seconds for its answers. So a call is stored
// held by this api for INBOUND_LEASE_MS (the route sets its next attempt that far ahead), processed here
// once the calls pause (or at least every MAX_WAIT_MS, so a steady stream still advances), and left to
// the inbound worker of any instance if this api dies or falls that far behind: a compare-and-set on the
// hold makes sure only one of them processes it.

/**
 * A pause this long between calls lets the processing run. Processing a message takes the api about
 * 20 ms (its transaction holds the embedded database, its work the event loop): measured at 50 calls/s,
 * a 20 ms pause gave answers of 0.7 s at p50, 200 ms gives 4 ms (p99 97 ms).
 */
export const QUIET_MS = 200;
/** Under a steady stream, one call is processed at least this often. */
export const MAX_WAIT_MS = 2000;
/** Calls waiting beyond this are left to the inbound worker (when their hold ends). */
export const AFTER_ANSWER_QUEUE_MAX = 20_000;

export interface HeldCall {
  id: string;
  heldUntil: Date;
}

export interface AfterAnswer {
  (call: HeldCall): void;
  /** Resolves once everything queued so far is processed (tests). */
  idle(): Promise<void>;
}

/** When a stored call is held for this api's after-answer processing: the inbound worker waits that long. */
export const heldUntil = (now: Date) => new Date(now.getTime() + INBOUND_LEASE_MS);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function processAfterAnswer(deps: ApiDeps, options: ProcessOptions): AfterAnswer {
  const queue: HeldCall[] = [];
  let running: Promise<void> | null = null;
  let lastCall = 0;
  let lastProcessed = 0;

  /** The call, if it is still held by us (the worker did not take it): its hold becomes a lease. */
  async function claim(call: HeldCall) {
    return deps.db
      .update(channelInboundEvents)
      .set({ nextAttemptAt: new Date(deps.now().getTime() + INBOUND_LEASE_MS) })
      .where(and(eq(channelInboundEvents.id, call.id), eq(channelInboundEvents.state, 'pending'), eq(channelInboundEvents.nextAttemptAt, call.heldUntil)))
      .returning();
  }

  async function drain(): Promise<void> {
    for (let call = queue.shift(); call !== undefined; call = queue.shift()) {
      while (Date.now() - lastCall < QUIET_MS && Date.now() - lastProcessed < MAX_WAIT_MS) await sleep(QUIET_MS);
      const held = call;
      await claim(held)
        .then((rows) => processClaimed(deps, rows, options))
        .catch((err: unknown) => deps.logger.error('inbound processing failed', { id: held.id, ...describeError(err) }));
      lastProcessed = Date.now();
    }
    running = null;
  }

  const enqueue = (call: HeldCall) => {
    lastCall = Date.now();
    if (queue.length >= AFTER_ANSWER_QUEUE_MAX) return;
    queue.push(call);
    running ??= drain();
  };
  return Object.assign(enqueue, { idle: async () => void (await running) });
}
