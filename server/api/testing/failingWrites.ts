// A database that refuses one kind of write, so a test can show what a multi-step change does when its
// second step fails: nothing of it stays, and nothing of it is published.
import { count, eq, sql } from 'drizzle-orm';
import { events } from '../db/schema';
import type { TestApi } from './harness';

/** Every UPDATE (or DELETE) of the table fails (a trigger raises) until the answer is called. */
export async function refuseUpdates(api: TestApi, table: 'conversations' | 'tickets' | 'sessions' | 'departments', write: 'UPDATE' | 'DELETE' = 'UPDATE'): Promise<() => Promise<void>> {
  await api.deps.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_write() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql`),
  );
  await api.deps.db.execute(sql.raw(`CREATE TRIGGER test_refuse_${table} BEFORE ${write} ON ${table} FOR EACH ROW EXECUTE FUNCTION test_refuse_write()`));
  return async () => {
    await api.deps.db.execute(sql.raw(`DROP TRIGGER test_refuse_${table} ON ${table}`));
  };
}

/** How many events the workspace has stored (every published event is stored, whoever it is for). */
export async function storedEvents(api: TestApi, workspaceId: string): Promise<number> {
  const [row] = await api.deps.db.select({ n: count() }).from(events).where(eq(events.workspaceId, workspaceId));
  return Number(row!.n);
}
