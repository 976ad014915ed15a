import { randomUUID } from 'node:crypto';
import { channelInboundEvents } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';

// Group commit for the inbound route's stores: calls that arrive while a store is being committed are
// stored together by the next statement, and each is answered when its own row is committed. One
// commit costs about the same for one row or a hundred (the embedded database syncs its log on each),
// so a burst of webhooks is stored at the rate of the calls instead of one commit per call.

type EventInsert = typeof channelInboundEvents.$inferInsert;

/** Rows in one statement at most. */
export const STORE_BATCH_MAX = 500;

export type StoreCall = (row: Omit<EventInsert, 'id'>) => Promise<{ id: string }>;

export function storeInBatches(deps: Pick<ApiDeps, 'db'>): StoreCall {
  let waiting: { row: EventInsert; done: (err?: unknown) => void }[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    flushing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, STORE_BATCH_MAX);
      waiting = waiting.slice(batch.length);
      try {
        await deps.db.insert(channelInboundEvents).values(batch.map((b) => b.row));
        for (const b of batch) b.done();
      } catch (err) {
        for (const b of batch) b.done(err);
      }
    }
    flushing = false;
  }

  return (row) => {
    const id = randomUUID();
    return new Promise((resolve, reject) => {
      waiting.push({ row: { ...row, id }, done: (err) => (err === undefined ? resolve({ id }) : reject(err)) });
      if (!flushing) void flush();
    });
  };
}
