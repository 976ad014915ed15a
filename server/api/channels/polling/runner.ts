import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { channels } from '../../db/inboxSchema';
import { channelPollLeases } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition, PollingSide } from '../definition';
import { channelHealth } from '../health';
import { applyItems } from '../inbound/process';
import { definitionFor as registryDefinitionFor, knownTypes } from '../registry';

export interface PollingOptions {
  /** This instance's name in the leases (a fresh id by default). */
  owner?: string;
  /** How long one poll may hold its channel; a lease whose instance died ends after this. */
  leaseMs?: number;
  tickMs?: number;
  definitionFor?: (type: string) => ChannelDefinition | undefined;
}

export interface PollingRunner {
  start(): void;
  stop(): Promise<void>;
  /** Polls every polling channel that is due and not held by another instance; answers how many it polled. */
  runOnce(): Promise<number>;
}

export const POLL_LEASE_MS = 120_000;

/**
 * Polling providers (IMAP, review APIs) run as jobs: each tick, an instance takes the lease of every due
 * channel no live instance holds (one conditional upsert per channel, so two never poll one channel at
 * once), polls it, stores what came through the same path as webhooks, and sets the next poll after the
 * definition's interval. An instance that dies mid-poll holds nothing once its lease ends.
 */
export function createPollingRunner(deps: ApiDeps, options: PollingOptions = {}): PollingRunner {
  const owner = options.owner ?? randomUUID();
  const leaseMs = options.leaseMs ?? POLL_LEASE_MS;
  const tickMs = options.tickMs ?? 5000;
  const definitionFor = options.definitionFor ?? registryDefinitionFor;
  const pollingTypes = knownTypes(deps.config.webchatProduct).filter((type) => definitionFor(type)?.polling);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  const abort = new AbortController();

  async function takeLease(channelId: string): Promise<boolean> {
    const now = deps.now();
    const until = new Date(now.getTime() + leaseMs);
    const taken = await deps.db
      .insert(channelPollLeases)
      .values({ channelId, owner, leaseUntil: until, nextPollAt: now })
      .onConflictDoUpdate({
        target: channelPollLeases.channelId,
        set: { owner, leaseUntil: until },
        setWhere: and(sql`${channelPollLeases.nextPollAt} <= ${now}`, sql`${channelPollLeases.leaseUntil} <= ${now}`),
      })
      .returning({ channelId: channelPollLeases.channelId });
    return taken.length > 0;
  }

  async function pollOne(channel: ChannelRow, polling: PollingSide): Promise<void> {
    let lastError: string | null = null;
    try {
      const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(Math.max(1000, leaseMs - 5000))]);
      const items = await polling.poll(deps, channel, signal);
      await applyItems(deps, channel, items);
    } catch (err) {
      lastError = err instanceof Error ? err.message.slice(0, 500) : String(err);
      deps.logger.warn('channel poll failed', { channelId: channel.id, ...describeError(err) });
      channelHealth(deps).error(channel.id, `Checking for new messages failed: ${lastError}`, deps.now());
    }
    const now = deps.now();
    await deps.db
      .update(channelPollLeases)
      .set({ leaseUntil: now, nextPollAt: new Date(now.getTime() + polling.intervalMs), lastError })
      .where(and(eq(channelPollLeases.channelId, channel.id), eq(channelPollLeases.owner, owner)));
  }

  async function runOnce(): Promise<number> {
    if (pollingTypes.length === 0) return 0;
    const rows = await deps.db.select().from(channels).where(and(eq(channels.enabled, true), inArray(channels.type, pollingTypes)));
    let polled = 0;
    for (const channel of rows) {
      const polling = definitionFor(channel.type)?.polling;
      if (!polling || !(await takeLease(channel.id))) continue;
      await pollOne(channel, polling);
      polled += 1;
    }
    return polled;
  }

  function schedule(): void {
    timer = setTimeout(() => {
      running = runOnce()
        .catch((err: unknown) => deps.logger.error('polling tick failed', { ...describeError(err) }))
        .then(() => {
          if (!stopped) schedule();
        });
    }, tickMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped || pollingTypes.length === 0) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await running;
    },
    runOnce,
  };
}
