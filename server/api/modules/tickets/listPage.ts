import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, tickets } from '../../db/inboxSchema';
import type { TicketListRequest } from './listQuery';
import { afterRow, listConditions, listOrder, PRIORITY_ORDER, sortColumn, type Visibility } from './listSql';
import { slaPageRows } from './listSlaPage';
import { summaryColumns, type SummaryRow } from './summary';

export interface PageRow extends SummaryRow {
  /** The sort column as text, microseconds kept, for the cursor. */
  at: string;
}

/** One band of the list in index order: all of it, or one priority of the priority sort. */
export function bandQuery(
  db: Db,
  workspaceId: string,
  visibility: Visibility,
  request: TicketListRequest,
  band: { priority?: string; after?: SQL; limit: number; where?: SQL; order?: SQL[]; at?: SQL<string> },
) {
  return db
    .select({ ...summaryColumns, at: band.at ?? sql<string>`${sortColumn(request.sort)}::text` })
    .from(tickets)
    .leftJoin(contacts, eq(contacts.id, tickets.contactId))
    .where(
      and(
        listConditions(workspaceId, visibility, request.filter),
        band.priority ? eq(tickets.priority, band.priority) : undefined,
        band.where,
        band.after,
      ),
    )
    .orderBy(...(band.order ?? listOrder(request.sort)))
    .limit(band.limit);
}

/**
 * Up to limit + 1 rows after the cursor (the extra one tells whether there is a next page), each with its
 * priority rank. The priority sort reads one priority at a time, each walking tickets_created_idx, and
 * stops once the page is full: ordering by a computed rank would sort the whole workspace instead.
 */
export async function pageRows(db: Db, workspaceId: string, visibility: Visibility, request: TicketListRequest): Promise<(PageRow & { rank: number })[]> {
  const want = request.limit + 1;
  const cursor = request.cursor;
  if (request.sort === 'sla') return slaPageRows(bandQuery, db, workspaceId, visibility, request);
  if (request.sort !== 'priority') {
    const after = cursor ? afterRow(request.sort, cursor.key[0]!, cursor.id) : undefined;
    const rows = await bandQuery(db, workspaceId, visibility, request, { after, limit: want });
    return rows.map((row) => ({ ...row, rank: 0 }));
  }
  const rows: (PageRow & { rank: number })[] = [];
  const startRank = cursor ? Number(cursor.key[0]) : 0;
  for (let rank = startRank; rank < PRIORITY_ORDER.length && rows.length < want; rank += 1) {
    const priority = PRIORITY_ORDER[rank]!;
    if (request.filter.priority.length && !request.filter.priority.includes(priority)) continue;
    const after = cursor && rank === startRank ? afterRow('priority', cursor.key[1]!, cursor.id) : undefined;
    const band = await bandQuery(db, workspaceId, visibility, request, { priority, after, limit: want - rows.length });
    rows.push(...band.map((row) => ({ ...row, rank })));
  }
  return rows;
}
