import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, workspaces } from '../db/schema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../testing/harness';
import { pruneEvents } from './eventStore';

let api: TestApi;
let me: { id: string; workspaceId: string; agent: TestAgent };
let neighbour: { workspaceId: string };

beforeAll(async () => {
  api = await createTestApi();
  const [mine, theirs] = await Promise.all([seedUser(api, { email: 'me@replay.test' }), seedUser(api, { email: 'them@replay.test' })]);
  me = { id: mine.user.id, workspaceId: mine.workspaceId, agent: await login(api, 'me@replay.test') };
  neighbour = { workspaceId: theirs.workspaceId };
});
afterAll(() => api?.close());

const replay = (since: string) => xhr(me.agent, 'get', `/v2/api/realtime/events?since=${since}`);
const publish = (sendTo?: string[], workspaceId = me.workspaceId) =>
  api.deps.realtime.publish({ workspaceId, type: 'ticket', payload: { settings: { take: false } }, ...(sendTo ? { sendTo } : {}) });

/** Empties the workspace's log and writes `count` events at once (fast, unlike one publish each). */
async function writeLog(count: number, sendTo: (seq: number) => string[] | null) {
  await api.deps.db.delete(events).where(eq(events.workspaceId, me.workspaceId));
  const rows = Array.from({ length: count }, (_, i) => ({ workspaceId: me.workspaceId, seq: i + 1, type: 'ticket', payload: {}, sendTo: sendTo(i + 1) }));
  await api.deps.db.insert(events).values(rows);
  await api.deps.db.update(workspaces).set({ eventSeq: count }).where(eq(workspaces.id, me.workspaceId));
}

describe('GET /v2/api/realtime/events', () => {
  it('answers 401 without a session', async () => {
    expect((await api.request().get('/v2/api/realtime/events?since=0')).status).toBe(401);
  });

  it.each(['', 'abc', '-1', '1.5', '1e3', '9999999999999999'])('answers 400 for since=%j', async (since) => {
    const res = await replay(since);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: 'error' });
  });

  it('answers 400 without since', async () => {
    expect((await xhr(me.agent, 'get', '/v2/api/realtime/events')).status).toBe(400);
  });

  it('replays the events after a sequence number, of the caller’s workspace only', async () => {
    const first = await publish();
    await publish(undefined, neighbour.workspaceId);
    const second = await publish();
    const third = await publish();
    const res = await replay(String(first.seq));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual({ events: [second, third], reset: false, latest: third.seq, until: third.seq, more: false });
    expect((await replay(String(third.seq))).body.data).toEqual({ events: [], reset: false, latest: third.seq, until: third.seq, more: false });
  });

  it('leaves out events meant for other users but moves the cursor past them', async () => {
    const other = randomUUID();
    const base = (await publish()).seq;
    const forMe = await publish([me.id, other]);
    await publish([other]);
    const res = await replay(String(base));
    expect(res.body.data).toEqual({ events: [forMe], reset: false, latest: base + 2, until: base + 2, more: false });
  });

  it('pages by `until` while `more` is true, even when a whole page is filtered out', async () => {
    const other = randomUUID();
    // Page 1 (1-500) holds only events for someone else; page 2 (501-600) has one for everyone.
    await writeLog(600, (seq) => (seq === 550 ? null : [other]));
    const page1 = (await replay('0')).body.data;
    expect(page1).toMatchObject({ events: [], reset: false, latest: 600, until: 500, more: true });
    const page2 = (await replay(String(page1.until))).body.data;
    expect(page2).toMatchObject({ reset: false, latest: 600, until: 600, more: false });
    expect(page2.events.map((e: { seq: number }) => e.seq)).toEqual([550]);
  });

  it('says `more` is false when the last page is exactly full', async () => {
    await writeLog(500, () => null);
    expect((await replay('0')).body.data).toMatchObject({ until: 500, more: false });
  });

  it('asks for a reset when the events after `since` were pruned, or `since` is ahead', async () => {
    await writeLog(3, () => null);
    await pruneEvents(api.deps.db, new Date(Date.now() + 49 * 3600_000));
    expect((await replay('1')).body.data).toEqual({ events: [], reset: true, latest: 3, until: 3, more: false });
    expect((await replay('3')).body.data).toEqual({ events: [], reset: false, latest: 3, until: 3, more: false });
    expect((await replay('9')).body.data).toEqual({ events: [], reset: true, latest: 3, until: 3, more: false });
  });
});

describe('the publisher', () => {
  it('refuses a payload of another shape than its event’s (src/domain/realtimeEvents.ts): nothing is stored or numbered', async () => {
    const before = await replay('0');
    const wrong = { userId: me.id, status: 'asleep' } as unknown as { userId: string; status: 'aux' };
    await expect(api.deps.realtime.publish({ workspaceId: me.workspaceId, type: 'agent status', payload: wrong })).rejects.toThrow(
      "realtime event 'agent status' not published",
    );
    const after = await replay('0');
    expect(after.body.data.latest).toBe(before.body.data.latest);
    const stored = await publish();
    expect(stored.seq).toBe(before.body.data.latest + 1);
  });
});
