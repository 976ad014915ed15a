// The same repository suite on the embedded database and on a real PostgreSQL server, so code that
// only works on one of them (types, locking, concurrency) shows up here and not in production.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPostgres } from '../../testing/postgresTarget';
import { hitLimit, peekLimit, resetLimit } from '../http/rateLimit';
import { createSession, deleteSessionFamily, findLiveSession, findLiveSessionById } from '../modules/sessions/repository';
import { findUserByEmail, findUserById, insertUser } from '../modules/users/repository';
import { createWorkspace, findMembership, findWorkspace, firstMembership, upsertMember } from '../modules/workspaces/repository';
import { appendEvent, eventsSince, pruneEvents } from '../realtime/eventStore';
import { fromPostgres, type Database } from './client';
import { events, workspaces } from './schema';
import { createEmptyPostgresDatabase, databaseTargets } from './testDb';

const pg = testPostgres();

const targets = databaseTargets(pg);

const HOUR = 3600_000;
let serial = 0;
const email = () => `user${++serial}@repo.test`;

for (const target of targets) {
  describe.skipIf(target.skip !== '')(`${target.name}${target.skip ? ` (skipped: ${target.skip})` : ''}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(() => database?.close());

    const db = () => database.db;
    async function newWorkspace() {
      const owner = await insertUser(db(), { email: email(), username: 'owner', passwordHash: 'x' });
      return { owner, workspace: await createWorkspace(db(), { name: 'Acme', ownerId: owner.id }) };
    }

    it('applies the migrations, and applying them again changes nothing', async () => {
      await database.migrate();
      // Both drivers answer raw queries with `{ rows }`; the shared Db type leaves the result untyped.
      const result = (await db().execute(
        sql`select table_name from information_schema.tables where table_schema = current_schema()`,
      )) as unknown as { rows: { table_name: string }[] };
      const tables = result.rows.map((r) => r.table_name);
      expect(tables).toEqual(expect.arrayContaining(['users', 'workspaces', 'members', 'sessions', 'events', 'rate_limits']));
    });

    it('round-trips users, with e-mail addresses unique regardless of case', async () => {
      const user = await insertUser(db(), { email: ' Mixed.Case@Repo.Test ', username: 'mixed', passwordHash: 'h', phone: '+31 6 1234' });
      expect(user).toMatchObject({ email: 'mixed.case@repo.test', username: 'mixed', phone: '+31 6 1234', status: 'available' });
      expect(user.createdAt).toBeInstanceOf(Date);
      expect(await findUserByEmail(db(), 'MIXED.case@repo.test')).toEqual(user);
      expect(await findUserById(db(), user.id)).toEqual(user);
      await expect(insertUser(db(), { email: 'mixed.case@REPO.test', username: 'again', passwordHash: 'h' })).rejects.toThrow();
    });

    it('round-trips workspaces and members', async () => {
      const { owner, workspace } = await newWorkspace();
      expect(workspace).toMatchObject({ name: 'Acme', ownerId: owner.id, eventSeq: 0 });
      expect(workspace.botid).toMatch(/^bot_/);
      expect(await findWorkspace(db(), workspace.id)).toEqual(workspace);

      const member = await upsertMember(db(), { workspaceId: workspace.id, userId: owner.id, role: 'Agent', access: ['/app/chat'], expired: false });
      expect(member).toMatchObject({ role: 'Agent', access: ['/app/chat'], expired: false });
      await upsertMember(db(), { workspaceId: workspace.id, userId: owner.id, role: 'Administrator', access: ['/app/chat', '/app/settings'], expired: true });
      expect(await findMembership(db(), owner.id, workspace.id)).toMatchObject({ role: 'Administrator', access: ['/app/chat', '/app/settings'], expired: true });
      expect((await firstMembership(db(), owner.id))?.workspaceId).toBe(workspace.id);
    });

    it('finds live sessions by token and id, not expired ones, and ends a login with its app sessions', async () => {
      const { owner, workspace } = await newWorkspace();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + HOUR);
      const sso = await createSession(db(), { kind: 'sso', userId: owner.id, workspaceId: null, parentId: null, expiresAt });
      const app = await createSession(db(), { kind: 'app', userId: owner.id, workspaceId: workspace.id, parentId: sso.session.id, expiresAt });

      expect(await findLiveSession(db(), 'app', app.token, now)).toEqual(app.session);
      expect(await findLiveSession(db(), 'sso', app.token, now)).toBeUndefined();
      expect(await findLiveSession(db(), 'app', app.token, new Date(expiresAt.getTime() + 1))).toBeUndefined();
      expect((await findLiveSessionById(db(), sso.session.id, now))?.kind).toBe('sso');

      await deleteSessionFamily(db(), sso.session.id);
      expect(await findLiveSessionById(db(), sso.session.id, now)).toBeUndefined();
      expect(await findLiveSessionById(db(), app.session.id, now)).toBeUndefined();
    });

    it('numbers 50 concurrent events of a workspace 1..50 without gaps, apart from other workspaces', async () => {
      const [a, b] = await Promise.all([newWorkspace(), newWorkspace()]);
      const publish = (workspaceId: string, i: number) => appendEvent(db(), { workspaceId, type: 'ticket', payload: { settings: { take: i % 2 === 0 } } });
      const [ofA, ofB] = await Promise.all([
        Promise.all(Array.from({ length: 50 }, (_, i) => publish(a.workspace.id, i))),
        Promise.all(Array.from({ length: 10 }, (_, i) => publish(b.workspace.id, i))),
      ]);
      const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
      expect(ofA.map((e) => e.seq).sort((x, y) => x - y)).toEqual(range(50));
      expect(ofB.map((e) => e.seq).sort((x, y) => x - y)).toEqual(range(10));
      expect((await findWorkspace(db(), a.workspace.id))?.eventSeq).toBe(50);

      const stored = await eventsSince(db(), a.workspace.id, 0, 100);
      expect(stored.events.map((e) => e.seq)).toEqual(range(50));
      expect(stored.events.find((e) => e.seq === ofA[7]!.seq)).toEqual(ofA[7]);
      await expect(publish('00000000-0000-4000-8000-000000000000', 0)).rejects.toThrow(/does not exist/);
    });

    it('pages eventsSince by `until` and asks for a reset once events after the cursor are pruned', async () => {
      const { workspace } = await newWorkspace();
      for (let i = 0; i < 25; i++) await appendEvent(db(), { workspaceId: workspace.id, type: 'ticket', payload: { settings: { take: true } }, sendTo: i % 2 ? ['u'] : null });

      const page1 = await eventsSince(db(), workspace.id, 0, 10);
      expect(page1).toMatchObject({ reset: false, latest: 25, until: 10, more: true });
      expect(page1.events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(page1.events[1]?.sendTo).toEqual(['u']);
      const page3 = await eventsSince(db(), workspace.id, 20, 10);
      expect(page3).toMatchObject({ reset: false, latest: 25, until: 25, more: false });
      expect(page3.events).toHaveLength(5);

      // Events 1-12 age past the retention; 13-25 stay.
      const now = new Date();
      await db()
        .update(events)
        .set({ createdAt: new Date(now.getTime() - 49 * HOUR) })
        .where(sql`${events.workspaceId} = ${workspace.id} and ${events.seq} <= 12`);
      await pruneEvents(db(), now);
      const afterPrune = await eventsSince(db(), workspace.id, 5, 10);
      expect(afterPrune).toMatchObject({ reset: true, latest: 25, until: 22 });
      expect(afterPrune.events[0]?.seq).toBe(13);
      expect(await eventsSince(db(), workspace.id, 12, 100)).toMatchObject({ reset: false, until: 25, more: false });
      const [counter] = await db().select({ seq: workspaces.eventSeq }).from(workspaces).where(eq(workspaces.id, workspace.id));
      expect(counter?.seq).toBe(25);
    });

    it('counts rate-limit hits per fixed window and starts over when it has passed', async () => {
      const key = `login:${email()}`;
      const window = 15 * 60_000;
      const start = new Date('2026-01-01T10:00:00Z');
      const at = (ms: number) => new Date(start.getTime() + ms);

      expect(await peekLimit(db(), key, window, start)).toEqual({ count: 0, resetAt: start });
      expect(await hitLimit(db(), key, window, start)).toEqual({ count: 1, resetAt: at(window) });
      expect(await hitLimit(db(), key, window, at(1000))).toEqual({ count: 2, resetAt: at(window) });
      expect(await hitLimit(db(), key, window, at(window - 1))).toEqual({ count: 3, resetAt: at(window) });
      expect(await peekLimit(db(), key, window, at(window - 1))).toEqual({ count: 3, resetAt: at(window) });

      expect(await peekLimit(db(), key, window, at(window))).toEqual({ count: 0, resetAt: at(window) });
      expect(await hitLimit(db(), key, window, at(window))).toEqual({ count: 1, resetAt: at(2 * window) });

      await resetLimit(db(), key);
      expect(await peekLimit(db(), key, window, at(window + 1))).toEqual({ count: 0, resetAt: at(window + 1) });
    });
  });
}

describe.skipIf(pg.skip !== '')(`PostgreSQL migrations${pg.skip ? ` (skipped: ${pg.skip})` : ''}`, () => {
  it('lets api instances that start together migrate one after the other', async () => {
    const { url, drop } = await createEmptyPostgresDatabase(pg.url);
    const instances = [fromPostgres(url, 2), fromPostgres(url, 2), fromPostgres(url, 2)];
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const [first] = instances;
      const result = (await first!.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]!.n).toBe(0);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await drop();
    }
  });
});
