import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CustomMessage, TicketSettings } from '../../../../src/domain/api';
import type { ApiDeps } from '../../deps';
import { customMessages, workspaceSettings } from '../../db/schema';
import { BusinessError, notFound } from '../../http/errors';

export const SHORTCUT_PATTERN = /^[a-z0-9_-]+$/i;
export const SHORTCUT_TAKEN = 'This shortcut is already used.';

export async function ticketSettings(deps: ApiDeps, workspaceId: string): Promise<TicketSettings> {
  const [row] = await deps.db.select().from(workspaceSettings).where(eq(workspaceSettings.workspaceId, workspaceId));
  return row?.ticket ?? { take: false };
}

/** Saves settings.ticket and tells the workspace's consoles (spec §7: 'ticket' events update the settings). */
export async function saveTicketSettings(deps: ApiDeps, workspaceId: string, settings: TicketSettings): Promise<TicketSettings> {
  await deps.db
    .insert(workspaceSettings)
    .values({ workspaceId, ticket: settings })
    .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { ticket: settings } });
  await deps.realtime.publish({ workspaceId, type: 'ticket', payload: { settings } });
  return settings;
}

export async function listCustomMessages(deps: ApiDeps, workspaceId: string): Promise<CustomMessage[]> {
  return deps.db
    .select({ id: customMessages.id, shortcut: customMessages.shortcut, message: customMessages.message })
    .from(customMessages)
    .where(eq(customMessages.workspaceId, workspaceId))
    .orderBy(asc(customMessages.shortcut));
}

/** After each change the whole list goes out, so a console never has to merge partial updates. */
async function publishCustomMessages(deps: ApiDeps, workspaceId: string): Promise<CustomMessage[]> {
  const all = await listCustomMessages(deps, workspaceId);
  await deps.realtime.publish({ workspaceId, type: 'custom message', payload: { customMessages: all } });
  return all;
}

/** Shortcuts are unique per workspace without regard to case (the unique index backs the exact case). */
async function ensureFreeShortcut(deps: ApiDeps, workspaceId: string, shortcut: string, exceptId?: string): Promise<void> {
  const [taken] = await deps.db
    .select({ id: customMessages.id })
    .from(customMessages)
    .where(
      and(
        eq(customMessages.workspaceId, workspaceId),
        sql`lower(${customMessages.shortcut}) = ${shortcut.toLowerCase()}`,
        exceptId ? ne(customMessages.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new BusinessError(SHORTCUT_TAKEN);
}

/** A concurrent insert of the same shortcut loses on the unique index; it gets the same answer. */
async function unlessTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505') throw new BusinessError(SHORTCUT_TAKEN);
    throw err;
  }
}

export async function createCustomMessage(deps: ApiDeps, workspaceId: string, input: { shortcut: string; message: string }) {
  await ensureFreeShortcut(deps, workspaceId, input.shortcut);
  await unlessTaken(() => deps.db.insert(customMessages).values({ workspaceId, ...input }));
  return publishCustomMessages(deps, workspaceId);
}

export async function updateCustomMessage(deps: ApiDeps, workspaceId: string, input: { id: string; shortcut: string; message: string }) {
  await ensureFreeShortcut(deps, workspaceId, input.shortcut, input.id);
  const changed = await unlessTaken(() =>
    deps.db
      .update(customMessages)
      .set({ shortcut: input.shortcut, message: input.message })
      .where(and(eq(customMessages.id, input.id), eq(customMessages.workspaceId, workspaceId)))
      .returning({ id: customMessages.id }),
  );
  if (changed.length === 0) throw notFound('There is no such custom message.');
  return publishCustomMessages(deps, workspaceId);
}

export async function deleteCustomMessage(deps: ApiDeps, workspaceId: string, id: string) {
  const gone = await deps.db
    .delete(customMessages)
    .where(and(eq(customMessages.id, id), eq(customMessages.workspaceId, workspaceId)))
    .returning({ id: customMessages.id });
  if (gone.length === 0) throw notFound('There is no such custom message.');
  return publishCustomMessages(deps, workspaceId);
}
