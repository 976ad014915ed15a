import { eq, sql } from 'drizzle-orm';
import { slaSettingsOf, type SlaSettings } from '../../../../src/domain/sla';
import type { Db, Tx } from '../../db/client';
import { workspaceSettings } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import { readBody, v } from '../../http/validate';
import { recordAudit, type AuditActor } from '../audit/record';
import { requestSlaRecompute } from './recomputeRequests';

export async function readSlaSettings(db: Db | Tx, workspaceId: string): Promise<SlaSettings> {
  const [row] = await db.select({ sla: workspaceSettings.sla }).from(workspaceSettings).where(eq(workspaceSettings.workspaceId, workspaceId));
  return slaSettingsOf(row?.sla);
}

const share = v.custom(
  (value) => (typeof value === 'number' && value >= 0.05 && value <= 0.9 ? undefined : 'A share from 5 % to 90 % of the target.'),
  (value) => value as number,
);

/** Saves the settings; the at-risk share moves every open ticket's at-risk time, so they are computed again. */
export function saveSlaSettings(deps: ApiDeps, workspaceId: string, body: unknown, actor: AuditActor): Promise<SlaSettings> {
  const next: SlaSettings = readBody(body, { atRiskShare: share, pauseOnHold: v.boolean() });
  return deps.db.transaction(async (tx) => {
    const before = await readSlaSettings(tx, workspaceId);
    await tx
      .insert(workspaceSettings)
      .values({ workspaceId, sla: { ...next } })
      .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { sla: sql`${JSON.stringify(next)}::jsonb` } });
    await recordAudit(tx, workspaceId, actor, { action: 'sla-settings.changed', targetType: 'setting', targetLabel: 'SLA', before, after: next });
    if (before.atRiskShare !== next.atRiskShare) await requestSlaRecompute(tx, workspaceId, deps.now());
    return next;
  });
}
