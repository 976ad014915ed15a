// Agents' skills and the keyword rules (issue 15): the skills page lists every member who may hold
// conversations with their skills and capacity, and replaces one agent's skills, or the whole ordered list
// of keyword rules, at once. Administrators write, with an audit line; every member reads.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { mayTakeWork } from '../../../../src/domain/alerts';
import type { MemberSkill } from '../../../../src/domain/routing';
import { checkKeywordRules, checkMemberSkills, type KeywordRule } from '../../../../src/domain/skillRules';
import { members, users } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import type { ApiDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/record';
import { valueOrRefuse } from './checked';
import { listKeywordRules, listSkills, lockWorkspaceSkills, replaceKeywordRules, replaceMemberSkills, skillsOfMembers } from './repository';

export const NO_MEMBER = 'This person is not a member of your workspace.';

export interface SkilledMember {
  userId: string;
  name: string;
  skills: MemberSkill[];
  capacity: number | null;
}

/** The workspace's current members who may hold conversations (the transfer dialog's rule), by name. */
async function holders(db: Db | Tx, workspaceId: string, userId?: string) {
  const rows = await db
    .select({ userId: members.userId, name: users.username, role: members.role, access: members.access, expired: members.expired, capacity: members.capacity })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.workspaceId, workspaceId), isNull(members.deactivatedAt), userId ? eq(members.userId, userId) : undefined))
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
  return rows.filter((row) => mayTakeWork(row, 'chat'));
}

export async function listSkilledMembers(db: Db, workspaceId: string): Promise<SkilledMember[]> {
  const rows = await holders(db, workspaceId);
  const skills = await skillsOfMembers(db, workspaceId, rows.map((r) => r.userId));
  return rows.map((r) => ({ userId: r.userId, name: r.name, skills: skills.get(r.userId) ?? [], capacity: r.capacity }));
}

/** One member's skills; a member who may not hold conversations (or of another workspace) is not found. */
export async function memberSkillsOf(db: Db | Tx, workspaceId: string, userId: string): Promise<{ skills: MemberSkill[] }> {
  const [member] = await holders(db, workspaceId, userId);
  if (!member) throw notFound(NO_MEMBER);
  return { skills: (await skillsOfMembers(db, workspaceId, [userId])).get(userId) ?? [] };
}

export async function setMemberSkills(deps: ApiDeps, workspaceId: string, userId: string, raw: unknown, actor: AuditActor): Promise<{ skills: MemberSkill[] }> {
  return deps.db.transaction(async (tx) => {
    await lockWorkspaceSkills(tx, workspaceId);
    const [member] = await holders(tx, workspaceId, userId);
    if (!member) throw notFound(NO_MEMBER);
    const next = valueOrRefuse(checkMemberSkills(raw, (await listSkills(tx, workspaceId)).map((s) => s.id)));
    const before = (await skillsOfMembers(tx, workspaceId, [userId])).get(userId) ?? [];
    await replaceMemberSkills(tx, workspaceId, userId, next);
    const after = (await skillsOfMembers(tx, workspaceId, [userId])).get(userId) ?? [];
    await recordAudit(tx, workspaceId, actor, { action: 'member.skills-changed', targetType: 'member', targetId: userId, targetLabel: member.name, before, after });
    return { skills: after };
  });
}

export const keywordRulesOf = (db: Db, workspaceId: string): Promise<Required<KeywordRule>[]> => listKeywordRules(db, workspaceId);

/** The keyword rules become this list, tried in its order. */
export async function setKeywordRules(deps: ApiDeps, workspaceId: string, raw: unknown, actor: AuditActor): Promise<Required<KeywordRule>[]> {
  return deps.db.transaction(async (tx) => {
    await lockWorkspaceSkills(tx, workspaceId);
    const next = valueOrRefuse(checkKeywordRules(raw, (await listSkills(tx, workspaceId)).map((s) => s.id)));
    const before = await listKeywordRules(tx, workspaceId);
    await replaceKeywordRules(tx, workspaceId, next, new Set(before.map((r) => r.id)));
    const after = await listKeywordRules(tx, workspaceId);
    await recordAudit(tx, workspaceId, actor, {
      action: 'skill-keyword-rules.changed',
      targetType: 'setting',
      targetLabel: 'Keyword rules',
      before: before.map(({ skillId, keywords }) => ({ skillId, keywords })),
      after: after.map(({ skillId, keywords }) => ({ skillId, keywords })),
    });
    return after;
  });
}
