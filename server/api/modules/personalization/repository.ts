import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { workspaceSettings, workspaces } from '../../db/schema';

export interface BrandRow {
  name: string;
  brand: unknown;
}

/** The workspace's name and stored brand (nothing stored yet: null, the defaults apply). */
export async function findBrand(db: Db | Tx, workspaceId: string): Promise<BrandRow | undefined> {
  const [row] = await db
    .select({ name: workspaces.name, brand: workspaceSettings.brand })
    .from(workspaces)
    .leftJoin(workspaceSettings, eq(workspaceSettings.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId));
  return row;
}

/** The same, its settings row made if missing and locked until the change commits (two saves never interleave). */
export async function lockBrand(tx: Tx, workspaceId: string): Promise<BrandRow | undefined> {
  await tx.insert(workspaceSettings).values({ workspaceId }).onConflictDoNothing();
  const [row] = await tx
    .select({ name: workspaces.name, brand: workspaceSettings.brand })
    .from(workspaceSettings)
    .innerJoin(workspaces, eq(workspaces.id, workspaceSettings.workspaceId))
    .where(eq(workspaceSettings.workspaceId, workspaceId))
    .for('update', { of: workspaceSettings });
  return row;
}

export async function saveBrand(tx: Tx, workspaceId: string, brand: Record<string, unknown>): Promise<void> {
  await tx.update(workspaceSettings).set({ brand }).where(eq(workspaceSettings.workspaceId, workspaceId));
}
