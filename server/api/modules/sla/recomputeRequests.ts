import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slaRecomputes } from '../../db/routingSchema';
import type { Tx } from '../conversations/repository';

/**
 * Asks for the due times of the workspace's open tickets to be computed again (a calendar or an SLA policy
 * changed): one row per workspace, taken by the background recompute (recompute.ts). Call it inside the
 * change's transaction, so a rolled-back change asks nothing; a second request while one waits starts it over.
 */
export async function requestSlaRecompute(db: Db | Tx, workspaceId: string, at: Date): Promise<void> {
  await db
    .insert(slaRecomputes)
    .values({ workspaceId, requestedAt: at })
    .onConflictDoUpdate({ target: slaRecomputes.workspaceId, set: { requestedAt: at, afterId: null, leasedUntil: sql`NULL`, holder: sql`NULL` } });
}
