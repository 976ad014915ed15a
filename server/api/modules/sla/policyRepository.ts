import { and, asc, eq } from 'drizzle-orm';
import type { SlaPolicy } from '../../../../src/domain/sla';
import type { Db, Tx } from '../../db/client';
import { slaPolicies } from '../../db/routingSchema';

export type PolicyContent = Omit<SlaPolicy, 'id'>;

const columns = {
  id: slaPolicies.id,
  name: slaPolicies.name,
  priority: slaPolicies.priority,
  channelType: slaPolicies.channelType,
  departmentId: slaPolicies.departmentId,
  firstResponseMinutes: slaPolicies.firstResponseMinutes,
  nextResponseMinutes: slaPolicies.nextResponseMinutes,
  resolutionMinutes: slaPolicies.resolutionMinutes,
  businessHours: slaPolicies.businessHours,
  calendarId: slaPolicies.calendarId,
};

/** The workspace's policies by name. */
export function listPolicies(db: Db | Tx, workspaceId: string): Promise<SlaPolicy[]> {
  return db.select(columns).from(slaPolicies).where(eq(slaPolicies.workspaceId, workspaceId)).orderBy(asc(slaPolicies.name), asc(slaPolicies.id));
}

export async function findPolicy(db: Db | Tx, workspaceId: string, id: string): Promise<SlaPolicy | undefined> {
  const [row] = await db.select(columns).from(slaPolicies).where(and(eq(slaPolicies.workspaceId, workspaceId), eq(slaPolicies.id, id)));
  return row;
}

export async function insertPolicy(tx: Tx, workspaceId: string, content: PolicyContent): Promise<SlaPolicy> {
  const [row] = await tx.insert(slaPolicies).values({ workspaceId, ...content }).returning(columns);
  return row!;
}

export async function updatePolicy(tx: Tx, workspaceId: string, id: string, content: PolicyContent, at: Date): Promise<void> {
  await tx
    .update(slaPolicies)
    .set({ ...content, updatedAt: at })
    .where(and(eq(slaPolicies.workspaceId, workspaceId), eq(slaPolicies.id, id)));
}

export async function deletePolicy(tx: Tx, workspaceId: string, id: string): Promise<void> {
  await tx.delete(slaPolicies).where(and(eq(slaPolicies.workspaceId, workspaceId), eq(slaPolicies.id, id)));
}
