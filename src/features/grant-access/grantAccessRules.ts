import { ADMINISTRATOR_KEEPS, ALWAYS_GRANTED, accessListError, defaultAccessFor, normalizeAccess, presetFor, sameAccess, type AccessPreset, type MemberAccess } from '../../domain/accessPresets';
import type { AccessUrl } from '../../domain/access';

/** The list with one url granted or taken away, as it would be stored. */
export function toggled(list: readonly string[], url: string, granted: boolean): string[] {
  return normalizeAccess(granted ? [...list, url] : list.filter((entry) => entry !== url));
}

/** A box the page does not let anyone clear: /home for all, Workspace settings for an Administrator. */
export function lockedFor(member: Pick<MemberAccess, 'role'>, url: string): boolean {
  return url === ALWAYS_GRANTED || (member.role === 'Administrator' && url === ADMINISTRATOR_KEEPS);
}

export type ChoiceId = AccessPreset['id'] | 'role-default';

/** The list a preset (or the role's default) gives this member. */
export function listOfChoice(member: Pick<MemberAccess, 'role'>, choice: ChoiceId, presets: readonly AccessPreset[]): AccessUrl[] {
  if (choice === 'role-default') return defaultAccessFor(member.role);
  const preset = presets.find((p) => p.id === choice);
  return preset ? presetFor(member.role, preset) : normalizeAccess([]);
}

/** What the row shows: its list being edited, whether it differs from the saved one, and what would refuse it. */
export function rowOf(member: MemberAccess, draft: readonly string[] | undefined) {
  const list = draft ?? member.access;
  return { list, dirty: !sameAccess(list, member.access), error: accessListError(member.role, list) };
}

export const savedMessage = (member: Pick<MemberAccess, 'name'>) => `Access of ${member.name} saved.`;
