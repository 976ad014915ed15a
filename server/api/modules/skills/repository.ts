// The skills' SQL (issue 15): the workspace's skills, its agents' skills with their levels, the keyword
// rules in the order they are tried. Deleting a skill takes it off agents and rules (cascade) and off
// departments, channels and conversations (set null) through the foreign keys of migration 0010.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { KeywordRule } from '../../../../src/domain/skillRules';
import type { MemberSkill, Skill } from '../../../../src/domain/routing';
import type { Db, Tx } from '../../db/client';
import { skills } from '../../db/calendarSchema';
import { memberSkills, skillKeywordRules } from '../../db/routingSchema';

const skillColumns = { id: skills.id, name: skills.name, description: skills.description };

/** The workspace's skills by name, as every member lists them. */
export async function listSkills(db: Db | Tx, workspaceId: string): Promise<Skill[]> {
  return db
    .select(skillColumns)
    .from(skills)
    .where(eq(skills.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${skills.name})`), asc(skills.id));
}

/** The skill, only if it is this workspace's. */
export async function findSkill(db: Db | Tx, workspaceId: string, id: string): Promise<Skill | undefined> {
  const [row] = await db.select(skillColumns).from(skills).where(and(eq(skills.workspaceId, workspaceId), eq(skills.id, id)));
  return row;
}

/** Serialises a workspace's skill changes (a name check then a write): released at commit. */
export async function lockWorkspaceSkills(tx: Tx, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`skills:${workspaceId}`}))`);
}

export async function insertSkill(tx: Tx, workspaceId: string, skill: Omit<Skill, 'id'>): Promise<Skill> {
  const [row] = await tx.insert(skills).values({ workspaceId, ...skill }).returning(skillColumns);
  return row!;
}

export async function updateSkill(tx: Tx, workspaceId: string, id: string, skill: Omit<Skill, 'id'>): Promise<void> {
  await tx.update(skills).set(skill).where(and(eq(skills.workspaceId, workspaceId), eq(skills.id, id)));
}

export async function deleteSkill(tx: Tx, workspaceId: string, id: string): Promise<void> {
  await tx.delete(skills).where(and(eq(skills.workspaceId, workspaceId), eq(skills.id, id)));
}

/** Each listed agent's skills, by the skill's name. */
export async function skillsOfMembers(db: Db | Tx, workspaceId: string, userIds: readonly string[]): Promise<Map<string, MemberSkill[]>> {
  const bySkillName = new Map<string, MemberSkill[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return bySkillName;
  const rows = await db
    .select({ userId: memberSkills.userId, skillId: memberSkills.skillId, level: memberSkills.level })
    .from(memberSkills)
    .innerJoin(skills, eq(skills.id, memberSkills.skillId))
    .where(and(eq(memberSkills.workspaceId, workspaceId), inArray(memberSkills.userId, [...userIds])))
    .orderBy(asc(sql`lower(${skills.name})`), asc(skills.id));
  for (const row of rows) bySkillName.get(row.userId)?.push({ skillId: row.skillId, level: row.level });
  return bySkillName;
}

/** The agent's skills become exactly these. */
export async function replaceMemberSkills(tx: Tx, workspaceId: string, userId: string, list: readonly MemberSkill[]): Promise<void> {
  await tx.delete(memberSkills).where(and(eq(memberSkills.workspaceId, workspaceId), eq(memberSkills.userId, userId)));
  if (list.length > 0) await tx.insert(memberSkills).values(list.map((s) => ({ workspaceId, userId, skillId: s.skillId, level: s.level })));
}

/** The keyword rules in the order they are tried. */
export async function listKeywordRules(db: Db | Tx, workspaceId: string): Promise<Required<KeywordRule>[]> {
  return db
    .select({ id: skillKeywordRules.id, skillId: skillKeywordRules.skillId, keywords: skillKeywordRules.keywords })
    .from(skillKeywordRules)
    .where(eq(skillKeywordRules.workspaceId, workspaceId))
    .orderBy(asc(skillKeywordRules.position), asc(skillKeywordRules.createdAt));
}

/** The rules become exactly these, in this order; a rule keeps its id when it had one here before. */
export async function replaceKeywordRules(tx: Tx, workspaceId: string, rules: readonly KeywordRule[], keptIds: ReadonlySet<string>): Promise<void> {
  await tx.delete(skillKeywordRules).where(eq(skillKeywordRules.workspaceId, workspaceId));
  if (rules.length === 0) return;
  const used = new Set<string>();
  const rows = rules.map((rule, position) => {
    // A pasted duplicate id becomes a new rule rather than a key clash.
    const keep = rule.id !== undefined && keptIds.has(rule.id) && !used.has(rule.id);
    if (keep) used.add(rule.id!);
    return { ...(keep ? { id: rule.id } : {}), workspaceId, skillId: rule.skillId, keywords: rule.keywords, position };
  });
  await tx.insert(skillKeywordRules).values(rows);
}
