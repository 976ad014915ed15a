// The router under concurrent arrivals on PostgreSQL with two api instances (two pools, as two processes
// would have): nothing given twice, nothing lost, no agent past capacity, the queue served in order.
// PostgreSQL is required: without it this file fails, saying why (CI installs it).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../config';
import { fromPostgres, type Database } from '../../db/client';
import { createEmptyPostgresDatabase } from '../../db/testDb';
import { conversations } from '../../db/inboxSchema';
import { routingDecisions } from '../../db/routingSchema';
import { members, users, workspaceSettings } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import { createLogger } from '../../logger';
import { createPublisher } from '../../realtime/createPublisher';
import { loadSecrets } from '../../security/secrets';
import { testPostgres } from '../../../testing/postgresTarget';
import { insertChannel } from '../channels/repository';
import { ingestInbound } from '../conversations/ingest';
import { addMember, createUser, createWorkspaceFor } from '../workspaces/service';
import { drainQueue } from './router';

const CAPACITY = 2;
const ARRIVALS = 200;

let drop: () => Promise<void>;
const databases: Database[] = [];
let instances: ApiDeps[];
let dataDir: string;

async function instance(url: string): Promise<ApiDeps> {
  const database = fromPostgres(url, 6);
  databases.push(database);
  return {
    config: loadApiConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    db: database.db,
    logger: createLogger('silent'),
    mailer: { send: async () => undefined },
    realtime: createPublisher(database.db),
    secrets: await loadSecrets(database.db),
    now: () => new Date(),
  };
}

beforeAll(async () => {
  const pg = testPostgres();
  if (!pg.url) throw new Error(`The routing concurrency test needs PostgreSQL and found none: ${pg.skip}`);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'router-pg-'));
  const created = await createEmptyPostgresDatabase(pg.url);
  drop = created.drop;
  const first = fromPostgres(created.url, 2);
  await first.migrate();
  await first.close();
  instances = [await instance(created.url), await instance(created.url)];
});

afterAll(async () => {
  for (const database of databases) await database.close();
  await drop?.();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const random = (n: number) => Math.floor(Math.random() * n);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('routing on two api instances at once', () => {
  it('gives no conversation twice, loses none, keeps every agent within capacity and serves the queue in order', async () => {
    const [a, b] = instances as [ApiDeps, ApiDeps];
    const owner = await createUser(a, { email: 'owner@pg-routing.test', password: 'correct horse battery' });
    const ws = await createWorkspaceFor(a, { name: 'Routing on PostgreSQL', owner });
    const agents: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const user = await createUser(a, { email: `agent${i}@pg-routing.test`, password: 'correct horse battery' });
      await addMember(a, { workspaceId: ws.id, user, role: 'Agent' });
      agents.push(user.id);
    }
    const routing = { defaultMode: 'least-busy', defaultCapacity: CAPACITY };
    await a.db.insert(workspaceSettings).values({ workspaceId: ws.id, routing }).onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { routing } });
    // The owner stays offline; two agents start in aux.
    await a.db.update(members).set({ onlineUntil: new Date(Date.now() + 3600_000) }).where(inArray(members.userId, agents));
    await a.db.update(users).set({ status: 'aux' }).where(inArray(users.id, agents.slice(0, 2)));
    const channel = await insertChannel(a.db, { workspaceId: ws.id, type: 'WEBHOOK', name: 'Hook', settings: { url: 'http://127.0.0.1:9/hook' } });

    // Watches, while it all happens, that nobody holds more than their capacity.
    let watching = true;
    let overCapacity: unknown[] = [];
    const watcher = (async () => {
      while (watching) {
        const rows = await a.db.execute(sql`select assignee_id, count(*)::int as n from conversations
          where workspace_id = ${ws.id} and status = 'open' and assignee_id is not null group by assignee_id having count(*) > ${CAPACITY}`);
        overCapacity = overCapacity.concat((rows as unknown as { rows: unknown[] }).rows);
        await sleep(5);
      }
    })();

    // Agents come and go, and finish work (which frees capacity and serves the queue), on either instance.
    let busy = true;
    const churn = (async () => {
      while (busy) {
        const deps = random(2) ? a : b;
        const who = agents[random(agents.length)]!;
        await deps.db.update(users).set({ status: random(3) ? 'available' : 'aux' }).where(eq(users.id, who));
        const [done] = await deps.db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.workspaceId, ws.id), eq(conversations.status, 'open'), eq(conversations.assigneeId, who)))
          .limit(1);
        if (done && random(2)) await deps.db.update(conversations).set({ status: 'resolved', routingState: null }).where(eq(conversations.id, done.id));
        await drainQueue(deps, ws.id, 'test churn');
        await sleep(random(20));
      }
    })();

    await Promise.all(
      Array.from({ length: ARRIVALS }, (_, i) => ingestInbound(i % 2 ? a : b, { channel, externalContactId: `customer-${i}`, text: `question ${i}` })),
    );
    busy = false;
    await churn;
    // Everyone available at the end: the queue drains as far as capacity allows.
    await a.db.update(users).set({ status: 'available' }).where(inArray(users.id, agents));
    await Promise.all([drainQueue(a, ws.id, 'test end'), drainQueue(b, ws.id, 'test end')]);
    watching = false;
    await watcher;

    const all = await a.db.select().from(conversations).where(eq(conversations.workspaceId, ws.id));
    const decisions = await a.db.select().from(routingDecisions).where(eq(routingDecisions.workspaceId, ws.id));
    expect(all).toHaveLength(ARRIVALS);

    // None lost: each is with an agent, waiting, or resolved by the churn after it was given out.
    for (const c of all) {
      if (c.status === 'resolved') continue;
      expect(c.assigneeId ? c.routingState : c.routingState, c.id).toBe(c.assigneeId ? 'assigned' : 'waiting');
    }
    // None given twice: one 'assigned' decision each at most, naming the agent who holds it.
    const assigned = decisions.filter((d) => d.outcome === 'assigned');
    const byConversation = groupBy(assigned, (d) => d.conversationId);
    for (const [id, list] of byConversation) {
      expect(list, id).toHaveLength(1);
      const c = all.find((x) => x.id === id)!;
      if (c.status === 'open') expect(c.assigneeId).toBe(list[0]!.chosenUserId);
    }
    expect(all.filter((c) => c.assigneeId).every((c) => byConversation.has(c.id))).toBe(true);
    // Within capacity at every moment watched, and at the end.
    expect(overCapacity).toEqual([]);
    const open = groupBy(all.filter((c) => c.status === 'open' && c.assigneeId), (c) => c.assigneeId!);
    for (const list of open.values()) expect(list.length).toBeLessThanOrEqual(CAPACITY);
    // The queue in order: a conversation that entered before another was served no later than it.
    const entered = new Map<string, number>();
    for (const d of [...decisions].sort((x, y) => x.at.getTime() - y.at.getTime())) if (!entered.has(d.conversationId)) entered.set(d.conversationId, d.at.getTime());
    const served = new Map(assigned.map((d) => [d.conversationId, d.at.getTime()]));
    const waited = [...entered.keys()].filter((id) => decisions.some((d) => d.conversationId === id && d.outcome === 'waiting'));
    expect(waited.length).toBeGreaterThan(0);
    for (const first of waited) {
      for (const later of entered.keys()) {
        if (entered.get(first)! >= entered.get(later)! || !served.has(later)) continue;
        expect(served.get(first), `${first} entered before ${later} but was served after it`).toBeLessThanOrEqual(served.get(later)!);
      }
    }
  }, 120_000);
});
