// The department page's rules, the same for the console (before a round trip) and the api (before it
// writes): a name's messages, and what refuses a removal. Pure.

import type { Department } from './inbox';
import type { AssignmentMode } from './routing';

export const DEPARTMENT_NAME_MAX = 80;
export const DEPARTMENT_TAKEN = 'A department with this name already exists.';
export const REMOVE_LAST_DEPARTMENT = 'A workspace keeps at least one department: create another before removing this one.';
export const REMOVE_DEFAULT_DEPARTMENT = 'The default department cannot be removed: make another department the default first.';
export const MOVE_TO_ITSELF = 'Choose another department to move its tickets and conversations to.';
export const NO_SUCH_DEPARTMENT = 'There is no such department in this workspace.';

/** A department as the department page shows it. */
export interface DepartmentDetail extends Department {
  memberIds: string[];
  /** Where new conversations go when their channel names no department. */
  isDefault: boolean;
  /** How its new conversations find an agent (issue 15's routing; set with PUT /routing/departments/:id). */
  assignmentMode?: AssignmentMode;
  /** The skill its conversations need, or null. */
  skillId?: string | null;
}

/** A channel and the department its new conversations go to (null: the workspace's default). */
export interface DepartmentChannel {
  id: string;
  name: string;
  type: string;
  defaultDepartmentId: string | null;
  /** The skill its conversations need, or null (PUT /routing/channels/:id). */
  skillId?: string | null;
}

/** GET /departments/settings: everything the department page shows. */
export interface DepartmentSettings {
  departments: DepartmentDetail[];
  channels: DepartmentChannel[];
}

/** The same name to a person: 'Sales', ' sales ' and 'SALES' are one team. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The message shown under the name field, or undefined when it may be saved. `existing` is the workspace's
 * departments; `selfId` the one being renamed (its own name is not a duplicate).
 */
export function departmentNameError(raw: unknown, existing: readonly Department[], selfId?: string): string | undefined {
  if (raw === undefined || raw === null) return 'Required';
  if (typeof raw !== 'string') return 'Enter text';
  const name = raw.trim();
  if (name === '') return 'Required';
  if (name.length > DEPARTMENT_NAME_MAX) return `Max ${DEPARTMENT_NAME_MAX} characters`;
  if (existing.some((d) => d.id !== selfId && sameName(d.name, name))) return DEPARTMENT_TAKEN;
  return undefined;
}

/**
 * The workspace's default department: the one chosen (kept in workspace_settings.agent) while it exists,
 * else the oldest, so a workspace with departments always has one and ingestion never guesses.
 */
export function effectiveDefaultDepartment(chosen: unknown, departmentsOldestFirst: readonly { id: string }[]): string | null {
  if (typeof chosen === 'string' && departmentsOldestFirst.some((d) => d.id === chosen)) return chosen;
  return departmentsOldestFirst[0]?.id ?? null;
}

/** Why removing `id` (moving its work to `moveTo`) is refused, naming the field, or undefined. */
export function removalError(
  departments: readonly Department[],
  defaultId: string | null,
  id: string,
  moveTo: string | null | undefined,
): { field: 'moveTo' | 'id'; message: string } | undefined {
  if (departments.length <= 1) return { field: 'id', message: REMOVE_LAST_DEPARTMENT };
  if (id === defaultId) return { field: 'id', message: REMOVE_DEFAULT_DEPARTMENT };
  if (!moveTo) return { field: 'moveTo', message: 'Required' };
  if (moveTo === id) return { field: 'moveTo', message: MOVE_TO_ITSELF };
  if (!departments.some((d) => d.id === moveTo)) return { field: 'moveTo', message: NO_SUCH_DEPARTMENT };
  return undefined;
}
