// The assignment section's decisions: each department's and channel's routing as the form holds it, and
// which of them a save must write. Pure.

import type { DepartmentSettings } from '../../domain/departmentRules';
import type { AssignmentMode, RoutingSettings, Skill } from '../../domain/routing';
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

/**
 * Every department and channel with its routing, as the department settings answer them (an api without
 * the routing fields: what a new one starts with, manual and no skill).
 */
export function assignmentRowsOf(directory: DepartmentSettings): Pick<AssignmentData, 'departments' | 'channels'> {
  return {
    departments: directory.departments.map((d) => ({ id: d.id, name: d.name, assignmentMode: d.assignmentMode ?? 'manual', skillId: d.skillId ?? null })),
    channels: directory.channels.map((c) => ({ id: c.id, name: c.name, type: c.type, skillId: c.skillId ?? null })),
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
