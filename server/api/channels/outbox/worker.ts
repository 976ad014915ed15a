import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { channelOutbox } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';
import { definitionFor as registryDefinitionFor } from '../registry';
import { attemptDelivery, channelsOf, type AttemptOptions, type OutboxRow } from './attempt';
import { messagesOf } from './batch';
import { onOutboxWake } from './queue';
import { recordUnrecorded } from './journalRecovery';
import { createRecorder } from './recorder';
import { openSendJournal } from './sendJournal';

export interface OutboxWorkerOptions {
  /** The HTTP client handed to connectors (the demo's seed substitutes one). */
  fetch?: typeof fetch;
  /** Pause between polls when nothing was due. */
  intervalMs?: number;
  batchSize?: number;
  /** How long a claimed row stays out of other workers' reach: longer than any connector's timeout. */
  leaseMs?: number;
  /** Tries under way at once. */
  concurrency?: number;
  /**
   * The send journal's file (sendJournal.ts): only for a process that owns its DATA_DIR alone (the
   * embedded database); without it a reply the provider took just before a crash may go twice.
   */
  journalFile?: string;
  /** The registry (tests give a test definition). */
  definitionFor?: AttemptOptions['definitionFor'];
  setTimer?: (fn: () => void, ms: number) => { unref?: () => void };
  clearTimer?: (timer: unknown) => void;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and waits for the tries under way. */
  stop(): Promise<void>;
  /** Claims the due rows and tries each once; answers how many were tried. */
  runOnce(): Promise<number>;
}

export const DEFAULT_LEASE_MS = 30_000;
/** Tries under way at once per worker (Telegram takes about 30 messages a second from a bot anyway). */
export const DEFAULT_CONCURRENCY = 8;

/**
 * Claims due rows: moves their next attempt past the lease in one short statement with FOR UPDATE SKIP
 * LOCKED, so instances never take the same row, no transaction stays open during a provider's call, and
 * a row whose instance died (SIGKILL mid-send) is simply due again when the lease ends.
 */
export async function claimDue(deps: ApiDeps, limit: number, leaseMs: number, onlyId?: string): Promise<OutboxRow[]> {
  const now = deps.now();
  const due = deps.db
    .select({ id: channelOutbox.id })
    .from(channelOutbox)
    .where(and(eq(channelOutbox.state, 'pending'), lte(channelOutbox.nextAttemptAt, now), onlyId ? eq(channelOutbox.id, onlyId) : undefined))
    .orderBy(asc(channelOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return deps.db
    .update(channelOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(channelOutbox.id, due))
    .returning();
}

/**
 * Tries rows already claimed, `concurrency` at a time, records the successes (recorder.ts) and tells
 * the consoles of them. Few at a time on purpose: a reply the provider took is at risk of a second send
 * until its success is recorded. A try or a record that throws (a database hiccup) is logged: its row is
 * due again when its lease ends, unless the journal holds its success (recorded at the next round).
 */
export async function attemptAll(deps: ApiDeps, rows: OutboxRow[], options: AttemptOptions, concurrency = DEFAULT_CONCURRENCY): Promise<void> {
  if (rows.length === 0) return;
  const [byId, shown] = await Promise.all([channelsOf(deps, rows), messagesOf(deps, rows.map((r) => r.messageId))]);
  const recorder = createRecorder(deps, options.journal);
  const failed = (what: string, id: string) => (err: unknown) => {
    deps.logger.error(what, { id, ...describeError(err) });
    return undefined;
  };
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      const accepted = await attemptDelivery(deps, row, byId.get(row.channelId), shown.get(row.messageId)?.message, options).catch(failed('outbox delivery attempt failed', row.id));
      if (accepted) await recorder.add(accepted).catch(failed('outbox success not recorded', row.id));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
  await recorder.finish();
}

/** The one outbox worker every channel's replies leave through (every instance runs one). */
export function createOutboxWorker(deps: ApiDeps, options: OutboxWorkerOptions = {}): OutboxWorker {
  const intervalMs = options.intervalMs ?? 1000;
  const batchSize = options.batchSize ?? 50;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const journal = options.journalFile ? openSendJournal(options.journalFile) : undefined;
  const attemptOptions: AttemptOptions = {
    definitionFor: options.definitionFor ?? registryDefinitionFor,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(journal ? { journal } : {}),
  };
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as NodeJS.Timeout));
  let timer: unknown;
  let running: Promise<unknown> | null = null;
  let wokenWhileRunning = false;
  let stopped = true;
  let unsubscribe: () => void = () => undefined;

  async function runOnce(): Promise<number> {
    // What the provider took and the database has not recorded (the previous process died first, or a
    // round's record failed) is recorded before anything is claimed, so its rows are not sent again.
    if (journal) await recordUnrecorded(deps, journal);
    const rows = await claimDue(deps, batchSize, leaseMs);
    await attemptAll(deps, rows, attemptOptions, concurrency);
    journal?.settle();
    return rows.length;
  }

  function schedule(delay: number): void {
    timer = setTimer(() => {
      timer = undefined;
      running = runOnce()
        .catch((err: unknown) => {
          deps.logger.error('outbox poll failed', { ...describeError(err) });
          return 0;
        })
        .then((count) => {
          running = null;
          // A full batch, or a reply queued meanwhile: go on at once.
          const again = count >= batchSize || wokenWhileRunning;
          wokenWhileRunning = false;
          if (!stopped) schedule(again ? 0 : intervalMs);
        });
    }, delay);
    (timer as { unref?: () => void } | undefined)?.unref?.();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    clearTimer(timer);
    schedule(0);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = onOutboxWake(deps, wake);
      schedule(intervalMs);
    },
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimer(timer);
      await running;
      journal?.close();
    },
    runOnce,
  };
}
