// The skills page's rules (issue 15), the same for the console's forms (before a round trip) and the api
// (before it writes): a skill's name and description, an agent's skills with their levels, the keyword
// rules. Each check answers what to store, or a message per field (nested fields as `skills.0.level`).
// Pure.

import type { MemberSkill, Skill } from './routing';
import { isRecord, isUuid } from './validation';

export const SKILL_NAME_MAX = 60;
export const SKILL_DESCRIPTION_MAX = 300;
export const SKILL_TAKEN = 'A skill with this name exists';
export const SKILL_LEVEL_MIN = 1;
export const SKILL_LEVEL_MAX = 5;
export const SKILL_LEVEL_MESSAGE = `Choose a level from ${SKILL_LEVEL_MIN} to ${SKILL_LEVEL_MAX}`;
export const NOT_A_SKILL = 'Not a skill of this workspace';
export const KEYWORDS_MIN = 1;
export const KEYWORDS_MAX = 20;
export const KEYWORD_MAX = 60;
/** More rules than a person can keep in order on one page would be a mistake (a pasted list). */
export const KEYWORD_RULES_MAX = 100;

/** What a level means to the person choosing it. */
export const SKILL_LEVEL_LABELS: Record<number, string> = { 1: 'Beginner', 2: 'Basic', 3: 'Good', 4: 'Advanced', 5: 'Expert' };

export type Fields = Record<string, string>;
export type Checked<T> = { value: T } | { fields: Fields };

const checked = <T>(value: T, fields: Fields): Checked<T> => (Object.keys(fields).length > 0 ? { fields } : { value });

/** 'Billing', ' billing ' and 'BILLING' are one skill to a person. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A skill to create or change (`selfId`): its name trimmed, required, at most 60 characters and unique in
 * the workspace (`existing`) whatever its case; its description optional, at most 300 characters.
 */
export function checkSkill(input: { name?: unknown; description?: unknown }, existing: readonly Pick<Skill, 'id' | 'name'>[], selfId?: string): Checked<Omit<Skill, 'id'>> {
  const fields: Fields = {};
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (input.name !== undefined && input.name !== null && typeof input.name !== 'string') fields.name = 'Enter text';
  else if (name === '') fields.name = 'Required';
  else if (name.length > SKILL_NAME_MAX) fields.name = `Max ${SKILL_NAME_MAX} characters`;
  else if (existing.some((s) => s.id !== selfId && sameName(s.name, name))) fields.name = SKILL_TAKEN;
  const rawDescription = input.description ?? '';
  const description = typeof rawDescription === 'string' ? rawDescription.trim() : '';
  if (typeof rawDescription !== 'string') fields.description = 'Enter text';
  else if (description.length > SKILL_DESCRIPTION_MAX) fields.description = `Max ${SKILL_DESCRIPTION_MAX} characters`;
  return checked({ name, description }, fields);
}

const isLevel = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= SKILL_LEVEL_MIN && value <= SKILL_LEVEL_MAX;

/** An agent's whole list of skills (it replaces the old one): each a skill of the workspace, once, with a level 1–5. */
export function checkMemberSkills(raw: unknown, skillIds: readonly string[]): Checked<MemberSkill[]> {
  if (!Array.isArray(raw)) return { fields: { skills: 'Send the list of skills' } };
  const fields: Fields = {};
  const seen = new Set<string>();
  const known = new Set(skillIds.map((id) => id.toLowerCase()));
  const value: MemberSkill[] = [];
  raw.forEach((item: unknown, i) => {
    const entry = isRecord(item) ? item : {};
    const skillId = isUuid(entry.skillId) ? entry.skillId.toLowerCase() : '';
    if (!known.has(skillId)) fields[`skills.${i}.skillId`] = NOT_A_SKILL;
    else if (seen.has(skillId)) fields[`skills.${i}.skillId`] = 'This skill is listed twice';
    if (!isLevel(entry.level)) fields[`skills.${i}.level`] = SKILL_LEVEL_MESSAGE;
    seen.add(skillId);
    value.push({ skillId, level: entry.level as number });
  });
  return checked(value, fields);
}

export interface KeywordRule {
  /** Absent for a rule the page has not saved yet. */
  id?: string;
  skillId: string;
  keywords: string[];
}

/** A rule's keywords trimmed, each once whatever its case; the message when they are not 1–20 of 1–60 characters. */
function keywordsOf(raw: unknown): { keywords: string[]; error?: string } {
  if (!Array.isArray(raw) || raw.some((k) => typeof k !== 'string')) return { keywords: [], error: 'Add at least one keyword' };
  const keywords: string[] = [];
  for (const k of raw as string[]) {
    const word = k.trim();
    if (word === '') return { keywords, error: 'A keyword cannot be empty' };
    if (word.length > KEYWORD_MAX) return { keywords, error: `A keyword has at most ${KEYWORD_MAX} characters` };
    if (!keywords.some((w) => sameName(w, word))) keywords.push(word);
  }
  if (keywords.length < KEYWORDS_MIN) return { keywords, error: 'Add at least one keyword' };
  if (keywords.length > KEYWORDS_MAX) return { keywords, error: `At most ${KEYWORDS_MAX} keywords` };
  return { keywords };
}

/** The workspace's keyword rules in the order they are tried (they replace the old ones). */
export function checkKeywordRules(raw: unknown, skillIds: readonly string[]): Checked<KeywordRule[]> {
  if (!Array.isArray(raw)) return { fields: { rules: 'Send the list of rules' } };
  if (raw.length > KEYWORD_RULES_MAX) return { fields: { rules: `At most ${KEYWORD_RULES_MAX} rules` } };
  const fields: Fields = {};
  const known = new Set(skillIds.map((id) => id.toLowerCase()));
  const value = raw.map((item: unknown, i): KeywordRule => {
    const entry = isRecord(item) ? item : {};
    const skillId = isUuid(entry.skillId) ? entry.skillId.toLowerCase() : '';
    if (!known.has(skillId)) fields[`rules.${i}.skillId`] = NOT_A_SKILL;
    const { keywords, error } = keywordsOf(entry.keywords);
    if (error) fields[`rules.${i}.keywords`] = error;
    return { ...(isUuid(entry.id) ? { id: entry.id.toLowerCase() } : {}), skillId, keywords };
  });
  return checked(value, fields);
}
