// One routing pass inside the workspace's locked transaction: the candidates are read once (one query,
// plus one per department and per needed skill met), each decision is made in memory by decideRoute, and
// the loads are updated as conversations are given out, so a drain of many conversations stays short.
import { eq, sql } from 'drizzle-orm';
import { mayTakeWork } from '../../../../src/domain/alerts';
import type { AssignmentMode, NeededSkillSource } from '../../../../src/domain/routing';
import { decideRoute, isEligible, neededSkillFor, type RouteCandidate, type RouteDecision } from '../../../../src/domain/routingRules';
import type { Tx } from '../../db/client';
import { conversations } from '../../db/inboxSchema';
import { members } from '../../db/schema';
import { ticketFollowsConversation, type TicketChanged } from '../conversations/ticketFollows';
import * as repo from './routingRepository';
import type { RoutingSetup } from './routingSetup';

/** What a pass did to one conversation, for the events published after the commit. */
export interface RoutedConversation {
  conversationId: string;
  assigneeId: string | null;
  /** Who held it before this pass (a reopened conversation), null when it was nobody's. */
  heldBy: string | null;
  decision: repo.DecisionRow | null;
  ticketChange: TicketChanged | null;
}

interface RouteContext {
  mode: AssignmentMode;
  departmentId: string | null;
  departmentName: string | null;
  skillId: string | null;
  skillSource: NeededSkillSource | null;
}

export async function openRoutingSession(tx: Tx, workspaceId: string, now: Date, setup: RoutingSetup) {
  const { settings, departments, skillNames, rules, firstTexts } = setup;
  const loads = (await repo.memberLoads(tx, workspaceId, now, settings.defaultCapacity)).filter((m) => mayTakeWork(m, 'chat'));
  const memberSets = new Map<string, Set<string>>();
  const levels = new Map<string, Map<string, number>>();

  const cached = async <K, V>(cache: Map<K, V>, key: K, load: () => Promise<V>) => {
    if (!cache.has(key)) cache.set(key, await load());
    return cache.get(key)!;
  };

  async function contextOf(row: repo.QueueRow): Promise<RouteContext> {
    const department = row.departmentId ? departments.get(row.departmentId) : undefined;
    const mode = department?.mode ?? settings.defaultMode;
    let skillId = row.neededSkillId;
    let skillSource = row.neededSkillSource;
    // A manual choice stands; a keyword rule read the first message once; a department or channel may change.
    if (skillSource !== 'manual' && skillSource !== 'keyword') {
      const firstTime = skillSource === null && rules.length > 0;
      const text = firstTime ? (firstTexts.get(row.id) ?? (await repo.firstCustomerText(tx, row.id))) : '';
      const found = neededSkillFor({
        channelSkillId: row.channelSkillId,
        departmentSkillId: department?.skillId ?? null,
        keywordRules: firstTime ? rules : [],
        firstMessageText: text,
      });
      skillId = found?.skillId ?? null;
      skillSource = found?.source ?? null;
    }
    return { mode, departmentId: department?.id ?? null, departmentName: department?.name ?? null, skillId, skillSource };
  }

  async function candidatesFor(ctx: RouteContext): Promise<RouteCandidate[]> {
    const inDepartment = ctx.departmentId ? await cached(memberSets, ctx.departmentId, () => repo.departmentMemberIds(tx, ctx.departmentId!)) : null;
    const skill = ctx.skillId ? await cached(levels, ctx.skillId, () => repo.skillLevels(tx, ctx.skillId!)) : null;
    return loads.map((m) => ({ ...asCandidate(m), isMember: inDepartment ? inDepartment.has(m.userId) : true, skillLevel: skill?.get(m.userId) ?? 0 }));
  }

  async function assign(row: repo.QueueRow, ctx: RouteContext, decision: Extract<RouteDecision, { kind: 'assigned' }>): Promise<RoutedConversation> {
    await tx
      .update(conversations)
      .set({ ...routingColumns(ctx), assigneeId: decision.userId, routingState: 'assigned', updatedAt: now })
      .where(eq(conversations.id, row.id));
    const ticketChange =
      row.assigneeId === decision.userId ? null : await ticketFollowsConversation(tx, { workspaceId, ticketId: row.ticketId, assigneeId: decision.userId, actorId: null, now });
    await tx.update(members).set({ lastAssignedAt: now }).where(sql`${members.workspaceId} = ${workspaceId} and ${members.userId} = ${decision.userId}`);
    const load = loads.find((m) => m.userId === decision.userId)!;
    if (row.assigneeId !== decision.userId) load.openCount += 1;
    load.lastAssignedAt = now;
    const written = await repo.insertDecision(tx, {
      workspaceId,
      conversationId: row.id,
      mode: ctx.mode,
      outcome: 'assigned',
      chosenUserId: decision.userId,
      reason: decision.reason,
      details: { departmentId: ctx.departmentId, neededSkillId: ctx.skillId, neededSkillSource: ctx.skillSource },
      at: now,
    });
    return { conversationId: row.id, assigneeId: decision.userId, heldBy: row.assigneeId, decision: written, ticketChange };
  }

  async function wait(row: repo.QueueRow, ctx: RouteContext, reason: string): Promise<RoutedConversation> {
    await tx
      .update(conversations)
      .set({
        ...routingColumns(ctx),
        routingState: 'waiting',
        queuedAt: row.routingState === 'waiting' && row.queuedAt ? row.queuedAt : now,
        ...(row.assigneeId ? { assigneeId: null, updatedAt: now } : {}),
      })
      .where(eq(conversations.id, row.id));
    const ticketChange = row.assigneeId ? await ticketFollowsConversation(tx, { workspaceId, ticketId: row.ticketId, assigneeId: null, actorId: null, now }) : null;
    if (row.assigneeId) loads.filter((m) => m.userId === row.assigneeId).forEach((m) => (m.openCount -= 1));
    // The same reason again says nothing new: the row stays the one written first.
    const written =
      reason === row.lastReason
        ? null
        : await repo.insertDecision(tx, { workspaceId, conversationId: row.id, mode: ctx.mode, outcome: 'waiting', reason, details: { departmentId: ctx.departmentId, neededSkillId: ctx.skillId }, at: now });
    return { conversationId: row.id, assigneeId: null, heldBy: row.assigneeId, decision: written, ticketChange };
  }

  return {
    /** Whether anyone at all could take a conversation now (a drain stops when nobody can). */
    anyoneFree: () => loads.some((m) => isEligible(asCandidate(m))),

    /**
     * Routes one open conversation, unassigned or reopened in its agent's hands: given to an agent, or
     * waiting with its reason. In manual mode it leaves the queue (null): agents take it as before routing.
     */
    async route(row: repo.QueueRow): Promise<RoutedConversation | null> {
      const ctx = await contextOf(row);
      if (ctx.mode === 'manual') {
        if (row.routingState !== null) await tx.update(conversations).set({ ...routingColumns(ctx), routingState: null, queuedAt: null }).where(eq(conversations.id, row.id));
        return null;
      }
      // A reopened conversation still held by its agent: they get it back if they can take it, counted without it.
      const candidates = (await candidatesFor(ctx)).map((c) => (c.userId === row.assigneeId ? { ...c, openCount: c.openCount - 1 } : c));
      const decision = decideRoute({
        mode: ctx.mode,
        neededSkillId: ctx.skillId,
        neededSkillName: ctx.skillId ? (skillNames.get(ctx.skillId) ?? null) : null,
        departmentName: ctx.departmentName,
        previousAssigneeId: row.assigneeId ?? row.previousAssigneeId,
        candidates,
      });
      if (decision.kind === 'manual') return null;
      return decision.kind === 'assigned' ? assign(row, ctx, decision) : wait(row, ctx, decision.reason);
    },
  };
}

const routingColumns = (ctx: RouteContext) => ({ routingDepartmentId: ctx.departmentId, neededSkillId: ctx.skillId, neededSkillSource: ctx.skillSource });

const asCandidate = (m: repo.MemberLoad): RouteCandidate => ({
  userId: m.userId,
  name: m.name,
  status: m.status === 'available' ? 'available' : 'aux',
  online: m.online,
  isMember: true,
  openCount: m.openCount,
  capacity: m.capacity,
  skillLevel: 0,
  lastAssignedAt: m.lastAssignedAt,
});

export type RoutingSession = Awaited<ReturnType<typeof openRoutingSession>>;
