import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_MESSAGE_SOUND, isMessageSound, type MessageSound } from '../../../../src/domain/alerts';
import type { Db } from '../../db/client';
import { conversationReads, memberAlerts, ticketReads } from '../../db/alertsSchema';
import { members } from '../../db/schema';

export interface AlertMember {
  userId: string;
  role: string;
  access: string[];
  expired: boolean;
  /** Work before this counts as read: the member's row, else the day they joined. */
  baseline: Date;
  sound: MessageSound;
}

/** The workspace's members with their alert settings; all of them, or only `userIds`. */
export async function alertMembers(db: Db, workspaceId: string, userIds?: readonly string[]): Promise<AlertMember[]> {
  if (userIds && userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: members.userId,
      role: members.role,
      access: members.access,
      expired: members.expired,
      joinedAt: members.createdAt,
      baseline: memberAlerts.readBaseline,
      sound: memberAlerts.sound,
    })
    .from(members)
    .leftJoin(memberAlerts, and(eq(memberAlerts.workspaceId, members.workspaceId), eq(memberAlerts.userId, members.userId)))
    // A deactivated member is told of no work (and has no console open in this workspace).
    .where(and(eq(members.workspaceId, workspaceId), isNull(members.deactivatedAt), userIds ? inArray(members.userId, [...userIds]) : undefined));
  return rows.map((row) => ({
    userId: row.userId,
    role: row.role,
    access: row.access,
    expired: row.expired,
    baseline: row.baseline ?? row.joinedAt,
    sound: isMessageSound(row.sound) ? row.sound : DEFAULT_MESSAGE_SOUND,
  }));
}

/** One counted member: who, from when, and whether they may take unassigned work of the counted kind. */
export interface CountedMember {
  userId: string;
  baseline: Date;
  takes: boolean;
}

/** The members as a VALUES list, so one query counts for all of them. */
function memberValues(list: readonly CountedMember[]): SQL {
  const rows = list.map((m) => sql`(${m.userId}::uuid, ${m.baseline.toISOString()}::timestamptz, ${m.takes}::boolean)`);
  return sql`(VALUES ${sql.join(rows, sql`, `)}) AS m(user_id, baseline, takes)`;
}

/** The rows of a raw query: PGlite and node-postgres both answer { rows }. */
const rowsOf = (result: unknown) => (result as { rows: { userId: string; n: number }[] }).rows;

function byUser(rows: { userId: string; n: number }[], list: readonly CountedMember[]): Map<string, number> {
  const counts = new Map(list.map((m) => [m.userId, 0]));
  for (const row of rows) counts.set(row.userId, Number(row.n));
  return counts;
}

/**
 * Unread conversations per member: open, held by them or unassigned when they may take it, and whose
 * newest customer message came after their read marker (or their baseline). Only conversations with a
 * customer message since the oldest baseline are looked at (conversations_inbound_idx).
 */
export async function countUnreadConversations(db: Db, workspaceId: string, list: readonly CountedMember[]): Promise<Map<string, number>> {
  if (list.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT m.user_id::text AS "userId", count(c.id)::int AS n
    FROM ${memberValues(list)}
    JOIN conversations c ON c.workspace_id = ${workspaceId}::uuid AND c.status = 'open'
      AND c.last_inbound_at IS NOT NULL AND c.last_inbound_at > m.baseline
      AND (c.assignee_id = m.user_id OR (c.assignee_id IS NULL AND m.takes))
    LEFT JOIN conversation_reads r ON r.conversation_id = c.id AND r.user_id = m.user_id
    WHERE r.read_at IS NULL OR c.last_inbound_at > r.read_at
    GROUP BY m.user_id`);
  return byUser(rowsOf(result), list);
}

/**
 * Unread tickets per member: open (not solved, not merged), held by them or unassigned when they may take
 * it, and changed (updated_at) or written to by the customer (its conversation's last_inbound_at) after
 * their read marker or baseline. A member's own changes move their marker (markTicketRead), so only what
 * others did counts. Only tickets with such activity since the oldest baseline are looked at.
 */
export async function countUnreadTickets(db: Db, workspaceId: string, list: readonly CountedMember[]): Promise<Map<string, number>> {
  if (list.length === 0) return new Map();
  const since = new Date(Math.min(...list.map((m) => m.baseline.getTime()))).toISOString();
  const result = await db.execute(sql`
    WITH active AS (
      SELECT id FROM tickets WHERE workspace_id = ${workspaceId}::uuid AND updated_at > ${since}::timestamptz
      UNION
      SELECT ticket_id FROM conversations
      WHERE workspace_id = ${workspaceId}::uuid AND last_inbound_at > ${since}::timestamptz AND ticket_id IS NOT NULL
    )
    SELECT m.user_id::text AS "userId", count(t.id)::int AS n
    FROM ${memberValues(list)}
    JOIN tickets t ON t.id IN (SELECT id FROM active) AND t.workspace_id = ${workspaceId}::uuid
      AND t.merged_into_id IS NULL AND t.status <> 'solved'
      AND (t.assignee_id = m.user_id OR (t.assignee_id IS NULL AND m.takes))
    LEFT JOIN conversations c ON c.id = t.conversation_id
    LEFT JOIN ticket_reads r ON r.ticket_id = t.id AND r.user_id = m.user_id
    WHERE greatest(t.updated_at, c.last_inbound_at) > greatest(m.baseline, coalesce(r.read_at, m.baseline))
    GROUP BY m.user_id`);
  return byUser(rowsOf(result), list);
}

export async function markConversationRead(db: Db, input: { workspaceId: string; userId: string; conversationId: string; at: Date }): Promise<void> {
  await db
    .insert(conversationReads)
    .values({ workspaceId: input.workspaceId, userId: input.userId, itemId: input.conversationId, readAt: input.at })
    .onConflictDoUpdate({ target: [conversationReads.itemId, conversationReads.userId], set: { readAt: sql`greatest(${conversationReads.readAt}, excluded.read_at)` } });
}

export async function markTicketRead(db: Db, input: { workspaceId: string; userId: string; ticketId: string; at: Date }): Promise<void> {
  await db
    .insert(ticketReads)
    .values({ workspaceId: input.workspaceId, userId: input.userId, itemId: input.ticketId, readAt: input.at })
    .onConflictDoUpdate({ target: [ticketReads.itemId, ticketReads.userId], set: { readAt: sql`greatest(${ticketReads.readAt}, excluded.read_at)` } });
}

/** Saves a member's sound; a member without a settings row gets one, keeping the day they joined as baseline. */
export async function saveSound(db: Db, workspaceId: string, userId: string, sound: MessageSound): Promise<void> {
  await db
    .insert(memberAlerts)
    .values({ workspaceId, userId, sound })
    .onConflictDoUpdate({ target: [memberAlerts.workspaceId, memberAlerts.userId], set: { sound } });
}
