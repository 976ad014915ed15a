import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelOutbox } from '../../db/outboxSchema';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { OUTBOX_KEEP_MS, pruneOutbox } from './prune';
import { queuedReply, testChannel } from './testChannel';

let api: TestApi;
let workspaceId: string;
beforeAll(async () => {
  api = await createTestApi();
  workspaceId = (await seedUser(api, { email: 'admin@prune.test' })).workspaceId;
});
afterAll(() => api.close());

const rowOf = async (id: string) => (await api.deps.db.select().from(channelOutbox).where(eq(channelOutbox.id, id)))[0];

describe('pruning the outbox', () => {
  it('deletes rows sent or failed over 30 days ago, keeps younger ones and every pending one', async () => {
    const channel = await testChannel(api, workspaceId);
    const [oldSent, oldFailed, youngSent, oldPending] = [
      await queuedReply(api, channel, 'old sent'),
      await queuedReply(api, channel, 'old failed'),
      await queuedReply(api, channel, 'young sent'),
      await queuedReply(api, channel, 'old pending'),
    ];
    const now = api.clock.now;
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await api.deps.db.update(channelOutbox).set({ state: 'sent', sentAt: ago(OUTBOX_KEEP_MS + 1000) }).where(eq(channelOutbox.id, oldSent.deliveryId));
    await api.deps.db.update(channelOutbox).set({ state: 'failed', nextAttemptAt: ago(OUTBOX_KEEP_MS + 1000) }).where(eq(channelOutbox.id, oldFailed.deliveryId));
    await api.deps.db.update(channelOutbox).set({ state: 'sent', sentAt: ago(OUTBOX_KEEP_MS - 1000) }).where(eq(channelOutbox.id, youngSent.deliveryId));
    await api.deps.db.update(channelOutbox).set({ nextAttemptAt: ago(OUTBOX_KEEP_MS + 1000) }).where(eq(channelOutbox.id, oldPending.deliveryId));

    expect(await pruneOutbox(api.deps.db, now)).toBe(2);
    expect(await rowOf(oldSent.deliveryId)).toBeUndefined();
    expect(await rowOf(oldFailed.deliveryId)).toBeUndefined();
    expect(await rowOf(youngSent.deliveryId)).toBeDefined();
    expect(await rowOf(oldPending.deliveryId)).toMatchObject({ state: 'pending' });
  });
});
