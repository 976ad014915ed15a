import { and, asc, eq, sql } from 'drizzle-orm';
import type { Department } from '../../../../src/domain/inbox';
import { effectiveDefaultDepartment } from '../../../../src/domain/departmentRules';
import type { Db, Tx } from '../../db/client';
import { departments } from '../../db/inboxSchema';
import { workspaceSettings } from '../../db/schema';

// The departments' SQL. The workspace's default department is kept as workspace_settings.agent
// .defaultDepartmentId (no column of its own: a jsonb key beside the chat settings, merged on write).

/** The workspace's departments by name, as every member lists them. */
export async function listDepartments(db: Db | Tx, workspaceId: string): Promise<Department[]> {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${departments.name})`), asc(departments.name));
}

/** The department, only if it is this workspace's; `lock` holds it for the transaction. */
export async function findDepartment(db: Db | Tx, workspaceId: string, id: string, lock = false): Promise<Department | undefined> {
  const query = db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.workspaceId, workspaceId), eq(departments.id, id)));
  return (await (lock ? query.for('update') : query))[0];
}

/** The workspace's default department (see effectiveDefaultDepartment), or null when it has none. */
export async function readDefaultDepartment(db: Db | Tx, workspaceId: string): Promise<string | null> {
  const [settings] = await db.select({ agent: workspaceSettings.agent }).from(workspaceSettings).where(eq(workspaceSettings.workspaceId, workspaceId));
  const oldestFirst = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.workspaceId, workspaceId))
    .orderBy(asc(departments.createdAt), asc(departments.id));
  return effectiveDefaultDepartment(settings?.agent?.defaultDepartmentId, oldestFirst);
}

export async function writeDefaultDepartment(tx: Tx, workspaceId: string, departmentId: string): Promise<void> {
  const patch = JSON.stringify({ defaultDepartmentId: departmentId });
  await tx
    .insert(workspaceSettings)
    .values({ workspaceId, agent: { defaultDepartmentId: departmentId } })
    .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { agent: sql`${workspaceSettings.agent} || ${patch}::jsonb` } });
}

/**
 * Serialises the workspace's department changes (a name check then an insert, a removal that must leave
 * one): a transaction-scoped advisory lock per workspace, released at commit.
 */
export async function lockWorkspaceDepartments(tx: Tx, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`departments:${workspaceId}`}))`);
}
