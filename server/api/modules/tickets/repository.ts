import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, users, workspaces } from '../../db/schema';
import { conversations, ticketHistory, tickets } from '../../db/inboxSchema';
import { routingPriorityOf } from '../../../../src/domain/routingRules';
import { slaAfterChange, startTicketSla } from '../sla/clocks';

export type TicketRow = typeof tickets.$inferSelect;
import type { Tx } from '../../db/client';
export type { Tx };

export interface HistoryEntry {
  field: string;
  old: string | null;
  new: string | null;
}

/** What an action may change on a ticket row. */
export type TicketChange = Partial<
  Pick<
    TicketRow,
    'status' | 'statusOmni' | 'priority' | 'assigneeId' | 'departmentId' | 'tags' | 'mergedIntoId' | 'solvedAt' | 'updatedAt'
  >
>;

/**
 * Inserts a ticket with the workspace's next number and its first history entry. The counter row is
 * locked by the UPDATE, so tickets created at the same time get distinct, consecutive numbers.
 */
export async function insertTicket(
  db: Db,
  input: Omit<typeof tickets.$inferInsert, 'id' | 'number'> & { workspaceId: string },
  actorId: string | null,
  history: HistoryEntry,
): Promise<TicketRow> {
  return db.transaction(async (tx) => {
    const [counter] = await tx
      .update(workspaces)
      .set({ ticketSeq: sql`${workspaces.ticketSeq} + 1` })
      .where(eq(workspaces.id, input.workspaceId))
      .returning({ seq: workspaces.ticketSeq });
    const [row] = await tx.insert(tickets).values({ ...input, number: counter!.seq }).returning();
    await addHistory(tx, row!, actorId, [history], input.createdAt ?? new Date());
    return startTicketSla(tx, row!);
  });
}

/** The lines of one change a millisecond apart, so they read back in the order they were written. */
export async function addHistory(tx: Tx | Db, ticket: TicketRow, actorId: string | null, entries: HistoryEntry[], at: Date): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(ticketHistory)
    .values(entries.map((entry, i) => ({ ticketId: ticket.id, workspaceId: ticket.workspaceId, actorId, ...entry, at: new Date(at.getTime() + i) })));
}

export async function findTicket(db: Db, workspaceId: string, id: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.workspaceId, workspaceId), eq(tickets.id, id)));
  return row;
}

/** Changes a ticket and records the change (one history line per changed field), in one transaction. */
export async function updateTicket(
  db: Db | Tx,
  ticket: TicketRow,
  set: TicketChange,
  actorId: string | null,
  history: HistoryEntry | HistoryEntry[],
): Promise<TicketRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(tickets).set(set).where(eq(tickets.id, ticket.id)).returning();
    // The router's queue weighs the conversation by its ticket's priority (queue order 'priority'), on every path: one ticket, bulk, merge.
    if (set.priority && row!.conversationId) {
      await tx.update(conversations).set({ routingPriority: routingPriorityOf(set.priority) }).where(eq(conversations.id, row!.conversationId));
    }
    await addHistory(tx, row!, actorId, Array.isArray(history) ? history : [history], set.updatedAt ?? new Date());
    return slaAfterChange(tx, ticket, row!, set.updatedAt ?? new Date());
  });
}

/** The first agent reply's time, kept once: later replies leave it as it is. Answers whether it was set now. */
export async function recordFirstResponse(db: Db, ticketId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(tickets)
    .set({ firstResponseAt: at })
    .where(and(eq(tickets.id, ticketId), isNull(tickets.firstResponseAt)))
    .returning({ id: tickets.id });
  return rows.length > 0;
}

/** Whether work may be given to this user: 'none' (not a member), 'deactivated', or 'active'. */
export async function assigneeState(db: Db, workspaceId: string, userId: string): Promise<'none' | 'deactivated' | 'active'> {
  const [row] = await db
    .select({ deactivatedAt: members.deactivatedAt })
    .from(members)
    .where(and(eq(members.workspaceId, workspaceId), eq(members.userId, userId)));
  if (!row) return 'none';
  return row.deactivatedAt ? 'deactivated' : 'active';
}

export async function userName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.username }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export async function administratorIds(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.workspaceId, workspaceId), eq(members.role, 'Administrator')));
  return rows.map((r) => r.userId);
}
