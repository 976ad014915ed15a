// members.open_conversations is kept by the database (migration 0011's trigger), on the embedded database
// and on PostgreSQL: every way a conversation opens, moves, resolves or goes leaves each count equal to a
// fresh count of the open conversations the member holds.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPostgres } from '../../testing/postgresTarget';
import { insertUser } from '../modules/users/repository';
import { createWorkspace, upsertMember } from '../modules/workspaces/repository';
import type { Database } from './client';
import { channels, contacts, conversations } from './inboxSchema';
import { members } from './schema';
import { databaseTargets } from './testDb';

const targets = databaseTargets(testPostgres());
let serial = 0;

for (const target of targets) {
  describe.skipIf(target.skip !== '')(`${target.name}${target.skip ? ` (skipped: ${target.skip})` : ''}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(() => database?.close());

    async function world() {
      const db = database.db;
      const user = async (role: string) => {
        const u = await insertUser(db, { email: `count${++serial}@db.test`, username: role, passwordHash: 'x' });
        return u;
      };
      const owner = await user('owner');
      const workspace = await createWorkspace(db, { name: 'Acme', ownerId: owner.id });
      const [ana, bo] = [await user('Ana'), await user('Bo')];
      for (const u of [ana, bo]) await upsertMember(db, { workspaceId: workspace.id, userId: u.id, role: 'Agent', access: [], expired: false });
      const [channel] = await db.insert(channels).values({ workspaceId: workspace.id, type: 'WEBHOOK', name: 'Hook', publicId: `p${++serial}`, secret: 's' }).returning();
      const [contact] = await db.insert(contacts).values({ workspaceId: workspace.id, name: 'Rosa' }).returning();
      const open = (assigneeId: string | null) =>
        db.insert(conversations).values({ workspaceId: workspace.id, channelId: channel!.id, channelType: 'WEBHOOK', contactId: contact!.id, assigneeId }).returning().then((r) => r[0]!);
      const stored = async (userId: string) =>
        (await db.select({ n: members.openConversations }).from(members).where(and(eq(members.workspaceId, workspace.id), eq(members.userId, userId))))[0]!.n;
      const counted = async (userId: string) =>
        Number(
          ((await db.execute(sql`select count(*)::int as n from conversations where workspace_id = ${workspace.id} and assignee_id = ${userId} and status = 'open'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
        );
      const expectExact = async (expected: Record<string, number>) => {
        for (const [id, n] of Object.entries(expected)) {
          expect(await stored(id)).toBe(n);
          expect(await counted(id)).toBe(n);
        }
      };
      return { db, ana, bo, open, expectExact };
    }

    it('counts opening, moving, resolving, reopening, unassigning and deleting', async () => {
      const { db, ana, bo, open, expectExact } = await world();
      const a1 = await open(ana.id);
      const a2 = await open(ana.id);
      const nobody = await open(null);
      await expectExact({ [ana.id]: 2, [bo.id]: 0 });

      await db.update(conversations).set({ assigneeId: bo.id }).where(eq(conversations.id, a1.id));
      await expectExact({ [ana.id]: 1, [bo.id]: 1 });
      await db.update(conversations).set({ status: 'resolved' }).where(eq(conversations.id, a2.id));
      await expectExact({ [ana.id]: 0, [bo.id]: 1 });
      // Resolved work moving between members changes nobody's load; reopened, it counts for its holder.
      await db.update(conversations).set({ assigneeId: bo.id }).where(eq(conversations.id, a2.id));
      await expectExact({ [ana.id]: 0, [bo.id]: 1 });
      await db.update(conversations).set({ status: 'open' }).where(eq(conversations.id, a2.id));
      await expectExact({ [ana.id]: 0, [bo.id]: 2 });
      // Both changed at once, an update that changes neither, and a row gone.
      await db.update(conversations).set({ status: 'resolved', assigneeId: ana.id }).where(eq(conversations.id, a1.id));
      await db.update(conversations).set({ unread: 3 }).where(eq(conversations.id, a2.id));
      await expectExact({ [ana.id]: 0, [bo.id]: 1 });
      await db.update(conversations).set({ assigneeId: ana.id }).where(eq(conversations.id, nobody.id));
      await db.update(conversations).set({ assigneeId: null }).where(eq(conversations.id, a2.id));
      await expectExact({ [ana.id]: 1, [bo.id]: 0 });
      await db.delete(conversations).where(eq(conversations.id, nobody.id));
      await expectExact({ [ana.id]: 0, [bo.id]: 0 });
    });
  });
}
