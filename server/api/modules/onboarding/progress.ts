import { sql } from 'drizzle-orm';
import type { OnboardingProgress } from '../../../../src/domain/onboardingProgress';
import type { Db } from '../../db/client';
import type { WorkspaceContext } from '../../http/auth';

/** One query by the workspace's indexes: its channels, its invitations not revoked, its other active members. */
export async function onboardingProgress(db: Db, ctx: WorkspaceContext): Promise<OnboardingProgress> {
  const id = ctx.workspace.id;
  const result: unknown = await db.execute(sql`
    select exists (select 1 from channels where workspace_id = ${id}) as channel,
      exists (select 1 from invitations where workspace_id = ${id} and revoked_at is null)
        or exists (select 1 from members where workspace_id = ${id} and user_id <> ${ctx.member.userId} and deactivated_at is null) as invitation`);
  const row = (result as { rows: { channel: boolean; invitation: boolean }[] }).rows[0]!;
  return { workspace: { name: ctx.workspace.name, timeZone: ctx.workspace.timeZone }, channel: row.channel, invitation: row.invitation };
}
