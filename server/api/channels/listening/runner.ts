import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { channels } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition, ListeningSide } from '../definition';
import { applyItems } from '../inbound/process';
import { definitionFor as registryDefinitionFor, knownTypes } from '../registry';
import { recordListenError, releaseLease, renewLease, saveCursor, takeLease } from './leases';
import { backoffMs, LISTEN_BACKOFF, listenerFingerprint, type Backoff } from './listeningRules';

export interface ListeningOptions {
  /** This instance's name in the leases (a fresh id by default). */
  owner?: string;
  /** A lease not renewed for this long ends: another instance takes the channel over. */
  leaseMs?: number;
  /** How often leases are renewed and channels looked at (well under leaseMs). */
  tickMs?: number;
  backoff?: Backoff;
  definitionFor?: (type: string) => ChannelDefinition | undefined;
}

export interface ListeningRunner {
  start(): void;
  /** Stops every listener and ends this instance's leases, so another instance takes over at once. */
  stop(): Promise<void>;
  /** One round: renews held leases, stops listeners of channels turned off, removed or changed, takes free ones. */
  tick(): Promise<void>;
  /** The channels this instance listens to now. */
  held(): string[];
}

export const LISTEN_LEASE_MS = 60_000;

interface Held {
  fingerprint: string;
  abort: AbortController;
  done: Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Providers that push over a connection we keep open (IMAP IDLE). Each instance takes the lease of every
 * enabled listening channel no live instance holds (a conditional upsert, so two instances never hold one
 * mailbox), renews it every tick while it listens, and keeps the listener running: a failure is recorded
 * on the channel and the listener restarted with backoff. A channel turned off, removed or changed stops
 * its listener (a changed one starts again with the new settings); a dead instance's leases end after
 * leaseMs and another instance takes over from the saved cursor.
 */
export function createListeningRunner(deps: ApiDeps, options: ListeningOptions = {}): ListeningRunner {
  const owner = options.owner ?? randomUUID();
  const leaseMs = options.leaseMs ?? LISTEN_LEASE_MS;
  const tickMs = options.tickMs ?? Math.floor(leaseMs / 4);
  const backoff = options.backoff ?? LISTEN_BACKOFF;
  const definitionFor = options.definitionFor ?? registryDefinitionFor;
  const types = knownTypes(deps.config.webchatProduct).filter((type) => definitionFor(type)?.listening);
  const held = new Map<string, Held>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let closing = false;

  async function keepListening(channel: ChannelRow, listening: ListeningSide, startCursor: Record<string, unknown>, signal: AbortSignal): Promise<void> {
    let cursor = startCursor;
    let failures = 0;
    while (!signal.aborted) {
      const started = Date.now();
      try {
        await listening.listen(deps, channel, {
          signal,
          cursor,
          deliver: async (items) => {
            if (signal.aborted) throw new Error('the listener was stopped');
            await applyItems(deps, channel, items);
          },
          saveCursor: async (next) => {
            if (!(await saveCursor(deps, channel.id, owner, next))) throw new Error('this instance no longer holds the channel');
            cursor = next;
          },
        });
        if (signal.aborted) return;
        throw new Error('the listener ended by itself');
      } catch (err) {
        if (signal.aborted) return;
        // A listener that ran a while before failing starts its backoff afresh.
        failures = Date.now() - started > backoff.maxMs ? 1 : failures + 1;
        const reason = err instanceof Error ? err.message : String(err);
        deps.logger.warn('channel listener failed', { channelId: channel.id, failures, ...describeError(err) });
        await recordListenError(deps, channel.id, reason).catch(() => undefined);
        await sleep(backoffMs(failures, backoff), signal);
      }
    }
  }

  async function stopOne(channelId: string, release: boolean): Promise<void> {
    const one = held.get(channelId);
    if (!one) return;
    held.delete(channelId);
    one.abort.abort();
    await one.done;
    if (release) await releaseLease(deps, channelId, owner);
  }

  async function tick(): Promise<void> {
    if (types.length === 0) return;
    const rows = await deps.db.select().from(channels).where(and(eq(channels.enabled, true), inArray(channels.type, types)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [id, one] of [...held]) {
      const row = byId.get(id);
      if (!row || listenerFingerprint(row) !== one.fingerprint) await stopOne(id, true);
      else if (!(await renewLease(deps, id, owner, leaseMs))) await stopOne(id, false);
    }
    for (const row of rows) {
      const listening = definitionFor(row.type)?.listening;
      if (closing || !listening || held.has(row.id)) continue;
      const cursor = await takeLease(deps, row.id, owner, leaseMs);
      if (!cursor) continue;
      const abort = new AbortController();
      const done = keepListening(row, listening, cursor, abort.signal).catch((err: unknown) =>
        deps.logger.error('channel listener crashed', { channelId: row.id, ...describeError(err) }),
      );
      held.set(row.id, { fingerprint: listenerFingerprint(row), abort, done });
    }
  }

  function schedule(delayMs: number): void {
    timer = setTimeout(() => {
      running = tick()
        .catch((err: unknown) => deps.logger.error('listening tick failed', { ...describeError(err) }))
        .then(() => {
          if (!stopped) schedule(tickMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped || types.length === 0) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      closing = true;
      clearTimeout(timer);
      await running;
      await Promise.all([...held.keys()].map((id) => stopOne(id, true)));
    },
    tick,
    held: () => [...held.keys()],
  };
}
