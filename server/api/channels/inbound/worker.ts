import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { channelInboundEvents } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';
import { definitionFor as registryDefinitionFor } from '../registry';
import { afterFailure } from '../outbox/outboxRules';
import { processInboundEvent, type InboundEventRow, type ProcessOptions } from './process';

export interface InboundWorkerOptions {
  intervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  definitionFor?: ProcessOptions['definitionFor'];
}

export interface InboundWorker {
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<number>;
}

export const INBOUND_LEASE_MS = 60_000;

/** Claims stored calls that are due: new ones, retries, and those whose processing died (lease ended). */
export async function claimInbound(deps: ApiDeps, limit: number, leaseMs: number, onlyId?: string): Promise<InboundEventRow[]> {
  const now = deps.now();
  const due = deps.db
    .select({ id: channelInboundEvents.id })
    .from(channelInboundEvents)
    .where(and(eq(channelInboundEvents.state, 'pending'), lte(channelInboundEvents.nextAttemptAt, now), onlyId ? eq(channelInboundEvents.id, onlyId) : undefined))
    .orderBy(asc(channelInboundEvents.nextAttemptAt), asc(channelInboundEvents.receivedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return deps.db
    .update(channelInboundEvents)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(channelInboundEvents.id, due))
    .returning();
}

/** Processes claimed calls one after the other (a provider's order is kept), recording each outcome. */
export async function processClaimed(deps: ApiDeps, rows: InboundEventRow[], options: ProcessOptions): Promise<void> {
  for (const row of rows) {
    const attempts = row.attempts + 1;
    try {
      const outcome = await processInboundEvent(deps, row, options);
      await deps.db
        .update(channelInboundEvents)
        .set({ state: outcome.state, attempts, processedAt: deps.now(), lastError: outcome.state === 'failed' ? outcome.reason : null })
        .where(eq(channelInboundEvents.id, row.id));
      if (outcome.state === 'failed') deps.logger.warn('inbound call not stored', { id: row.id, reason: outcome.reason });
    } catch (err) {
      deps.logger.error('inbound processing failed', { id: row.id, ...describeError(err) });
      const next = afterFailure(row.receivedAt, deps.now(), attempts);
      const reason = err instanceof Error ? err.message.slice(0, 500) : String(err);
      await deps.db
        .update(channelInboundEvents)
        .set(next.state === 'failed' ? { state: 'failed', attempts, lastError: reason } : { attempts, nextAttemptAt: next.nextAttemptAt, lastError: reason })
        .where(eq(channelInboundEvents.id, row.id))
        .catch(() => undefined);
    }
  }
}

/** Picks up what the route's own processing did not finish (every instance runs one). */
export function createInboundWorker(deps: ApiDeps, options: InboundWorkerOptions = {}): InboundWorker {
  const intervalMs = options.intervalMs ?? 5000;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? INBOUND_LEASE_MS;
  const processOptions: ProcessOptions = { definitionFor: options.definitionFor ?? registryDefinitionFor };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function runOnce(): Promise<number> {
    const rows = await claimInbound(deps, batchSize, leaseMs);
    await processClaimed(deps, rows, processOptions);
    return rows.length;
  }

  function schedule(delay: number): void {
    timer = setTimeout(() => {
      running = runOnce()
        .catch((err: unknown) => {
          deps.logger.error('inbound poll failed', { ...describeError(err) });
          return 0;
        })
        .then((count) => {
          if (!stopped) schedule(count >= batchSize ? 0 : intervalMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(intervalMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    runOnce,
  };
}
