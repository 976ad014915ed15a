import { describeError } from '../../http/errors';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { channels, webhookDeliveries } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { setDeliveryState } from '../../modules/conversations/delivery';
import { SIGNATURE_HEADER, signBody } from './signature';
import { afterFailure, failureReason } from './webhookRules';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export interface WebhookWorkerOptions {
  fetch?: typeof fetch;
  /** Pause between polls when nothing was due. */
  intervalMs?: number;
  batchSize?: number;
  /** How long one POST may take before it counts as failed. */
  timeoutMs?: number;
  setTimer?: (fn: () => void, ms: number) => { unref?: () => void };
  clearTimer?: (timer: unknown) => void;
}

export interface WebhookWorker {
  start(): void;
  /** Stops polling and waits for the attempts under way. */
  stop(): Promise<void>;
  /** Claims the due deliveries and tries each once; answers how many were tried. */
  runOnce(): Promise<number>;
}

/**
 * Claiming moves a row's next attempt past the POST's timeout (a lease) in one short statement with
 * FOR UPDATE SKIP LOCKED, so instances never take the same row, no transaction stays open during the
 * HTTP call, and a row whose instance died is simply due again when the lease ends.
 */
export function createWebhookWorker(deps: ApiDeps, options: WebhookWorkerOptions = {}): WebhookWorker {
  const fetchFn = options.fetch ?? fetch;
  const intervalMs = options.intervalMs ?? 1000;
  const batchSize = options.batchSize ?? 20;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as NodeJS.Timeout));
  let timer: unknown;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function claim(): Promise<DeliveryRow[]> {
    const now = deps.now();
    const due = deps.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.state, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return deps.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + timeoutMs * 3) })
      .where(inArray(webhookDeliveries.id, due))
      .returning();
  }

  async function post(row: DeliveryRow, secret: string): Promise<string | undefined> {
    try {
      const res = await fetchFn(row.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, row.body), 'X-Delivery-Id': row.id },
        body: row.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel().catch(() => undefined);
      return res.status >= 200 && res.status < 300 ? undefined : `HTTP ${res.status}`;
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
      // fetch says only 'fetch failed'; the cause says why (ECONNREFUSED, ENOTFOUND, bad port...).
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      return (cause?.code ?? cause?.message ?? (err as Error).message).slice(0, 200);
    }
  }

  async function attempt(row: DeliveryRow): Promise<void> {
    const [channel] = await deps.db.select({ secret: channels.secret, enabled: channels.enabled }).from(channels).where(eq(channels.id, row.channelId));
    const attempts = row.attempts + 1;
    const error = channel?.enabled === false ? 'the channel is turned off' : await post(row, channel!.secret);
    const now = deps.now();
    if (!error) {
      await deps.db.update(webhookDeliveries).set({ state: 'delivered', attempts, deliveredAt: now, lastError: null }).where(eq(webhookDeliveries.id, row.id));
      await setDeliveryState(deps, row.messageId, 'sent');
      return;
    }
    const next = channel?.enabled === false ? ({ state: 'failed' } as const) : afterFailure(row.createdAt, now, attempts);
    if (next.state === 'failed') {
      await deps.db.update(webhookDeliveries).set({ state: 'failed', attempts, lastError: error }).where(eq(webhookDeliveries.id, row.id));
      await setDeliveryState(deps, row.messageId, 'failed', failureReason(error));
      return;
    }
    await deps.db.update(webhookDeliveries).set({ attempts, nextAttemptAt: next.nextAttemptAt, lastError: error }).where(eq(webhookDeliveries.id, row.id));
    // Every failed try is told with its reason and the next try's time (tries double apart, so at most a
    // few dozen a day): the console shows 'Retrying: …' instead of 'Sending' while the reply waits.
    await setDeliveryState(deps, row.messageId, 'pending', failureReason(error));
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    await Promise.all(
      rows.map((row) => attempt(row).catch((err: unknown) => deps.logger.error('webhook delivery attempt failed', { id: row.id, ...describeError(err) }))),
    );
    return rows.length;
  }

  function schedule(delay: number): void {
    timer = setTimer(() => {
      running = runOnce()
        .catch((err: unknown) => {
          deps.logger.error('webhook delivery poll failed', { ...describeError(err) });
          return 0;
        })
        .then((count) => {
          // A full batch means more may be due: go on at once.
          if (!stopped) schedule(count >= batchSize ? 0 : intervalMs);
        });
    }, delay);
    (timer as { unref?: () => void }).unref?.();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(intervalMs);
    },
    async stop() {
      stopped = true;
      clearTimer(timer);
      await running;
    },
    runOnce,
  };
}
