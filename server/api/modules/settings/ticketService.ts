import { eq } from 'drizzle-orm';
import type { TicketSettings } from '../../../../src/domain/api';
import { checkTicketSettings, ticketSettingsOf } from '../../../../src/domain/ticketSettingsRules';
import type { Db, Tx } from '../../db/client';
import { workspaceSettings } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { actorOf, recordAudit } from '../audit/record';

/** settings.ticket as the rules read it: what is stored, the defaults for the rest. */
export async function ticketSettings(db: Db | Tx, workspaceId: string): Promise<TicketSettings> {
  const [row] = await db.select({ ticket: workspaceSettings.ticket }).from(workspaceSettings).where(eq(workspaceSettings.workspaceId, workspaceId));
  return ticketSettingsOf(row?.ticket);
}

const same = (a: TicketSettings, b: TicketSettings) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies a change to settings.ticket (checkTicketSettings: a field left out keeps its value), with its
 * audit line in the same transaction, and tells the workspace's consoles after the commit (spec §7:
 * 'ticket' events update the settings). A change that changes nothing writes and tells nothing.
 */
export async function saveTicketSettings(deps: ApiDeps, ctx: WorkspaceContext, change: Record<string, unknown>): Promise<TicketSettings> {
  const workspaceId = ctx.workspace.id;
  const saved = await deps.db.transaction(async (tx) => {
    // The row is locked so two Administrators' changes apply one after the other, each to the other's result.
    await tx.insert(workspaceSettings).values({ workspaceId }).onConflictDoNothing();
    const [row] = await tx.select({ ticket: workspaceSettings.ticket }).from(workspaceSettings).where(eq(workspaceSettings.workspaceId, workspaceId)).for('update');
    const before = ticketSettingsOf(row?.ticket);
    const checked = checkTicketSettings(before, change);
    if ('fields' in checked) {
      const [field, message] = Object.entries(checked.fields)[0]!;
      throw badRequest(`${field}: ${message}`, checked.fields);
    }
    if (same(before, checked.settings)) return null;
    await tx.update(workspaceSettings).set({ ticket: checked.settings }).where(eq(workspaceSettings.workspaceId, workspaceId));
    await recordAudit(tx, workspaceId, actorOf(ctx), {
      action: 'ticket-settings.changed',
      targetType: 'setting',
      targetLabel: 'Ticket management',
      before,
      after: checked.settings,
    });
    return checked.settings;
  });
  if (!saved) return ticketSettings(deps.db, workspaceId);
  await deps.realtime.publish({ workspaceId, type: 'ticket', payload: { settings: saved } });
  return saved;
}
