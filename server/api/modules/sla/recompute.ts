import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { conversations, tickets } from '../../db/inboxSchema';
import { slaRecomputes } from '../../db/routingSchema';
import type { ApiDeps } from '../../deps';
import { publishSlaChanges, type SlaChange } from './events';
import { loadRecomputeContext, recomputeTicket, type RecomputeContext, type RecomputeRow } from './recomputeContext';

// The background recompute (requested by recomputeRequests.ts when a calendar, a policy or the settings
// change): a workspace's open tickets, by id in batches, get their policy matched again and their due
// times computed from their anchors. One instance works on a workspace at a time (the row's lease); a new
// request meanwhile resets the row, so the batch under way is dropped and the walk starts over.

export const RECOMPUTE_BATCH = 500;
export const RECOMPUTE_LEASE_MS = 60_000;
/** Tickets per write: about 50 ms of the embedded database's time on a busy machine. */
export const RECOMPUTE_WRITE = 100;

interface Job {
  workspaceId: string;
  requestedAt: Date;
  afterId: string | null;
}

async function claim(deps: ApiDeps, holder: string): Promise<Job | null> {
  const now = deps.now();
  const free = sql`(select workspace_id from sla_recomputes where leased_until is null or leased_until <= ${now}
    order by requested_at limit 1 for update skip locked)`;
  const [job] = await deps.db
    .update(slaRecomputes)
    .set({ holder, leasedUntil: new Date(now.getTime() + RECOMPUTE_LEASE_MS) })
    .where(eq(slaRecomputes.workspaceId, free))
    .returning({ workspaceId: slaRecomputes.workspaceId, requestedAt: slaRecomputes.requestedAt, afterId: slaRecomputes.afterId });
  return job ?? null;
}

const rowColumns = {
  id: tickets.id,
  priority: tickets.priority,
  channel: tickets.channel,
  channelId: conversations.channelId,
  departmentId: tickets.departmentId,
  status: tickets.status,
  createdAt: tickets.createdAt,
  firstResponseAt: tickets.firstResponseAt,
  sla: tickets.sla,
  slaState: tickets.slaState,
  slaDueAt: tickets.slaDueAt,
  slaNextCheckAt: tickets.slaNextCheckAt,
};

class StartOver extends Error {}

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** JSON with its keys sorted: what PostgreSQL's jsonb hands back is in its own key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]));
  return value;
}
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** One slice's UPDATE … FROM (VALUES …) and the walk's place, only while the request is still the one taken. */
async function writeSlice(deps: ApiDeps, job: Job, holder: string, slice: { afterId: string | null; values: SQL[]; done: boolean; now: Date }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const kept = await tx
      .update(slaRecomputes)
      .set({ afterId: slice.afterId, leasedUntil: new Date(slice.now.getTime() + RECOMPUTE_LEASE_MS) })
      .where(and(eq(slaRecomputes.workspaceId, job.workspaceId), eq(slaRecomputes.holder, holder), eq(slaRecomputes.requestedAt, job.requestedAt)))
      .returning({ workspaceId: slaRecomputes.workspaceId });
    if (kept.length === 0) throw new StartOver();
    if (slice.values.length > 0) {
      await tx.execute(sql`update tickets t set sla_policy_id = v.policy_id::uuid, sla = v.sla::jsonb, sla_state = v.state,
        sla_due_at = v.due::timestamptz, sla_next_check_at = v.next::timestamptz
        from (values ${sql.join(slice.values, sql`, `)}) as v(id, old, policy_id, sla, state, due, next)
        where t.id = v.id::uuid and t.sla is not distinct from v.old::jsonb`);
    }
    if (slice.done) await tx.delete(slaRecomputes).where(eq(slaRecomputes.workspaceId, job.workspaceId));
  });
}

/**
 * One batch: read outside any transaction, then written in slices by writeSlice, whose UPDATE leaves alone
 * a ticket whose clocks moved meanwhile (a reply computed them already). Answers the changes to publish
 * and whether it was the last.
 */
async function recomputeBatch(deps: ApiDeps, job: Job, ctx: RecomputeContext, holder: string): Promise<{ changes: SlaChange[]; last: boolean; afterId: string | null }> {
  const now = deps.now();
  const rows: RecomputeRow[] = await deps.db
    .select(rowColumns)
    .from(tickets)
    .leftJoin(conversations, eq(conversations.id, tickets.conversationId))
    .where(and(eq(tickets.workspaceId, job.workspaceId), ne(tickets.status, 'solved'), isNull(tickets.mergedIntoId), job.afterId ? gt(tickets.id, job.afterId) : undefined))
    .orderBy(asc(tickets.id))
    .limit(RECOMPUTE_BATCH);
  const changes: SlaChange[] = [];
  const last = rows.length < RECOMPUTE_BATCH;
  // written a slice at a time, each in its own short transaction: the embedded database serves nothing else meanwhile
  for (let from = 0; from < rows.length || (last && from === 0); from += RECOMPUTE_WRITE) {
    const slice = rows.slice(from, from + RECOMPUTE_WRITE);
    const values: SQL[] = [];
    for (const row of slice) {
      const next = recomputeTicket(ctx, row, now);
      if (next.slaState !== row.slaState || next.slaDueAt?.getTime() !== row.slaDueAt?.getTime()) {
        changes.push({ ticketId: row.id, workspaceId: job.workspaceId, before: row.slaState, state: next.slaState, sla: next.sla });
      }
      // most tickets of a policy change do not move: writing them would only cost
      if (sameJson(next.sla, row.sla) && next.slaNextCheckAt?.getTime() === row.slaNextCheckAt?.getTime()) continue;
      const json = (value: unknown) => (value ? JSON.stringify(value) : null);
      const iso = (value: Date | null) => value?.toISOString() ?? null;
      values.push(sql`(${row.id}, ${json(row.sla)}, ${next.slaPolicyId}, ${json(next.sla)}, ${next.slaState}, ${iso(next.slaDueAt)}, ${iso(next.slaNextCheckAt)})`);
    }
    const done = last && from + RECOMPUTE_WRITE >= rows.length;
    await writeSlice(deps, job, holder, { afterId: slice.at(-1)?.id ?? job.afterId, values, done, now });
    if (!done) await breathe();
  }
  const afterId = rows.at(-1)?.id ?? job.afterId;
  return { changes, last, afterId };
}

/** Works through every recompute asked for; answers how many tickets it published as changed. */
export async function runSlaRecompute(deps: ApiDeps, holder: string = randomUUID()): Promise<number> {
  let published = 0;
  for (let job = await claim(deps, holder); job; job = await claim(deps, holder)) {
    const ctx = await loadRecomputeContext(deps.db, job.workspaceId);
    try {
      for (;;) {
        const batch = await recomputeBatch(deps, job, ctx, holder);
        await publishSlaChanges(deps, job.workspaceId, batch.changes);
        published += batch.changes.length;
        if (batch.last) break;
        job = { ...job, afterId: batch.afterId };
        // requests go first: the walk waits for the event loop between batches
        await breathe();
      }
    } catch (err) {
      if (!(err instanceof StartOver)) throw err;
    }
  }
  return published;
}
