import { and, asc, eq, sql } from 'drizzle-orm';
import type { Department } from '../../../../src/domain/inbox';
import { departments } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { AppError } from '../../http/errors';

export const DEPARTMENT_TAKEN = 'A department with this name already exists.';

export async function listDepartments(deps: ApiDeps, workspaceId: string): Promise<Department[]> {
  return deps.db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${departments.name})`), asc(departments.name));
}

const taken = () => new AppError(409, DEPARTMENT_TAKEN, { name: DEPARTMENT_TAKEN });

/**
 * Names are unique per workspace without regard to case ('Sales' and 'sales' would be one team to a
 * person); the unique index backs the exact spelling against a concurrent insert.
 */
export async function createDepartment(deps: ApiDeps, workspaceId: string, name: string): Promise<Department> {
  const [existing] = await deps.db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.workspaceId, workspaceId), sql`lower(${departments.name}) = ${name.toLowerCase()}`))
    .limit(1);
  if (existing) throw taken();
  try {
    const [row] = await deps.db.insert(departments).values({ workspaceId, name }).returning({ id: departments.id, name: departments.name });
    return row!;
  } catch (err) {
    const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505') throw taken();
    throw err;
  }
}
