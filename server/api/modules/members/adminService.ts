import type { Member } from '../../../../src/domain/inbox';
import { LAST_ADMINISTRATOR, slotsOf, type ManagedMember, type MembersOverview } from '../../../../src/domain/invitationRules';
import type { Role } from '../../../../src/domain/api';
import type { Tx } from '../../db/client';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { isBeyondAgentSlots } from '../../http/agentSlots';
import { AppError, notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../audit/record';
import { publishConversation } from '../conversations/events';
import { findSummary } from '../conversations/repository';
import { publishAgentStatus, routeAfterStatus, writeAgentStatus } from '../presence/statusService';
import { routeConversation, routeQuietly } from '../routing/router';
import { readRoutingSettings } from '../routing/settingsRepository';
import {
  agentSlotTotal,
  endWorkspaceSessions,
  lockMembers,
  membersInJoinOrder,
  removeMembership,
  setMember,
  unassignOpenConversations,
  type MemberInOrder,
} from './adminRepository';

export const NO_SUCH_MEMBER = 'There is no such member in this workspace.';
const asRole = (role: string): Role => (role === 'Administrator' ? 'Administrator' : 'Agent');

export async function membersOverview(deps: ApiDeps, workspaceId: string): Promise<MembersOverview> {
  const [rows, total] = await Promise.all([membersInJoinOrder(deps.db, workspaceId), agentSlotTotal(deps.db, workspaceId)]);
  const { slots, limited } = slotsOf(rows.filter((r) => !r.deactivatedAt).map((r) => r.id), total);
  const members: ManagedMember[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: asRole(r.role),
    status: r.status === 'aux' ? 'aux' : 'available',
    departmentIds: r.departmentIds,
    joinedAt: r.joinedAt.toISOString(),
    deactivatedAt: r.deactivatedAt?.toISOString() ?? null,
    limited: limited.has(r.id),
  }));
  return { members, slots };
}

/** Whether this member is beyond the plan's agent slots (the /auth answer's limited member). */
export async function isBeyondSlots(deps: ApiDeps, workspaceId: string, userId: string): Promise<boolean> {
  // The same one query the api's gate asks (http/agentSlots.ts), so /auth and the api never disagree.
  return isBeyondAgentSlots(deps.db, workspaceId, userId);
}

const memberEvent = (r: MemberInOrder, role: string): Member => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: asRole(role),
  status: r.status,
  avatarUrl: r.avatarUrl,
});

/**
 * One change of a member, under a lock of the workspace's member rows so the last active Administrator
 * cannot be lost to two changes at once; `leavesAdmin` says whether the change takes an active
 * Administrator away. The change's own writes and its audit line run in the same transaction.
 */
async function changeMember<T>(
  deps: ApiDeps,
  ctx: WorkspaceContext,
  userId: string,
  leavesAdmin: (target: { role: string; deactivatedAt: Date | null }) => boolean,
  write: (tx: Tx, target: MemberInOrder) => Promise<T>,
): Promise<{ target: MemberInOrder; result: T }> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockMembers(tx, ctx.workspace.id);
    const row = locked.find((m) => m.userId === userId);
    if (!row) throw notFound(NO_SUCH_MEMBER);
    const activeAdmins = locked.filter((m) => m.role === 'Administrator' && !m.deactivatedAt);
    if (leavesAdmin(row) && activeAdmins.length <= 1) throw new AppError(409, LAST_ADMINISTRATOR);
    const target = (await membersInJoinOrder(tx, ctx.workspace.id)).find((m) => m.id === userId)!;
    return { target, result: await write(tx, target) };
  });
}

/** After the commit: the member's sockets close, and every console sees their conversations back in the queue. */
async function afterLeaving(deps: ApiDeps, workspaceId: string, userId: string, left: { sessionIds: string[]; queued: string[] }) {
  deps.realtime.disconnectSessions(left.sessionIds);
  for (const id of left.queued) {
    const summary = await findSummary(deps.db, workspaceId, id);
    if (summary) await publishConversation(deps, workspaceId, summary, userId);
  }
  // The hand-back setting (on by default): what they held is routed to colleagues at once.
  if (left.queued.length > 0 && (await readRoutingSettings(deps.db, workspaceId)).handBack.deactivate) {
    for (const id of left.queued) await routeQuietly(deps, 'member left', () => routeConversation(deps, workspaceId, id, 'hand back (deactivate)'));
  }
}

const isActiveAdmin = (m: { role: string; deactivatedAt: Date | null }) => m.role === 'Administrator' && !m.deactivatedAt;

export async function changeRole(deps: ApiDeps, ctx: WorkspaceContext, userId: string, role: Role): Promise<void> {
  const { target } = await changeMember(deps, ctx, userId, (m) => isActiveAdmin(m) && role !== 'Administrator', async (tx, t) => {
    await setMember(tx, ctx.workspace.id, userId, { role });
    await recordAudit(tx, ctx.workspace.id, actorOf(ctx), { action: 'member.role-changed', targetType: 'member', targetId: userId, targetLabel: t.email, before: { role: t.role }, after: { role } });
  });
  await deps.realtime.publish({ workspaceId: ctx.workspace.id, type: 'member updated', payload: { member: memberEvent(target, role) } });
}

/** Their sessions on this workspace end and their open conversations go back to the queue, at once. */
export async function deactivate(deps: ApiDeps, ctx: WorkspaceContext, userId: string): Promise<void> {
  const { target, result } = await changeMember(deps, ctx, userId, isActiveAdmin, async (tx, t) => {
    const now = deps.now();
    await setMember(tx, ctx.workspace.id, userId, { deactivatedAt: t.deactivatedAt ?? now });
    const queued = await unassignOpenConversations(tx, ctx.workspace.id, userId, now);
    const sessionIds = await endWorkspaceSessions(tx, ctx.workspace.id, userId);
    await recordAudit(tx, ctx.workspace.id, actorOf(ctx), {
      action: 'member.deactivated',
      targetType: 'member',
      targetId: userId,
      targetLabel: t.email,
      after: { conversationsQueued: queued.length, sessionsEnded: sessionIds.length },
    });
    return { sessionIds, queued };
  });
  await afterLeaving(deps, ctx.workspace.id, userId, result);
  await deps.realtime.publish({ workspaceId: ctx.workspace.id, type: 'member updated', payload: { member: memberEvent(target, target.role) } });
}

export async function reactivate(deps: ApiDeps, ctx: WorkspaceContext, userId: string): Promise<void> {
  const { target } = await changeMember(deps, ctx, userId, () => false, async (tx, t) => {
    await setMember(tx, ctx.workspace.id, userId, { deactivatedAt: null });
    await recordAudit(tx, ctx.workspace.id, actorOf(ctx), { action: 'member.reactivated', targetType: 'member', targetId: userId, targetLabel: t.email });
  });
  await deps.realtime.publish({ workspaceId: ctx.workspace.id, type: 'member updated', payload: { member: memberEvent(target, target.role) } });
}

/** Leaves the workspace: as deactivating, and the membership and its departments go. */
export async function removeMember(deps: ApiDeps, ctx: WorkspaceContext, userId: string): Promise<void> {
  const { result } = await changeMember(deps, ctx, userId, isActiveAdmin, async (tx, t) => {
    const queued = await unassignOpenConversations(tx, ctx.workspace.id, userId, deps.now());
    const sessionIds = await endWorkspaceSessions(tx, ctx.workspace.id, userId);
    await removeMembership(tx, ctx.workspace.id, userId);
    await recordAudit(tx, ctx.workspace.id, actorOf(ctx), { action: 'member.removed', targetType: 'member', targetId: userId, targetLabel: t.email, before: { role: t.role } });
    return { sessionIds, queued };
  });
  await afterLeaving(deps, ctx.workspace.id, userId, result);
  await deps.realtime.publish({ workspaceId: ctx.workspace.id, type: 'member removed', payload: { userId } });
}

/** An Administrator sets a member's status (available / aux), as the member's own switch does. */
export async function setStatus(deps: ApiDeps, ctx: WorkspaceContext, userId: string, status: 'available' | 'aux'): Promise<void> {
  const rows = await membersInJoinOrder(deps.db, ctx.workspace.id);
  const target = rows.find((r) => r.id === userId);
  if (!target) throw notFound(NO_SUCH_MEMBER);
  await deps.db.transaction(async (tx) => {
    // Their time-in-status stretch moves too (while they are online); an aux set for them has no reason.
    await writeAgentStatus(tx, userId, { status, reason: null }, deps.now(), false);
    await recordAudit(tx, ctx.workspace.id, actorOf(ctx), { action: 'member.status-changed', targetType: 'member', targetId: userId, targetLabel: target.email, before: { status: target.status }, after: { status } });
  });
  await publishAgentStatus(deps, ctx.workspace.id, userId, { status, reason: null });
  await routeAfterStatus(deps, ctx.workspace.id, userId, status);
}
