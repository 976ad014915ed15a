import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, workspaces } from '../db/schema';
import type { RealtimeEvent, RealtimeEventOf, RealtimeEventType } from '../../../src/domain/realtimeEvents';
import type { PublishInput } from './publisher';

/** Events are kept this long at least, so a client can catch up after an outage of that length. */
export const EVENT_RETENTION_MS = 48 * 3600_000;

type EventRow = typeof events.$inferSelect;

// Rows were written by the typed publisher, whose runtime check passed: they are read back as typed.
const toEvent = (row: EventRow): RealtimeEvent =>
  ({
    seq: row.seq,
    type: row.type,
    workspaceId: row.workspaceId,
    payload: row.payload,
    sendTo: row.sendTo ?? null,
    createdAt: row.createdAt.toISOString(),
  }) as RealtimeEvent;

/**
 * Appends an event with the workspace's next sequence number. The counter row is locked by the
 * UPDATE, so concurrent publishers (on any instance) get distinct, gap-free, ordered numbers.
 */
export async function appendEvent<K extends RealtimeEventType>(db: Db, input: PublishInput<K>): Promise<RealtimeEventOf<K>> {
  const [event] = await appendEvents(db, input.workspaceId, [input]);
  return event as RealtimeEventOf<K>;
}

/**
 * Appends one workspace's events in order, numbered one after the other, in one statement (a
 * data-modifying CTE) instead of a transaction of round trips per event: the counter's row lock and the
 * inserts still commit together. Publishing was about half of the database time of a delivered reply
 * (npm run bench:outbox), so the outbox appends a batch's events at once.
 */
export async function appendEvents(db: Db, workspaceId: string, inputs: PublishInput[]): Promise<RealtimeEvent[]> {
  if (inputs.length === 0) return [];
  if (inputs.some((input) => input.workspaceId !== workspaceId)) throw new Error('appendEvents takes the events of one workspace');
  const items = inputs.map((input) => ({ type: input.type, payload: input.payload, sendTo: input.sendTo ?? null }));
  const result = await db.execute(sql`
    WITH counter AS (
      UPDATE ${workspaces} SET event_seq = event_seq + ${inputs.length} WHERE id = ${workspaceId}::uuid RETURNING event_seq
    )
    INSERT INTO ${events} (workspace_id, seq, type, payload, send_to)
    SELECT ${workspaceId}::uuid, counter.event_seq - ${inputs.length} + e.ord, e.item->>'type', e.item->'payload',
      NULLIF(e.item->'sendTo', 'null'::jsonb)
    FROM counter, jsonb_array_elements(${JSON.stringify(items)}::jsonb) WITH ORDINALITY AS e(item, ord)
    RETURNING seq, created_at`);
  const rows = (result as unknown as { rows: { seq: number | string; created_at: Date | string }[] }).rows;
  if (rows.length === 0) throw new Error(`workspace ${workspaceId} does not exist`);
  const first = Math.min(...rows.map((row) => Number(row.seq)));
  const createdAt = new Date(rows[0]!.created_at);
  return inputs.map((input, i) =>
    toEvent({ workspaceId, seq: first + i, type: input.type, payload: { ...input.payload }, sendTo: input.sendTo ?? null, createdAt }),
  );
}

export interface Missed {
  /** At most `limit` events after `since`, oldest first. */
  events: RealtimeEvent[];
  /**
   * True when the client's cursor cannot be continued: events after `since` were pruned, or `since` is
   * ahead of the workspace (a cursor from another database). The client reloads its state and goes on
   * from `latest`.
   */
  reset: boolean;
  /** The newest sequence number of the workspace when the call started. */
  latest: number;
  /** The cursor for the next call: the last sequence number scanned (`latest` when none was). */
  until: number;
  /** True when events after `until` exist already. */
  more: boolean;
}

export async function eventsSince(db: Db, workspaceId: string, since: number, limit: number): Promise<Missed> {
  // `latest` is read first: every event up to it is committed (counter and row share a transaction), so
  // a gap after `since` in the rows read next can only come from pruning, never from a publish in flight.
  const [ws] = await db.select({ latest: workspaces.eventSeq }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const latest = ws?.latest ?? 0;
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.workspaceId, workspaceId), gt(events.seq, since)))
    .orderBy(asc(events.seq))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const first = page[0];
  const reset = since > latest || (since < latest && (first === undefined || first.seq > since + 1));
  return { events: page.map(toEvent), reset, latest, until: page.at(-1)?.seq ?? latest, more };
}

export async function pruneEvents(db: Db, now: Date): Promise<void> {
  await db.delete(events).where(lt(events.createdAt, new Date(now.getTime() - EVENT_RETENTION_MS)));
}
