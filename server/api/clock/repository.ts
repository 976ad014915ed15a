import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { workspaces } from '../db/schema';

export async function findTimeZone(db: Db, workspaceId: string): Promise<string | undefined> {
  const [row] = await db.select({ timeZone: workspaces.timeZone }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return row?.timeZone;
}

export async function saveTimeZone(db: Db, workspaceId: string, timeZone: string): Promise<void> {
  await db.update(workspaces).set({ timeZone }).where(eq(workspaces.id, workspaceId));
}
