import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { SlaSettings, TicketSlaClocks } from '../../../../src/domain/sla';
import { slaTimeFor } from '../../../../src/domain/slaRules';
import { computeSla } from '../../../../src/domain/slaStateRules';
import type { Tx } from '../../db/client';
import { tickets } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { findCalendar } from '../businessHours/repository';
import type { ResolvedCalendar } from '../businessHours/resolve';
import { slaColumns } from './clocks';
import { publishAllSlaChanges, type SlaChange } from './events';
import { readSlaSettings } from './settings';

// The SLA ticker: every few seconds, the tickets whose next state change is due (slaNextCheckAt) get their
// state computed again and stored; those whose state changed are published after the commit. Each batch
// locks its rows with SKIP LOCKED, so several api instances share the work and never take the same ticket.

export const SLA_TICK_MS = 5_000;
export const SLA_TICK_BATCH = 200;

/** Settings and calendars read once per batch: a batch touches a few workspaces and calendars many times. */
function batchReaders(tx: Tx) {
  const settings = new Map<string, Promise<SlaSettings>>();
  const calendars = new Map<string, Promise<ResolvedCalendar | null>>();
  return {
    settings(workspaceId: string) {
      if (!settings.has(workspaceId)) settings.set(workspaceId, readSlaSettings(tx, workspaceId));
      return settings.get(workspaceId)!;
    },
    calendar(workspaceId: string, sla: TicketSlaClocks) {
      const id = sla.businessHours ? sla.calendarId : null;
      if (!id) return Promise.resolve(null);
      if (!calendars.has(id)) calendars.set(id, findCalendar(tx, workspaceId, id).then((c) => c ?? null));
      return calendars.get(id)!;
    },
  };
}

async function tickBatch(deps: ApiDeps): Promise<{ taken: number; changes: SlaChange[] }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: tickets.id, workspaceId: tickets.workspaceId, sla: tickets.sla, slaState: tickets.slaState })
      .from(tickets)
      .where(and(lte(tickets.slaNextCheckAt, now), isNotNull(tickets.sla)))
      .orderBy(asc(tickets.slaNextCheckAt))
      .limit(SLA_TICK_BATCH)
      .for('update', { skipLocked: true });
    const read = batchReaders(tx);
    const changes: SlaChange[] = [];
    for (const row of rows) {
      const sla = row.sla!;
      const calendar = await read.calendar(row.workspaceId, sla);
      const status = computeSla(sla, slaTimeFor(sla.businessHours, calendar), await read.settings(row.workspaceId), now);
      await tx.update(tickets).set(slaColumns(sla, status)).where(eq(tickets.id, row.id));
      if (status.state !== row.slaState) changes.push({ ticketId: row.id, workspaceId: row.workspaceId, before: row.slaState, state: status.state, sla: status.sla });
    }
    return { taken: rows.length, changes };
  });
}

/** Computes every due ticket's state at deps.now(), batch after batch; answers how many changed state. */
export async function runSlaTicker(deps: ApiDeps): Promise<number> {
  let changed = 0;
  for (;;) {
    const { taken, changes } = await tickBatch(deps);
    await publishAllSlaChanges(deps, changes);
    changed += changes.length;
    if (taken < SLA_TICK_BATCH) return changed;
  }
}
