import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { workspaceSettings, workspaces } from '../../db/schema';

function selectSettings(db: Db | Tx, workspaceId: string) {
  return db
    .select({ name: workspaces.name, timeZone: workspaces.timeZone, language: sql<unknown>`${workspaceSettings.agent} -> 'language'` })
    .from(workspaces)
    .leftJoin(workspaceSettings, eq(workspaceSettings.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId));
}

export type WorkspaceSettingsRow = { name: string; timeZone: string; language: unknown };

/** The workspace's name, zone and the language kept in workspace_settings.agent. */
export async function findWorkspaceSettings(db: Db, workspaceId: string): Promise<WorkspaceSettingsRow | undefined> {
  const [row] = await selectSettings(db, workspaceId);
  return row;
}

/** The same, the workspace's row locked until the change commits. */
export async function lockWorkspaceSettings(tx: Tx, workspaceId: string): Promise<WorkspaceSettingsRow | undefined> {
  const [row] = await selectSettings(tx, workspaceId).for('update', { of: workspaces });
  return row;
}

export async function saveWorkspaceRow(tx: Tx, workspaceId: string, set: { name?: string; timeZone?: string }): Promise<void> {
  if (Object.keys(set).length > 0) await tx.update(workspaces).set(set).where(eq(workspaces.id, workspaceId));
}

/** The language joins the other keys of workspace_settings.agent (the chat settings keep theirs). */
export async function saveLanguage(tx: Tx, workspaceId: string, language: string): Promise<void> {
  const patch = JSON.stringify({ language });
  await tx
    .insert(workspaceSettings)
    .values({ workspaceId, agent: { language } })
    .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { agent: sql`${workspaceSettings.agent} || ${patch}::jsonb` } });
}
