import { eq, sql } from 'drizzle-orm';
import { channels } from '../db/inboxSchema';
import type { ApiDeps } from '../deps';
import { describeError } from '../http/errors';
import { publishChannelUpdated } from '../modules/channels/channelEvents';
import { healthWorthTelling, mergeHealth, timeOf, type HealthNews, type ToldHealth } from './healthRules';

// A channel's health for its settings page: when a customer's message was last stored, when the
// provider last took a reply, the last failure. Recorded on the hot paths (every inbound message, every
// reply), so written at most once per HEALTH_WRITE_MS per channel: the first news of a quiet channel is
// written at once, later news within the window is kept in memory and written when the window ends, so
// the stored times lag the truth by HEALTH_WRITE_MS at most. Administrators are told ('channel updated')
// when the page would show something new that matters (healthRules.ts). Never fails its caller.

export const HEALTH_WRITE_MS = 10_000;

interface ChannelState {
  writtenAt: number;
  pending: HealthNews | null;
  timer: NodeJS.Timeout | undefined;
  told: ToldHealth | null;
}

export interface ChannelHealth {
  inbound(channelId: string, at: Date): void;
  outbound(channelId: string, at: Date): void;
  error(channelId: string, reason: string, at: Date): void;
  /** Writes everything waiting now, and waits for writes under way (tests, shutdown). */
  flush(): Promise<void>;
}

const recorders = new WeakMap<ApiDeps, ChannelHealth>();

/** The recorder of this api (one per deps: its memory is this process's). */
export function channelHealth(deps: ApiDeps): ChannelHealth {
  let recorder = recorders.get(deps);
  if (!recorder) recorders.set(deps, (recorder = createChannelHealth(deps)));
  return recorder;
}

function createChannelHealth(deps: ApiDeps): ChannelHealth {
  const states = new Map<string, ChannelState>();
  const underWay = new Set<Promise<void>>();

  const stateOf = (id: string): ChannelState => {
    let state = states.get(id);
    if (!state) states.set(id, (state = { writtenAt: -Infinity, pending: null, timer: undefined, told: null }));
    return state;
  };

  function write(channelId: string, state: ChannelState): void {
    clearTimeout(state.timer);
    state.timer = undefined;
    const news = state.pending;
    state.pending = null;
    if (!news) return;
    state.writtenAt = deps.now().getTime();
    const done = store(deps, channelId, news, state)
      .catch((err: unknown) => deps.logger.warn('channel health not recorded', { channelId, ...describeError(err) }))
      .finally(() => underWay.delete(done));
    underWay.add(done);
  }

  function note(channelId: string, news: HealthNews): void {
    const state = stateOf(channelId);
    const newError = news.error !== undefined && news.error.reason !== (state.pending?.error ?? state.told?.error)?.reason;
    state.pending = mergeHealth(state.pending, news);
    const wait = state.writtenAt + HEALTH_WRITE_MS - deps.now().getTime();
    // A new kind of failure is written at once: the page should not show the old one for ten seconds.
    if (wait <= 0 || newError) return write(channelId, state);
    state.timer ??= setTimeout(() => write(channelId, state), wait);
    state.timer.unref?.();
  }

  return {
    inbound: (channelId, at) => note(channelId, { inboundAt: at }),
    outbound: (channelId, at) => note(channelId, { outboundAt: at }),
    error: (channelId, reason, at) => note(channelId, { error: { reason: reason.slice(0, 500), at } }),
    async flush() {
      for (const [id, state] of states) write(id, state);
      await Promise.all([...underWay]);
    },
  };
}

/** One statement: times only move forward (another instance may have written a later one). */
async function store(deps: ApiDeps, channelId: string, news: HealthNews, state: ChannelState): Promise<void> {
  const [row] = await deps.db
    .update(channels)
    .set({
      ...(news.inboundAt ? { lastInboundAt: sql`greatest(${channels.lastInboundAt}, ${news.inboundAt.toISOString()}::timestamptz)` } : {}),
      ...(news.outboundAt ? { lastOutboundAt: sql`greatest(${channels.lastOutboundAt}, ${news.outboundAt.toISOString()}::timestamptz)` } : {}),
      ...(news.error ? { lastError: news.error.reason, lastErrorAt: news.error.at } : {}),
    })
    .where(eq(channels.id, channelId))
    .returning();
  if (!row) return;
  const now: ToldHealth = { inboundAt: timeOf(row.lastInboundAt), outboundAt: timeOf(row.lastOutboundAt), error: row.lastError ? { reason: row.lastError } : undefined, at: deps.now().getTime() };
  if (!healthWorthTelling(state.told, now)) return;
  state.told = now;
  await publishChannelUpdated(deps, row);
}
