// A conversation's routing record (Administrators read why it went where it went) and an agent's manual
// choice of the skill it needs.
import { and, asc, eq } from 'drizzle-orm';
import type { NeededSkillAnswer, RoutingDecision } from '../../../../src/domain/routing';
import { skills } from '../../db/calendarSchema';
import { conversations } from '../../db/inboxSchema';
import { routingDecisions } from '../../db/routingSchema';
import { users } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { NO_SUCH_CONVERSATION } from '../conversations/access';
import { routeConversation } from './router';
import { toRoutingDecision } from './routingEvents';
import { lockRouting } from './routingRepository';

async function conversationOf(deps: ApiDeps, workspaceId: string, id: string) {
  const [row] = await deps.db.select().from(conversations).where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.id, id)));
  if (!row) throw notFound(NO_SUCH_CONVERSATION);
  return row;
}

/** Every decision on the conversation, oldest first, with the chosen agent's name. */
export async function listDecisions(deps: ApiDeps, workspaceId: string, conversationId: string): Promise<RoutingDecision[]> {
  await conversationOf(deps, workspaceId, conversationId);
  const rows = await deps.db
    .select({ decision: routingDecisions, chosenName: users.username })
    .from(routingDecisions)
    .leftJoin(users, eq(users.id, routingDecisions.chosenUserId))
    .where(eq(routingDecisions.conversationId, conversationId))
    .orderBy(asc(routingDecisions.at), asc(routingDecisions.id));
  return rows.map((r) => toRoutingDecision(r.decision, r.chosenName));
}

export const ONLY_ASSIGNEE_SETS_SKILL = 'Only an Administrator or the agent holding this conversation can choose the skill it needs.';
export const NOT_A_SKILL = 'Choose a skill of this workspace, or none';

const answerOf = (c: typeof conversations.$inferSelect): NeededSkillAnswer => ({
  conversationId: c.id,
  neededSkillId: c.neededSkillId,
  neededSkillSource: c.neededSkillSource,
  routingState: c.routingState,
  assigneeId: c.assigneeId,
});

/** The skill the conversation needs as routing last set it, for those who may change it (Administrators, its assignee). */
export async function neededSkillOf(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<NeededSkillAnswer> {
  const row = await conversationOf(deps, ctx.workspace.id, id);
  if (ctx.member.role !== 'Administrator' && row.assigneeId !== ctx.user.id) throw forbidden(ONLY_ASSIGNEE_SETS_SKILL);
  return answerOf(row);
}

/**
 * An Administrator's or the assignee's choice of the skill the conversation needs (null: none). It stands
 * over the channel's, department's and keyword rules' skill; a waiting conversation is routed again with it.
 */
export async function setNeededSkill(deps: ApiDeps, ctx: WorkspaceContext, id: string, skillId: string | null): Promise<NeededSkillAnswer> {
  const workspaceId = ctx.workspace.id;
  const before = await conversationOf(deps, workspaceId, id);
  if (ctx.member.role !== 'Administrator' && before.assigneeId !== ctx.user.id) throw forbidden(ONLY_ASSIGNEE_SETS_SKILL);
  if (skillId) {
    const [skill] = await deps.db.select({ id: skills.id }).from(skills).where(and(eq(skills.workspaceId, workspaceId), eq(skills.id, skillId)));
    if (!skill) throw badRequest(NOT_A_SKILL, { skillId: NOT_A_SKILL });
  }
  // Under the routing lock: a pass running now reads the skill before or after, never half of it.
  await deps.db.transaction(async (tx) => {
    await lockRouting(tx, workspaceId);
    await tx.update(conversations).set({ neededSkillId: skillId, neededSkillSource: 'manual' }).where(eq(conversations.id, id));
  });
  if (before.routingState === 'waiting') await routeConversation(deps, workspaceId, id, 'needed skill chosen');
  return answerOf(await conversationOf(deps, workspaceId, id));
}
