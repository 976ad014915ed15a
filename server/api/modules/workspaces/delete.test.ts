import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETE_WORKSPACE_MISMATCH } from '../../../../src/domain/privacyRules';
import type { Db } from '../../db/client';
import { sessions, workspaces } from '../../db/schema';
import { login, seedUser, xhr } from '../../testing/harness';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { insertChannel } from '../channels/repository';
import { seedCustomer } from '../privacy/testSeed';
import { uploadsDir } from '../uploads/service';
import { addMember } from './service';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('wsdel');
});
afterAll(() => w.api.close());

const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Every table with a workspace_id column: how many of its rows belong to the workspace. */
async function rowsPerTable(db: Db, workspaceId: string): Promise<Record<string, number>> {
  const tables = rows(await db.execute(sql`SELECT table_name AS t FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'workspace_id' ORDER BY 1`));
  const counts: Record<string, number> = {};
  for (const { t } of tables) {
    counts[String(t)] = Number(rows(await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(String(t))} WHERE workspace_id = ${workspaceId}::uuid`))[0]!.n);
  }
  return counts;
}

const remove = (as: Parameters<typeof xhr>[0], name: unknown) => xhr(as, 'post', '/v2/api/workspace/delete', { name });

describe('deleting the workspace', () => {
  it('holds every table of a workspace to it by a foreign key that cascades (sessions and security events let go)', async () => {
    const fks = rows(
      await w.api.deps.db.execute(sql`
        SELECT c.table_name AS t, r.delete_rule AS rule
        FROM information_schema.columns c
        LEFT JOIN information_schema.key_column_usage k ON k.table_name = c.table_name AND k.column_name = 'workspace_id' AND k.table_schema = 'public'
        LEFT JOIN information_schema.referential_constraints r ON r.constraint_name = k.constraint_name
        WHERE c.table_schema = 'public' AND c.column_name = 'workspace_id' AND (r.delete_rule IS NULL OR r.delete_rule <> 'NO ACTION')`),
    );
    const rules = new Map<string, Set<string>>();
    for (const { t, rule } of fks) rules.set(String(t), (rules.get(String(t)) ?? new Set()).add(String(rule)));
    const loose = [...rules].filter(([, r]) => !r.has('CASCADE')).map(([t, r]) => [t, [...r].join()]);
    // Sessions and security events are the login's: they stay, without the workspace. A new table with a
    // workspace_id that would outlive its workspace fails here.
    expect(loose.sort()).toEqual([['security_events', 'SET NULL'], ['sessions', 'SET NULL']]);
  });

  it("refuses an Agent (403) and a name that is not the workspace's exactly (400), removing nothing", async () => {
    await seedCustomer(w, w.hook, 'keep-1', 'Kept Customer');
    const before = await rowsPerTable(w.api.deps.db, w.ws.id);
    const [ws] = await w.api.deps.db.select().from(workspaces).where(eq(workspaces.id, w.ws.id));
    expect((await remove(w.agent, ws!.name)).status).toBe(403);
    for (const typed of [ws!.name.toUpperCase(), `${ws!.name}x`, '', undefined]) {
      const res = await remove(w.admin, typed);
      expect([res.status, res.body.message, res.body.fields]).toEqual([400, DELETE_WORKSPACE_MISMATCH, { name: DELETE_WORKSPACE_MISMATCH }]);
    }
    expect(await rowsPerTable(w.api.deps.db, w.ws.id)).toEqual(before);
  });

  it('moves a member who belongs to another workspace on to it, and leaves the others in none', async () => {
    const owner = await seedUser(w.api, { email: 'owner@wsdel2.test', workspaceName: 'Throwaway' });
    const both = await seedUser(w.api, { email: 'both@wsdel2.test', workspaceId: owner.workspaceId, role: 'Agent' });
    await addMember(w.api.deps, { workspaceId: w.outsiderWs, user: both.user, role: 'Agent' });
    const [ownerAgent, bothAgent] = [await login(w.api, 'owner@wsdel2.test'), await login(w.api, 'both@wsdel2.test')];
    await w.api.deps.db.update(sessions).set({ workspaceId: owner.workspaceId }).where(eq(sessions.userId, both.user.id));
    expect((await bothAgent.get('/v2/api/auth')).body.workspace.id).toBe(owner.workspaceId);
    expect((await remove(ownerAgent, 'Throwaway')).status).toBe(200);
    expect((await bothAgent.get('/v2/api/auth')).body.workspace.id).toBe(w.outsiderWs);
    expect((await ownerAgent.get('/v2/api/auth')).body.workspace ?? null).toBeNull();
  });

  it("removes all of its rows and files, leaves another workspace as it was, and takes its members' sessions out of it", async () => {
    const other = await insertChannel(w.api.deps.db, { workspaceId: w.outsiderWs, type: 'WEBHOOK', name: 'Theirs', settings: { url: 'http://127.0.0.1:9/t' } });
    const theirs = await seedCustomer(w, other, 'theirs-1', 'Their Customer');
    const mine = await seedCustomer(w, w.hook, 'gone-1', 'Gone Customer');
    const otherBefore = await rowsPerTable(w.api.deps.db, w.outsiderWs);
    const [ws] = await w.api.deps.db.select().from(workspaces).where(eq(workspaces.id, w.ws.id));
    const open = (await w.api.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.workspaceId, w.ws.id))).map((s) => s.id);
    const closed = vi.spyOn(w.api.deps.realtime, 'disconnectSessions');
    const res = await remove(w.admin, ` ${ws!.name} `);
    expect(res.status).toBe(200);
    // After the commit the members' sockets close, so their consoles read their status again and leave.
    expect(closed.mock.calls.map(([ids]) => [...ids].sort())).toEqual([[...open].sort()]);
    expect(open.length).toBeGreaterThanOrEqual(3);

    const left = await rowsPerTable(w.api.deps.db, w.ws.id);
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    expect(await w.api.deps.db.select().from(workspaces).where(eq(workspaces.id, w.ws.id))).toEqual([]);
    expect(await rowsPerTable(w.api.deps.db, w.outsiderWs)).toEqual(otherBefore);

    await expect(fs.stat(mine.file.full)).rejects.toThrow();
    await expect(fs.stat(path.join(uploadsDir(w.api.deps.config.dataDir), w.ws.id))).rejects.toThrow();
    expect(await fs.readFile(theirs.file.full, 'utf8')).toBe('png!');

    // Still logged in, in no workspace: the console sends them where a workspace is created or joined.
    for (const [as, id] of [[w.admin, w.ws.adminId], [w.agent, w.ws.agentId]] as const) {
      const auth = await as.get('/v2/api/auth');
      expect([auth.status, auth.body.workspace ?? null]).toEqual([200, null]);
      expect((await as.get('/v2/api/workspace/settings')).status).toBe(403);
      const own = await w.api.deps.db.select().from(sessions).where(eq(sessions.userId, id));
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((s) => s.workspaceId === null)).toBe(true);
    }
    expect((await w.outsider.get('/v2/api/auth')).body.workspace.id).toBe(w.outsiderWs);
  });
});
