// The skill page's small decisions: the level and capacity choices, and an agent's levels as the table holds them.

import type { MemberSkill, Skill } from '../../domain/routing';
import { CAPACITY_MAX, CAPACITY_MIN } from '../../domain/routingSettingsRules';

/** 0 is "None": the agent lacks the skill. */
export const LEVELS = [0, 1, 2, 3, 4, 5] as const;

/** Every capacity the api takes (routingSettingsRules: 1–100). */
export function capacityChoices(): number[] {
  return Array.from({ length: CAPACITY_MAX - CAPACITY_MIN + 1 }, (_, i) => i + CAPACITY_MIN);
}

export const capacityLabel = (capacity: number | null) => (capacity === null ? 'Workspace default' : String(capacity));

export function levelsOf(skills: readonly MemberSkill[]): Record<string, number> {
  return Object.fromEntries(skills.map((s) => [s.skillId, s.level]));
}

/** The levels chosen in the table as the api takes them: only the skills the agent has, in the list's order. */
export function memberSkillsOf(levels: Readonly<Record<string, number>>, skills: readonly Skill[]): MemberSkill[] {
  return skills.flatMap((skill) => {
    const level = levels[skill.id] ?? 0;
    return level > 0 ? [{ skillId: skill.id, level }] : [];
  });
}

/** A keyword rule as the form holds it: the keywords as typed, comma-separated. */
export interface KeywordRuleDraft {
  key: number;
  id?: string;
  skillId: string;
  keywords: string;
}

export function keywordsOf(text: string): string[] {
  return text
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
}

/** The list moved one place up (-1) or down (+1); the same list at either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

/** The api's message about one rule's field, whatever prefix it names the list by ('0.keywords', 'rules[0].keywords'). */
export function ruleFieldError(fields: Readonly<Record<string, string>>, index: number, field: string): string | undefined {
  const pattern = new RegExp(`(^|[^0-9])${index}\\]?\\.${field}$`);
  return Object.entries(fields).find(([name]) => pattern.test(name))?.[1];
}
