import { and, asc, eq, sql } from 'drizzle-orm';
import type { CalendarAssignments } from '../../../../src/domain/businessHours';
import type { Db, Tx } from '../../db/client';
import { channels, departments } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/record';
import { requestSlaRecompute } from '../sla/recomputeRequests';
import { findCalendar } from './repository';

// Which calendar each department and channel uses (null: the workspace's default, see resolve.ts).

export const NO_SUCH_CALENDAR = 'There is no such calendar in this workspace.';

export async function readAssignments(db: Db | Tx, workspaceId: string): Promise<CalendarAssignments> {
  const [departmentRows, channelRows] = await Promise.all([
    db
      .select({ id: departments.id, name: departments.name, calendarId: departments.calendarId })
      .from(departments)
      .where(eq(departments.workspaceId, workspaceId))
      .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id)),
    db
      .select({ id: channels.id, name: channels.name, type: channels.type, calendarId: channels.calendarId })
      .from(channels)
      .where(eq(channels.workspaceId, workspaceId))
      .orderBy(asc(channels.createdAt), asc(channels.id)),
  ]);
  return { departments: departmentRows, channels: channelRows };
}

const targets = {
  department: { table: departments, missing: 'This department does not exist in your workspace.' },
  channel: { table: channels, missing: 'This channel does not exist in your workspace.' },
} as const;

/** A department's or channel's own calendar, or null for the default; its open tickets' due times may move. */
export async function assignCalendar(
  deps: ApiDeps,
  workspaceId: string,
  target: { kind: keyof typeof targets; id: string },
  calendarId: string | null,
  actor: AuditActor,
): Promise<CalendarAssignments> {
  const { table, missing } = targets[target.kind];
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: table.id, name: table.name, calendarId: table.calendarId })
      .from(table)
      .where(and(eq(table.workspaceId, workspaceId), eq(table.id, target.id)))
      .for('update');
    if (!row) throw notFound(missing);
    if (calendarId && !(await findCalendar(tx, workspaceId, calendarId))) throw badRequest(NO_SUCH_CALENDAR, { calendarId: NO_SUCH_CALENDAR });
    if (row.calendarId !== calendarId) {
      await tx.update(table).set({ calendarId }).where(eq(table.id, row.id));
      await recordAudit(tx, workspaceId, actor, {
        action: `${target.kind}.calendar-changed`,
        targetType: target.kind,
        targetId: row.id,
        targetLabel: row.name,
        before: { calendarId: row.calendarId },
        after: { calendarId },
      });
      await requestSlaRecompute(tx, workspaceId, deps.now());
    }
    return readAssignments(tx, workspaceId);
  });
}
