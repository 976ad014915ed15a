// The outbox's SQL (the claim with FOR UPDATE SKIP LOCKED, the one-statement successes and events, the requeue) on the
// embedded database and on a real PostgreSQL server, as the repository suite does for its own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPostgres } from '../../../testing/postgresTarget';
import type { Database } from '../../db/client';
import { messages } from '../../db/inboxSchema';
import { channelOutbox } from '../../db/outboxSchema';
import { databaseTargets } from '../../db/testDb';
import type { ApiDeps } from '../../deps';
import { createLogger } from '../../logger';
import { insertChannel } from '../../modules/channels/repository';
import { ingestInbound } from '../../modules/conversations/ingest';
import { findMessage } from '../../modules/conversations/repository';
import { insertUser } from '../../modules/users/repository';
import { createWorkspace } from '../../modules/workspaces/repository';
import { loadApiConfig } from '../../config';
import { createPublisher } from '../../realtime/createPublisher';
import { eventsSince } from '../../realtime/eventStore';
import { markSent, markSentMany } from './batch';
import { enqueueReply, requeueReply } from './queue';
import { claimDue } from './worker';

const pg = testPostgres();
const targets = databaseTargets(pg);

for (const target of targets) {
  describe.skipIf(target.skip !== '')(`outbox on ${target.name}${target.skip ? ` (skipped: ${target.skip})` : ''}`, () => {
    let database: Database;
    let deps: ApiDeps;
    const clock = { now: new Date('2030-01-01T10:00:00Z') };
    beforeAll(async () => {
      database = await target.open();
      deps = {
        config: loadApiConfig({ DATA_DIR: '/tmp/outbox-databases', LOG_LEVEL: 'silent' }),
        db: database.db,
        logger: createLogger('silent'),
        mailer: {} as ApiDeps['mailer'],
        realtime: createPublisher(database.db),
        secrets: { auth: 'a', billing: 'b' },
        now: () => clock.now,
      };
    });
    afterAll(() => database?.close());

    async function queued(n: number) {
      const owner = await insertUser(deps.db, { email: `owner-${Math.random()}@outbox.test`, username: 'owner', passwordHash: 'x' });
      const workspace = await createWorkspace(deps.db, { name: 'Acme', ownerId: owner.id });
      const channel = await insertChannel(deps.db, { workspaceId: workspace.id, type: 'VIBER', name: 'Viber', settings: {} });
      const inbound = await ingestInbound(deps, { channel, externalContactId: 'c-1', text: 'hi' });
      const ids = [];
      for (let i = 0; i < n; i += 1) {
        const [row] = await deps.db
          .insert(messages)
          .values({ workspaceId: workspace.id, conversationId: inbound.conversation.id, channelId: channel.id, direction: 'outbound', authorType: 'agent', text: `r${i}`, deliveryState: 'pending' })
          .returning({ id: messages.id });
        const message = (await findMessage(deps.db, row!.id))!;
        const ctx = { channel, conversationId: inbound.conversation.id, recipientExternalId: 'c-1', message };
        ids.push({ messageId: message.id, deliveryId: await enqueueReply(deps, ctx), ctx });
      }
      return ids;
    }

    it('gives each due row to one of two claims made at once, and none before its lease ends', async () => {
      const rows = await queued(6);
      const [a, b] = await Promise.all([claimDue(deps, 4, 30_000), claimDue(deps, 4, 30_000)]);
      const claimed = [...a, ...b].map((r) => r.id).sort();
      expect(claimed).toEqual(rows.map((r) => r.deliveryId).sort());
      expect(await claimDue(deps, 10, 30_000)).toEqual([]);
      clock.now = new Date(clock.now.getTime() + 30_000);
      expect(await claimDue(deps, 10, 30_000)).toHaveLength(6);
    });

    it('records a success in one statement (row and message), only moving a pending message', async () => {
      const [first, second] = await queued(2);
      expect(await markSent(deps, first!.deliveryId, 1, ['chat:1', 'chat:2'])).toBe(true);
      const [row] = await deps.db.select().from(channelOutbox).where(eq(channelOutbox.id, first!.deliveryId));
      expect(row).toMatchObject({ state: 'sent', attempts: 1, externalIds: ['chat:1', 'chat:2'], sentAt: clock.now, lastError: null });
      expect((await findMessage(deps.db, first!.messageId))!.deliveryState).toBe('sent');
      await deps.db.update(messages).set({ deliveryState: 'read' }).where(eq(messages.id, second!.messageId));
      expect(await markSent(deps, second!.deliveryId, 1, [])).toBe(false);
      expect((await findMessage(deps.db, second!.messageId))!.deliveryState).toBe('read');
    });

    it('records a batch of successes in one statement, each with its own tries and ids, answering the messages that moved', async () => {
      const replies = await queued(3);
      await deps.db.update(messages).set({ deliveryState: 'delivered' }).where(eq(messages.id, replies[2]!.messageId));
      const moved = await markSentMany(deps, replies.map((r, i) => ({ rowId: r.deliveryId, attempts: i + 1, externalIds: [`chat:${i}`] })));
      expect([...moved].sort()).toEqual([replies[0]!.messageId, replies[1]!.messageId].sort());
      for (const [i, reply] of replies.entries()) {
        const [row] = await deps.db.select().from(channelOutbox).where(eq(channelOutbox.id, reply.deliveryId));
        expect(row).toMatchObject({ state: 'sent', attempts: i + 1, externalIds: [`chat:${i}`], sentAt: clock.now });
      }
      expect((await findMessage(deps.db, replies[2]!.messageId))!.deliveryState).toBe('delivered');
      expect(await markSentMany(deps, [])).toEqual(new Set());
    });

    it('appends the events of a workspace in order in one statement, numbered after those published one by one meanwhile', async () => {
      const [reply] = await queued(1);
      const { workspaceId } = reply!.ctx.channel;
      const one = (take: boolean, sendTo: string[] | null) => ({ workspaceId, type: 'ticket' as const, payload: { settings: { take } }, sendTo });
      const before = (await eventsSince(deps.db, workspaceId, 0, 1000)).latest;
      const [batch, single] = await Promise.all([
        deps.realtime.publishMany(workspaceId, [one(true, null), one(false, ['u-1']), one(true, [])]),
        deps.realtime.publish(one(false, null)),
      ]);
      expect(batch.map((e) => e.seq)).toEqual([1, 2, 3].map((i) => batch[0]!.seq + i - 1));
      const seqs = [...batch.map((e) => e.seq), single.seq].sort((a, b) => a - b);
      expect(seqs).toEqual([1, 2, 3, 4].map((i) => before + i));
      const stored = (await eventsSince(deps.db, workspaceId, before, 10)).events;
      for (const event of batch) expect(stored.find((e) => e.seq === event.seq)).toEqual(event);
      expect(batch.map((e) => e.sendTo)).toEqual([null, ['u-1'], []]);
      await expect(deps.realtime.publishMany(workspaceId, [{ ...one(true, null), workspaceId: crypto.randomUUID() }])).rejects.toThrow(/one workspace/);
      await expect(deps.realtime.publishMany(workspaceId, [one(true, null), { ...one(true, null), payload: { settings: 'x' } as never }])).rejects.toThrow(/not published/);
      expect((await eventsSince(deps.db, workspaceId, 0, 1000)).latest).toBe(before + 4);
    });

    it('requeues a reply under the same delivery id, due now, tries counted afresh', async () => {
      const [reply] = await queued(1);
      await deps.db.update(channelOutbox).set({ state: 'failed', attempts: 7, lastError: 'x' }).where(eq(channelOutbox.id, reply!.deliveryId));
      clock.now = new Date(clock.now.getTime() + 3600_000);
      expect(await requeueReply(deps, reply!.ctx)).toBe(reply!.deliveryId);
      const [row] = await deps.db.select().from(channelOutbox).where(eq(channelOutbox.id, reply!.deliveryId));
      expect(row).toMatchObject({ state: 'pending', attempts: 0, lastError: null, nextAttemptAt: clock.now, createdAt: clock.now });
    });
  });
}
