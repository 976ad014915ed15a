import { eq } from 'drizzle-orm';
import type { CustomMessage } from '../../../../src/domain/api';
import { SHARED_ONLY_BY_ADMINISTRATORS, SHORTCUT_TAKEN } from '../../../../src/domain/cannedReplyRules';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import type { Tx } from '../../db/client';
import { customMessages } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import { mayUse } from '../../http/access';
import type { WorkspaceContext } from '../../http/auth';
import { BusinessError, forbidden, notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../audit/record';
import { findCustomMessage, shortcutInUse, uploadsOf, visibleMessages, type CustomMessageRow } from './customMessageRepository';

// Canned replies, shared or personal. A shared one is the workspace's: only an Administrator with the
// workspace settings page changes it. A personal one belongs to the member who made it (Agent or
// Administrator): only they see, use and change it; to anyone else it does not exist (404).

export interface CannedReplyInput {
  shortcut: string;
  message: string;
  /** Upload ids; on update, undefined keeps the files the reply has. */
  attachmentIds?: string[];
}

const NOT_FOUND = 'There is no such canned reply.';

export const listCustomMessages = (deps: ApiDeps, ctx: WorkspaceContext): Promise<CustomMessage[]> =>
  visibleMessages(deps.db, ctx.workspace.id, ctx.user.id);

function ensureMayChange(ctx: WorkspaceContext, ownerId: string | null): void {
  if (ownerId !== null) return;
  if (ctx.member.role !== 'Administrator' || !mayUse(ctx.member, ['/settings/workspace'])) {
    throw forbidden(SHARED_ONLY_BY_ADMINISTRATORS, 'ADMINISTRATOR_ONLY');
  }
}

/** The reply, if the caller may see it: the workspace's shared ones and their own. */
async function visibleRow(tx: Tx, ctx: WorkspaceContext, id: string): Promise<CustomMessageRow> {
  const row = await findCustomMessage(tx, ctx.workspace.id, id);
  if (!row || (row.ownerId !== null && row.ownerId !== ctx.user.id)) throw notFound(NOT_FOUND);
  return row;
}

async function ensureFreeShortcut(tx: Tx, workspaceId: string, shortcut: string, exceptId?: string): Promise<void> {
  if (await shortcutInUse(tx, workspaceId, shortcut, exceptId)) throw new BusinessError(SHORTCUT_TAKEN);
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

const audited = (row: Pick<CustomMessageRow, 'shortcut' | 'message' | 'ownerId' | 'attachments'>) => ({
  shortcut: row.shortcut,
  message: row.message,
  shared: row.ownerId === null,
  attachments: row.attachments,
});

/**
 * After the commit: a shared change sends the shared list to the whole workspace; a personal one sends
 * its owner everything they see, to them only, so nobody else learns of it (customMessagesAfterEvent).
 */
async function publishChange(deps: ApiDeps, ctx: WorkspaceContext, ownerId: string | null): Promise<CustomMessage[]> {
  const workspaceId = ctx.workspace.id;
  const type = REALTIME_EVENTS.customMessages;
  if (ownerId === null) {
    await deps.realtime.publish({ workspaceId, type, payload: { customMessages: await visibleMessages(deps.db, workspaceId, null) } });
  } else {
    await deps.realtime.publish({ workspaceId, type, payload: { customMessages: await visibleMessages(deps.db, workspaceId, ownerId) }, sendTo: [ownerId] });
  }
  return listCustomMessages(deps, ctx);
}

export async function createCustomMessage(deps: ApiDeps, ctx: WorkspaceContext, input: CannedReplyInput & { personal: boolean }): Promise<CustomMessage[]> {
  const ownerId = input.personal ? ctx.user.id : null;
  ensureMayChange(ctx, ownerId);
  const workspaceId = ctx.workspace.id;
  await unlessTaken(() =>
    deps.db.transaction(async (tx) => {
      await ensureFreeShortcut(tx, workspaceId, input.shortcut);
      const attachments = (await uploadsOf(tx, workspaceId, input.attachmentIds ?? [])).map((file) => file.id);
      const [row] = await tx
        .insert(customMessages)
        .values({ workspaceId, shortcut: input.shortcut, message: input.message, ownerId, attachments, updatedAt: deps.now() })
        .returning();
      const entry = { action: 'canned-reply.created', targetType: 'canned-reply', targetId: row!.id, targetLabel: row!.shortcut, after: audited(row!) };
      await recordAudit(tx, workspaceId, actorOf(ctx), entry);
    }),
  );
  return publishChange(deps, ctx, ownerId);
}

export async function updateCustomMessage(deps: ApiDeps, ctx: WorkspaceContext, input: CannedReplyInput & { id: string }): Promise<CustomMessage[]> {
  const workspaceId = ctx.workspace.id;
  const ownerId = await unlessTaken(() =>
    deps.db.transaction(async (tx) => {
      const before = await visibleRow(tx, ctx, input.id);
      ensureMayChange(ctx, before.ownerId);
      await ensureFreeShortcut(tx, workspaceId, input.shortcut, input.id);
      const attachments = input.attachmentIds ? (await uploadsOf(tx, workspaceId, input.attachmentIds)).map((file) => file.id) : before.attachments;
      const [after] = await tx
        .update(customMessages)
        .set({ shortcut: input.shortcut, message: input.message, attachments, updatedAt: deps.now() })
        .where(eq(customMessages.id, input.id))
        .returning();
      const entry = { action: 'canned-reply.changed', targetType: 'canned-reply', targetId: input.id, targetLabel: after!.shortcut };
      await recordAudit(tx, workspaceId, actorOf(ctx), { ...entry, before: audited(before), after: audited(after!) });
      return before.ownerId;
    }),
  );
  return publishChange(deps, ctx, ownerId);
}

export async function deleteCustomMessage(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<CustomMessage[]> {
  const workspaceId = ctx.workspace.id;
  const ownerId = await deps.db.transaction(async (tx) => {
    const before = await visibleRow(tx, ctx, id);
    ensureMayChange(ctx, before.ownerId);
    await tx.delete(customMessages).where(eq(customMessages.id, id));
    const entry = { action: 'canned-reply.removed', targetType: 'canned-reply', targetId: id, targetLabel: before.shortcut, before: audited(before) };
    await recordAudit(tx, workspaceId, actorOf(ctx), entry);
    return before.ownerId;
  });
  return publishChange(deps, ctx, ownerId);
}
