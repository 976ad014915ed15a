// The router's SQL: the workspace's lock, the waiting queue, the candidates and the decision rows.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { NeededSkillSource } from '../../../../src/domain/routing';
import type { Db, Tx } from '../../db/client';
import { skills } from '../../db/calendarSchema';
import { departments, messages } from '../../db/inboxSchema';
import { departmentMembers } from '../../db/adminSchema';
import { memberSkills, routingDecisions, skillKeywordRules } from '../../db/routingSchema';
import { users, workspaceSettings } from '../../db/schema';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Every routing write of a workspace holds this lock for its transaction, on every api instance: two
 * decisions never see the same free capacity, so no conversation goes to two agents and no agent past
 * their capacity. PostgreSQL and PGlite both have advisory locks.
 */
export async function lockRouting(tx: Tx, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`routing:${workspaceId}`}))`);
}

export async function storedRoutingSettings(db: Db | Tx, workspaceId: string): Promise<unknown> {
  const [row] = await db.select({ routing: workspaceSettings.routing }).from(workspaceSettings).where(eq(workspaceSettings.workspaceId, workspaceId));
  return row?.routing;
}

/** What routing needs of one conversation: its state, and the department and skills around it. */
export interface QueueRow {
  id: string;
  status: 'open' | 'resolved';
  assigneeId: string | null;
  ticketId: string | null;
  routingState: 'waiting' | 'assigned' | null;
  queuedAt: Date | null;
  routingPriority: number;
  departmentId: string | null;
  channelSkillId: string | null;
  neededSkillId: string | null;
  neededSkillSource: NeededSkillSource | null;
  previousAssigneeId: string | null;
  lastReason: string | null;
}

const ts = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

function toQueueRow(r: Record<string, unknown>): QueueRow {
  return {
    id: r.id as string,
    status: r.status as QueueRow['status'],
    assigneeId: (r.assignee_id as string | null) ?? null,
    ticketId: (r.ticket_id as string | null) ?? null,
    routingState: (r.routing_state as QueueRow['routingState']) ?? null,
    queuedAt: ts(r.queued_at),
    routingPriority: Number(r.routing_priority),
    departmentId: (r.department_id as string | null) ?? null,
    channelSkillId: (r.channel_skill_id as string | null) ?? null,
    neededSkillId: (r.needed_skill_id as string | null) ?? null,
    neededSkillSource: (r.needed_skill_source as NeededSkillSource | null) ?? null,
    previousAssigneeId: (r.previous_assignee_id as string | null) ?? null,
    lastReason: (r.last_reason as string | null) ?? null,
  };
}

// The routing department is the ticket's department, else the channel's default one.
const QUEUE_COLUMNS = sql`c.id, c.status, c.assignee_id, c.ticket_id, c.routing_state, c.queued_at, c.routing_priority,
  coalesce(t.department_id, ch.default_department_id) as department_id, ch.skill_id as channel_skill_id,
  c.needed_skill_id, c.needed_skill_source, c.previous_assignee_id,
  (select d.reason from routing_decisions d where d.conversation_id = c.id order by d.at desc limit 1) as last_reason
  from conversations c join channels ch on ch.id = c.channel_id left join tickets t on t.id = c.ticket_id`;

export async function findQueueRows(db: Db | Tx, workspaceId: string, ids: string[]): Promise<QueueRow[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${QUEUE_COLUMNS} where c.workspace_id = ${workspaceId} and c.id in ${idList(ids)}`));
  return rows.map(toQueueRow);
}

const idList = (ids: string[]) => sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`;

/**
 * The waiting conversations in queue order (the partial queue index serves the oldest-first order), and
 * the ones to decide (`withIds`, first, whatever their state) in the same read.
 */
export async function waitingQueue(tx: Tx, workspaceId: string, order: 'oldest' | 'priority', limit: number, withIds: string[] = []): Promise<QueueRow[]> {
  const orderBy = order === 'priority' ? sql`c.routing_priority desc, c.queued_at, c.id` : sql`c.queued_at, c.id`;
  const waiting = sql`(c.routing_state = 'waiting' and c.status = 'open' and c.assignee_id is null)`;
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(
      withIds.length > 0
        ? sql`select ${QUEUE_COLUMNS} where c.workspace_id = ${workspaceId} and (c.id in ${idList(withIds)} or ${waiting})
            order by (c.id in ${idList(withIds)}) desc, ${orderBy} limit ${limit + withIds.length}`
        : sql`select ${QUEUE_COLUMNS} where c.workspace_id = ${workspaceId} and ${waiting} order by ${orderBy} limit ${limit}`,
    ),
  );
  return rows.map(toQueueRow);
}

/** A member who could take work, as the router sees them (before the department and skill filters). */
export interface MemberLoad {
  userId: string;
  name: string;
  role: string;
  access: string[];
  expired: boolean;
  status: string;
  online: boolean;
  capacity: number;
  openCount: number;
  lastAssignedAt: Date | null;
}

/**
 * The workspace's active members within the agent slots (agentSlots.ts: an Agent joined after the slots
 * are taken is limited), with their status, presence, capacity and open conversations: one query over the
 * members, whose open_conversations the database keeps exact.
 */
export const memberLoadsSql = (workspaceId: string, now: Date, defaultCapacity: number) => sql`
      with active as (
        select m.user_id, m.role, m.access, m.expired, m.capacity, m.last_assigned_at, m.online_until, m.open_conversations,
          row_number() over (order by m.created_at, m.user_id) as rank
        from members m where m.workspace_id = ${workspaceId} and m.deactivated_at is null),
      slots as (select b.agents from billing_accounts b where b.workspace_id = ${workspaceId} and b.package_name is not null)
      select a.user_id, u.username, a.role, a.access, a.expired, u.status, a.last_assigned_at,
        coalesce(a.online_until > ${now.toISOString()}::timestamptz, false) as online,
        coalesce(a.capacity, ${defaultCapacity}) as capacity,
        -- Kept exact by the database (migration 0011's trigger on conversations), not counted per decision.
        a.open_conversations as open_count
      from active a join users u on u.id = a.user_id
      where not (a.role = 'Agent' and a.rank > coalesce((select agents from slots), a.rank))`;

export async function memberLoads(tx: Tx, workspaceId: string, now: Date, defaultCapacity: number): Promise<MemberLoad[]> {
  const rows = rowsOf<Record<string, unknown>>(await tx.execute(memberLoadsSql(workspaceId, now, defaultCapacity)));
  return rows.map((r) => ({
    userId: r.user_id as string,
    name: r.username as string,
    role: r.role as string,
    access: (typeof r.access === 'string' ? JSON.parse(r.access) : r.access) as string[],
    expired: Boolean(r.expired),
    status: r.status as string,
    online: Boolean(r.online),
    capacity: Number(r.capacity),
    openCount: Number(r.open_count),
    lastAssignedAt: ts(r.last_assigned_at),
  }));
}

export async function departmentMemberIds(tx: Tx, departmentId: string): Promise<Set<string>> {
  const rows = await tx.select({ userId: departmentMembers.userId }).from(departmentMembers).where(eq(departmentMembers.departmentId, departmentId));
  return new Set(rows.map((r) => r.userId));
}

export async function skillLevels(tx: Tx, skillId: string): Promise<Map<string, number>> {
  const rows = await tx.select({ userId: memberSkills.userId, level: memberSkills.level }).from(memberSkills).where(eq(memberSkills.skillId, skillId));
  return new Map(rows.map((r) => [r.userId, r.level]));
}

export async function workspaceDepartments(tx: Db | Tx, workspaceId: string) {
  return tx
    .select({ id: departments.id, name: departments.name, mode: departments.assignmentMode, skillId: departments.skillId })
    .from(departments)
    .where(eq(departments.workspaceId, workspaceId));
}

export async function workspaceSkillNames(tx: Db | Tx, workspaceId: string): Promise<Map<string, string>> {
  const rows = await tx.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.workspaceId, workspaceId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function keywordRules(tx: Db | Tx, workspaceId: string) {
  return tx
    .select({ skillId: skillKeywordRules.skillId, keywords: skillKeywordRules.keywords })
    .from(skillKeywordRules)
    .where(eq(skillKeywordRules.workspaceId, workspaceId))
    .orderBy(asc(skillKeywordRules.position), asc(skillKeywordRules.createdAt));
}

/** The customer's first message: what keyword rules read. */
export async function firstCustomerText(tx: Db | Tx, conversationId: string): Promise<string> {
  const [row] = await tx
    .select({ text: messages.text })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.direction, 'inbound')))
    .orderBy(asc(messages.createdAt))
    .limit(1);
  return row?.text ?? '';
}

export type DecisionRow = typeof routingDecisions.$inferSelect;

export async function insertDecision(tx: Tx, values: typeof routingDecisions.$inferInsert): Promise<DecisionRow> {
  const [row] = await tx.insert(routingDecisions).values(values).returning();
  return row!;
}


export async function userName(db: Db | Tx, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.username }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Someone';
}
