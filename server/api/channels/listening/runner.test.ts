import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels, messages } from '../../db/inboxSchema';
import { channelPollLeases } from '../../db/outboxSchema';
import { insertChannel } from '../../modules/channels/repository';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { tableCapabilities } from '../capabilities';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition, ListenContext } from '../definition';
import { backoffMs } from './listeningRules';
import { createListeningRunner, type ListeningRunner } from './runner';

let api: TestApi;
let workspaceId: string;
const runners: ListeningRunner[] = [];

interface Session {
  owner: string;
  channel: ChannelRow;
  ctx: ListenContext;
  ended: boolean;
  /** Makes this session's listen() fail with the message. */
  fail(message: string): void;
}

/** A listening channel type of the test: each listen() is a session the test drives, until aborted or failed. */
function listeningDefinition(behaviour: { failFirst?: string[] } = {}) {
  const sessions: Session[] = [];
  const failures = [...(behaviour.failFirst ?? [])];
  const definition = (owner: string): ChannelDefinition => ({
    matches: (t) => t === 'EMAIL',
    settings: { fields: [], howToConnect: 'test' },
    capabilities: tableCapabilities('EMAIL'),
    listening: {
      listen: (_deps, channel, ctx) =>
        new Promise<void>((resolve, reject) => {
          const early = failures.shift();
          const session: Session = { owner, channel, ctx, ended: false, fail: (m) => ((session.ended = true), reject(new Error(m))) };
          sessions.push(session);
          if (early) return session.fail(early);
          ctx.signal.addEventListener('abort', () => ((session.ended = true), resolve()));
        }),
    },
  });
  const runner = (owner: string, leaseMs = 60_000) => {
    const made = createListeningRunner(api.deps, { owner, leaseMs, backoff: { firstMs: 20, maxMs: 200 }, definitionFor: (t) => (t === 'EMAIL' ? definition(owner) : undefined) });
    runners.push(made);
    return made;
  };
  return { sessions, runner, live: () => sessions.filter((s) => !s.ended) };
}

const mail = (id: string) => ({ kind: 'message' as const, message: { externalContactId: 'ana@example.com', externalMessageId: id, text: `mail ${id}` } });
const textsOf = async (channel: ChannelRow) => (await api.deps.db.select().from(messages).where(eq(messages.channelId, channel.id))).map((m) => m.text).sort();
const advance = (ms: number) => (api.clock.now = new Date(api.clock.now.getTime() + ms));
const leaseOf = async (channel: ChannelRow) => (await api.deps.db.select().from(channelPollLeases).where(eq(channelPollLeases.channelId, channel.id)))[0];

beforeAll(async () => {
  api = await createTestApi();
  workspaceId = (await seedUser(api, { email: 'admin@listening.test' })).workspaceId;
});
// A runner listens to every listening channel of the database: each test's are stopped and turned off after it.
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await api.deps.db.update(channels).set({ enabled: false }).where(eq(channels.type, 'EMAIL'));
});
afterAll(() => api.close());

describe('the listening runner', () => {
  it('doubles its backoff from the first wait up to the cap', () => {
    const b = { firstMs: 1000, maxMs: 5000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, b))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('listens to each channel on one instance only, stores what it delivers and keeps its cursor', async () => {
    const test = listeningDefinition();
    const channel = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name: 'Mailbox', settings: {} });
    const a = test.runner('a');
    const b = test.runner('b');
    await a.tick();
    await b.tick();
    expect(a.held()).toEqual([channel.id]);
    expect(b.held()).toEqual([]);
    expect(test.sessions.map((s) => s.owner)).toEqual(['a']);
    const [session] = test.sessions;
    expect(session!.ctx.cursor).toEqual({});
    await session!.ctx.deliver([mail('m-1'), mail('m-2'), mail('m-1')]);
    await session!.ctx.saveCursor({ uidValidity: 7, lastUid: 2 });
    expect(await textsOf(channel)).toEqual(['mail m-1', 'mail m-2']);
    expect((await leaseOf(channel))!.cursor).toEqual({ uidValidity: 7, lastUid: 2 });
    // Renewed on every tick: b still cannot take it long after the first lease would have ended.
    for (let i = 0; i < 3; i += 1) {
      advance(40_000);
      await a.tick();
      await b.tick();
    }
    expect(b.held()).toEqual([]);
    expect(test.live().map((s) => s.owner)).toEqual(['a']);
  });

  it('restarts a failing listener with backoff, recording the failure on the channel', async () => {
    const test = listeningDefinition({ failFirst: ['IMAP login refused', 'connection reset'] });
    const channel = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name: 'Flaky', settings: {} });
    const a = test.runner('a');
    await a.tick();
    await expect.poll(() => test.sessions.length).toBe(3);
    expect(test.live()).toHaveLength(1);
    const health = async () => (await api.deps.db.select().from(channels).where(eq(channels.id, channel.id)))[0];
    await expect.poll(health).toMatchObject({ lastError: 'connection reset', lastErrorAt: api.clock.now });
    test.sessions[2]!.fail('the server closed the connection');
    await expect.poll(() => test.sessions.length).toBe(4);
    await expect.poll(async () => (await health())!.lastError).toBe('the server closed the connection');
  });

  it('stops a listener when its channel is turned off or removed, and restarts it when its settings change', async () => {
    const test = listeningDefinition();
    const one = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name: 'One', settings: { folder: 'INBOX' } });
    const two = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name: 'Two', settings: {} });
    const a = test.runner('a');
    await a.tick();
    expect(a.held().sort()).toEqual([one.id, two.id].sort());
    await api.deps.db.update(channels).set({ settings: { folder: 'Support' } }).where(eq(channels.id, one.id));
    await api.deps.db.update(channels).set({ enabled: false }).where(eq(channels.id, two.id));
    await a.tick();
    expect(a.held()).toEqual([one.id]);
    const live = test.live();
    expect(live.map((s) => [s.channel.id, s.channel.settings])).toEqual([[one.id, { folder: 'Support' }]]);
    await api.deps.db.delete(channels).where(eq(channels.id, one.id));
    await a.tick();
    expect(a.held()).toEqual([]);
    expect(test.live()).toEqual([]);
  });

  it('lets another instance take over from the saved cursor when the holder dies, and the old one lets go', async () => {
    const test = listeningDefinition();
    const channel = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name: 'Shared', settings: {} });
    const a = test.runner('a', 60_000);
    const b = test.runner('b', 60_000);
    await a.tick();
    await test.sessions[0]!.ctx.saveCursor({ uidValidity: 1, lastUid: 41 });
    // a hangs (no more ticks): its lease ends after 60 s, not before.
    advance(59_999);
    await b.tick();
    expect(b.held()).toEqual([]);
    advance(1);
    await b.tick();
    expect(b.held()).toEqual([channel.id]);
    expect(test.sessions[1]).toMatchObject({ owner: 'b', ctx: { cursor: { uidValidity: 1, lastUid: 41 } } });
    // a wakes up: it cannot save where it stands, and its next tick stops its listener.
    await expect(test.sessions[0]!.ctx.saveCursor({ uidValidity: 1, lastUid: 42 })).rejects.toThrow('no longer holds');
    await a.tick();
    expect(a.held()).toEqual([]);
    expect(test.live().map((s) => s.owner)).toEqual(['b']);
    expect((await leaseOf(channel))!.cursor).toEqual({ uidValidity: 1, lastUid: 41 });
  });

  it('ends its leases on stop, so another instance takes over at once', async () => {
    const test = listeningDefinition();
    const channel = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name: 'Handover', settings: {} });
    const a = test.runner('a');
    const b = test.runner('b');
    await a.tick();
    await a.stop();
    expect(test.live()).toEqual([]);
    await b.tick();
    expect(b.held()).toEqual([channel.id]);
  });
});
