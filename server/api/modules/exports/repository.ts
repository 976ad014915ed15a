import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { WorkspaceExport } from '../../../../src/domain/workspaceExport';
import { workspaceExports } from '../../db/adminSchema';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';

// The SQL of workspace exports: the rows the page lists, the lease one builder holds, the expired ones.

export type ExportRow = typeof workspaceExports.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The row as the api answers it and the event carries it (who asked, by their name now). */
export function exportView(row: ExportRow, requester: { id: string; username: string } | null): WorkspaceExport {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    counts: row.counts,
    size: row.size,
    error: row.error,
    requestedBy: requester ? { id: requester.id, name: requester.username } : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    expiresAt: iso(row.expiresAt),
  };
}

/** The workspace's last exports, newest first, with who asked for each. */
export async function listExports(db: Db, workspaceId: string, limit = 10): Promise<WorkspaceExport[]> {
  const rows = await db
    .select({ row: workspaceExports, user: { id: users.id, username: users.username } })
    .from(workspaceExports)
    .leftJoin(users, eq(users.id, workspaceExports.requestedBy))
    .where(eq(workspaceExports.workspaceId, workspaceId))
    .orderBy(desc(workspaceExports.createdAt), desc(workspaceExports.id))
    .limit(limit);
  return rows.map(({ row, user }) => exportView(row, user));
}

/** One export of the workspace (undefined for another workspace's id). */
export async function findExport(db: Db, workspaceId: string, id: string): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(workspaceExports)
    .where(and(eq(workspaceExports.id, id), eq(workspaceExports.workspaceId, workspaceId)));
  return row;
}

export async function viewOf(db: Db, row: ExportRow): Promise<WorkspaceExport> {
  const [user] = row.requestedBy ? await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, row.requestedBy)) : [];
  return exportView(row, user ?? null);
}

/** Serialises starts in a workspace (check that none is under way, then insert): released at commit. */
export async function lockWorkspaceExports(tx: Tx, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`exports:${workspaceId}`}))`);
}

export async function exportUnderWayIn(tx: Tx, workspaceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: workspaceExports.id })
    .from(workspaceExports)
    .where(and(eq(workspaceExports.workspaceId, workspaceId), inArray(workspaceExports.status, ['queued', 'running'])))
    .limit(1);
  return row !== undefined;
}

export async function insertExport(tx: Tx, workspaceId: string, requestedBy: string): Promise<ExportRow> {
  const [row] = await tx.insert(workspaceExports).values({ workspaceId, requestedBy }).returning();
  return row!;
}

/**
 * Takes the oldest export nobody builds: queued, or running with a lease that has passed (its builder
 * died). One statement with SKIP LOCKED, so two instances never take the same one; a taken-over export
 * starts again from nothing (the dead builder's partial archive is not trusted).
 */
export async function claimExport(db: Db, holder: string, now: Date, leaseMs: number): Promise<ExportRow | undefined> {
  const free = db
    .select({ id: workspaceExports.id })
    .from(workspaceExports)
    .where(
      or(
        eq(workspaceExports.status, 'queued'),
        and(eq(workspaceExports.status, 'running'), or(isNull(workspaceExports.leasedUntil), lt(workspaceExports.leasedUntil, now))),
      ),
    )
    .orderBy(workspaceExports.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(workspaceExports)
    .set({ status: 'running', holder, leasedUntil: new Date(now.getTime() + leaseMs), progress: 0, counts: {}, startedAt: now })
    .where(inArray(workspaceExports.id, free))
    .returning();
  return row;
}

/** Progress and a longer lease, only while this holder still has it: undefined when the lease was lost. */
export async function recordProgress(
  db: Db,
  id: string,
  holder: string,
  change: Partial<Pick<ExportRow, 'progress' | 'counts' | 'status' | 'uploadId' | 'size' | 'error' | 'finishedAt' | 'expiresAt' | 'leasedUntil'>>,
): Promise<ExportRow | undefined> {
  const [row] = await db
    .update(workspaceExports)
    .set(change)
    .where(and(eq(workspaceExports.id, id), eq(workspaceExports.holder, holder), eq(workspaceExports.status, 'running')))
    .returning();
  return row;
}

/** Exports whose archive has expired (their files are removed, then the rows). */
export async function expiredExports(db: Db, now: Date): Promise<ExportRow[]> {
  return db.select().from(workspaceExports).where(lt(workspaceExports.expiresAt, now)).limit(500);
}

export async function deleteExport(db: Db, id: string): Promise<void> {
  await db.delete(workspaceExports).where(eq(workspaceExports.id, id));
}
