import fsp from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { deleteWorkspaceConfirmationError } from '../../../../src/domain/privacyRules';
import { sessions, uploads, workspaces } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { uploadsDir } from '../uploads/service';

/**
 * Deletes the caller's workspace once its name is typed exactly. One statement removes the row and every
 * table of the workspace follows by its foreign key (ON DELETE CASCADE: members, channels, contacts,
 * conversations, messages, tickets, files' rows, settings, billing account and plan, audit log, exports,
 * events…); the sessions that had it open move to another workspace of their member, or keep their login
 * with no workspace (ON DELETE SET NULL), whose console lands where a workspace is created or joined. After the commit their sockets close (the
 * console re-reads its status and leaves) and the workspace's folder of the upload store is removed.
 * No audit line: the audit log is the workspace's and goes with it; the api's log records the deletion.
 */
export async function deleteWorkspace(deps: ApiDeps, ctx: WorkspaceContext, typedName: unknown): Promise<{ sessionsMoved: number }> {
  const workspaceId = ctx.workspace.id;
  const { sessionIds, storagePaths } = await deps.db.transaction(async (tx) => {
    // Locked and read again: a rename between the page's read and this call must be typed anew.
    const [row] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
    if (!row) throw notFound('There is no such workspace.');
    const mismatch = deleteWorkspaceConfirmationError(row.name, typedName);
    if (mismatch) throw badRequest(mismatch, { name: mismatch });
    const open = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.workspaceId, workspaceId));
    // A member who belongs to another workspace goes on in it (the one they joined first); the others keep
    // their login with no workspace when the row goes (ON DELETE SET NULL).
    await tx.execute(sql`
      UPDATE sessions s SET workspace_id = (
        SELECT m.workspace_id FROM members m
        WHERE m.user_id = s.user_id AND m.workspace_id <> ${workspaceId} AND m.deactivated_at IS NULL
        ORDER BY m.created_at, m.workspace_id LIMIT 1)
      WHERE s.workspace_id = ${workspaceId}`);
    const files = await tx.select({ path: uploads.storagePath }).from(uploads).where(eq(uploads.workspaceId, workspaceId));
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
    return { sessionIds: open.map((s) => s.id), storagePaths: files.map((f) => f.path).filter((p) => p !== '') };
  });
  deps.logger.info('workspace deleted', { workspaceId, by: ctx.user.id, sessionsMoved: sessionIds.length });
  deps.realtime.disconnectSessions(sessionIds);
  await removeWorkspaceFiles(deps, workspaceId, storagePaths);
  return { sessionsMoved: sessionIds.length };
}

/** The workspace's folder of the upload store (files, export archives), and any file stored elsewhere. */
async function removeWorkspaceFiles(deps: ApiDeps, workspaceId: string, storagePaths: string[]): Promise<void> {
  const root = uploadsDir(deps.config.dataDir);
  const targets = [path.join(root, workspaceId), ...storagePaths.map((p) => path.join(root, p))];
  for (const target of targets) {
    await fsp.rm(target, { recursive: true, force: true }).catch((error: unknown) => deps.logger.warn('deleted workspace file not removed', { error: String(error) }));
  }
}
