// The assignment section's decisions: each department's and channel's routing as the form holds it, and
// which of them a save must write. Pure.

import type { DepartmentSettings } from '../../domain/departmentRules';
import { ASSIGNMENT_MODES, type AssignmentMode, type RoutingSettings, type Skill } from '../../domain/routing';
import { isRecord } from '../../domain/validation';

export interface DepartmentRoutingRow {
  id: string;
  name: string;
  assignmentMode: AssignmentMode;
  skillId: string | null;
}

export interface ChannelRoutingRow {
  id: string;
  name: string;
  type: string;
  skillId: string | null;
}

export interface AssignmentData {
  settings: RoutingSettings;
  departments: DepartmentRoutingRow[];
  channels: ChannelRoutingRow[];
  skills: Skill[];
}

export interface AssignmentDraft {
  settings: RoutingSettings;
  departments: DepartmentRoutingRow[];
  channels: ChannelRoutingRow[];
}

const isMode = (value: unknown): value is AssignmentMode => (ASSIGNMENT_MODES as readonly unknown[]).includes(value);

/** The stored routing of each listed item (`routing.departments` / `routing.channels` of the settings answer, when it carries them). */
function storedRouting(answer: unknown, list: 'departments' | 'channels'): Map<string, Record<string, unknown>> {
  const items = isRecord(answer) && Array.isArray(answer[list]) ? (answer[list] as unknown[]) : [];
  return new Map(items.filter(isRecord).flatMap((item) => (typeof item.id === 'string' ? [[item.id, item] as const] : [])));
}

const skillOf = (stored: Record<string, unknown> | undefined) => (typeof stored?.skillId === 'string' ? stored.skillId : null);

/**
 * Every department and channel with its routing: the names from the department settings, the mode and
 * skill from the routing settings' answer when it has them, else what a new one starts with (manual, none).
 */
export function assignmentRowsOf(settingsAnswer: unknown, directory: DepartmentSettings): Pick<AssignmentData, 'departments' | 'channels'> {
  const departments = storedRouting(settingsAnswer, 'departments');
  const channels = storedRouting(settingsAnswer, 'channels');
  return {
    departments: directory.departments.map((d) => {
      const stored = departments.get(d.id);
      return { id: d.id, name: d.name, assignmentMode: isMode(stored?.assignmentMode) ? stored.assignmentMode : 'manual', skillId: skillOf(stored) };
    }),
    channels: directory.channels.map((c) => ({ id: c.id, name: c.name, type: c.type, skillId: skillOf(channels.get(c.id)) })),
  };
}

/** The rows the form changed: only they are written, so a save never rewrites what nobody touched. */
export function changedRows<T extends { id: string }>(saved: readonly T[], draft: readonly T[]): T[] {
  return draft.filter((row) => {
    const before = saved.find((s) => s.id === row.id);
    return !before || JSON.stringify(before) !== JSON.stringify(row);
  });
}

/** The api's fields about one department or channel, named as the form names them (`departments.<id>.skillId`). */
export function prefixedFields(prefix: string, fields: unknown): Record<string, string> {
  if (!isRecord(fields)) return {};
  return Object.fromEntries(Object.entries(fields).flatMap(([name, message]) => (typeof message === 'string' ? [[`${prefix}.${name}`, message]] : [])));
}
