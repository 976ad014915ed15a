// What the department page says and offers, decided from its data. Pure.

import type { DepartmentDetail } from '../../domain/departmentRules';
import type { Department, Member } from '../../domain/inbox';

export const memberCountLabel = (count: number) => (count === 1 ? '1 member' : `${count} members`);

/** Where a removed department's work may go: every other department. */
export const moveTargets = <D extends Department>(departments: readonly D[], removedId: string): D[] => departments.filter((d) => d.id !== removedId);

/** The workspace's members who are not in the department yet, by name. */
export const addableMembers = (members: readonly Member[], memberIds: readonly string[]) =>
  members.filter((m) => !memberIds.includes(m.id)).sort((a, b) => a.name.localeCompare(b.name));

/** The department's members as the directory names them; one the directory does not know yet still shows. */
export const departmentMembers = (members: readonly Member[], memberIds: readonly string[]) =>
  memberIds.map((id) => members.find((m) => m.id === id) ?? { id, name: 'A member', email: '' });

export const removedNotice = (name: string, target: string, movedTickets: number) =>
  movedTickets === 0
    ? `Removed ${name}.`
    : `Removed ${name} and moved its ${movedTickets === 1 ? 'ticket' : `${movedTickets} tickets`} and their conversations to ${target}.`;

/** The option of a channel's select that leaves new conversations to the workspace's default. */
export const workspaceDefaultLabel = (departments: readonly DepartmentDetail[]) => {
  const fallback = departments.find((d) => d.isDefault);
  return fallback ? `The workspace's default (${fallback.name})` : "The workspace's default";
};
