import { and, asc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { CLOSED_OMNI_STATUS, closeSolvedBefore, ticketSettingsOf } from '../../../../src/domain/ticketSettingsRules';
import { workspaceSettings } from '../../db/schema';
import { tickets } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { publishTicketChange } from './events';
import { updateTicket, type HistoryEntry, type TicketRow } from './repository';
import { line } from './ticketEditRules';

/** Tickets closed per transaction, so a large backlog never holds one long transaction. */
export const CLOSE_BATCH = 200;

/**
 * The 'close solved tickets after N days' job: in every workspace that turned it on, each ticket solved
 * more than N × 24 hours ago (elapsed time since solving, so no day boundary and no time zone matters)
 * gets the omni status 'closed': it stays Solved, and a customer's reply then opens a new ticket instead of
 * reopening it (reopensOnReply). Merged tickets are left as they are. Each close writes a ticket history
 * line without an actor (the product did it) and, after its batch commits, the usual ticket events with
 * the action 'close'. It writes no audit line: the audit log records what people changed (the setting
 * that turned closing on is there), while each ticket's own history says it was closed and when.
 * Answers how many tickets it closed.
 */
export async function closeSolvedTickets(deps: ApiDeps): Promise<number> {
  const now = deps.now();
  const rows = await deps.db
    .select({ workspaceId: workspaceSettings.workspaceId, ticket: workspaceSettings.ticket })
    .from(workspaceSettings)
    .where(sql`${workspaceSettings.ticket}->'closeSolvedAfterDays' <> 'null'::jsonb`);
  let closed = 0;
  for (const row of rows) {
    const before = closeSolvedBefore(ticketSettingsOf(row.ticket), now);
    if (before) closed += await closeWorkspaceTickets(deps, row.workspaceId, before, now);
  }
  return closed;
}

async function closeWorkspaceTickets(deps: ApiDeps, workspaceId: string, solvedBefore: Date, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const written = await deps.db.transaction(async (tx) => {
      // Locked and skipped when an agent holds one right now: it is closed on the next run if still due.
      const due = await tx
        .select()
        .from(tickets)
        .where(
          and(
            eq(tickets.workspaceId, workspaceId),
            eq(tickets.status, 'solved'),
            isNull(tickets.mergedIntoId),
            lt(tickets.solvedAt, solvedBefore),
            or(isNull(tickets.statusOmni), ne(tickets.statusOmni, CLOSED_OMNI_STATUS)),
          ),
        )
        .orderBy(asc(tickets.solvedAt))
        .limit(CLOSE_BATCH)
        .for('update', { skipLocked: true });
      const out: { ticket: TicketRow; history: HistoryEntry }[] = [];
      for (const ticket of due) {
        const history = line('statusOmni', ticket.statusOmni, CLOSED_OMNI_STATUS);
        out.push({ ticket: await updateTicket(tx, ticket, { statusOmni: CLOSED_OMNI_STATUS, updatedAt: now }, null, history), history });
      }
      return out;
    });
    for (const { ticket, history } of written) await publishTicketChange(deps, ticket, 'close', ticket.assigneeId, history);
    total += written.length;
    if (written.length < CLOSE_BATCH) return total;
  }
}
