import { isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from '../../db/inboxSchema';
import type { TicketListRequest } from './listQuery';
import type { PageRow, bandQuery } from './listPage';
import { afterRow, listOrder, type Visibility } from './listSql';

type Band = typeof bandQuery;

/**
 * The SLA sort (issue 15): tickets with a due time by it, nearest (or most overdue) first, walking
 * tickets_sla_due_idx; then those without one, newest first. Its cursor's rank says which band it is in.
 */
export async function slaPageRows(band: Band, db: Db, workspaceId: string, visibility: Visibility, request: TicketListRequest): Promise<(PageRow & { rank: number })[]> {
  const want = request.limit + 1;
  const cursor = request.cursor;
  const startRank = cursor ? Number(cursor.key[0]) : 0;
  const rows: (PageRow & { rank: number })[] = [];
  if (startRank === 0) {
    const after: SQL | undefined = cursor ? sql`(${tickets.slaDueAt}, ${tickets.id}) > (${cursor.key[1]}::timestamptz, ${cursor.id}::uuid)` : undefined;
    const due = await band(db, workspaceId, visibility, request, {
      where: isNotNull(tickets.slaDueAt),
      after,
      limit: want,
      order: [sql`${tickets.slaDueAt} asc`, sql`${tickets.id} asc`],
      at: sql<string>`${tickets.slaDueAt}::text`,
    });
    rows.push(...due.map((row) => ({ ...row, rank: 0 })));
  }
  if (rows.length < want) {
    const after = cursor && startRank === 1 ? afterRow('newest', cursor.key[1]!, cursor.id) : undefined;
    const rest = await band(db, workspaceId, visibility, request, {
      where: isNull(tickets.slaDueAt),
      after,
      limit: want - rows.length,
      order: listOrder('newest'),
      at: sql<string>`${tickets.createdAt}::text`,
    });
    rows.push(...rest.map((row) => ({ ...row, rank: 1 })));
  }
  return rows;
}
