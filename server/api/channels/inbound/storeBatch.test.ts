import { describe, expect, it } from 'vitest';
import type { ApiDeps } from '../../deps';
import { storeInBatches } from './storeBatch';

// A database stand-in that records each statement's rows and commits after a moment, as a commit takes.
function recordingDb(fail = false) {
  const statements: number[] = [];
  const db = {
    insert: () => ({
      values: async (rows: unknown[]) => {
        statements.push(rows.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (fail) throw new Error('disk full');
      },
    }),
  };
  return { statements, deps: { db } as unknown as Pick<ApiDeps, 'db'> };
}

const row = (n: number) => ({ workspaceId: 'w', channelId: 'c', headers: {}, query: {}, body: String(n), receivedAt: new Date(), nextAttemptAt: new Date() });

describe('storing inbound calls in batches', () => {
  it('stores the calls that arrive during a commit together in the next statement, each answered with its own id', async () => {
    const { statements, deps } = recordingDb();
    const store = storeInBatches(deps);
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => store(row(i))));
    expect(statements).toEqual([1, 9]);
    expect(new Set(ids.map((r) => r.id)).size).toBe(10);
    await store(row(11));
    expect(statements).toEqual([1, 9, 1]);
  });

  it('fails every call of a statement that failed (none is answered as stored)', async () => {
    const { deps } = recordingDb(true);
    const store = storeInBatches(deps);
    const results = await Promise.allSettled([store(row(1)), store(row(2))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
