import { ONE_EXPORT_AT_A_TIME, type WorkspaceExport } from '../../../../src/domain/workspaceExport';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import type { ApiDeps } from '../../deps';
import { AppError, notFound } from '../../http/errors';
import type { WorkspaceContext } from '../../http/auth';
import { actorOf, recordAudit } from '../audit/record';
import { administratorIds } from '../tickets/repository';
import { EXPORT_RULES } from './exportRules';
import { exportUnderWayIn, findExport, insertExport, lockWorkspaceExports, viewOf, type ExportRow } from './repository';
import { checkExportLink, signExportLink } from './signedLink';
import { wakeExportWorkers } from './worker';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const LINK_INVALID = 'This download link is not valid. Ask for a new one on the Workspace page.';
export const LINK_EXPIRED = 'This download link has expired. Ask for a new one on the Workspace page.';
export const EXPORT_EXPIRED = 'This export has expired and its archive was removed. Start a new export.';
export const EXPORT_NOT_READY = 'This export is not ready yet: it can be downloaded once it is done.';

/**
 * Starts an export: one at a time per workspace (409 while one is queued or running), recorded in the
 * audit log with the row, then announced and handed to this instance's builder after the commit.
 */
export async function startExport(deps: ApiDeps, ctx: WorkspaceContext): Promise<WorkspaceExport> {
  const row = await deps.db.transaction(async (tx) => {
    await lockWorkspaceExports(tx, ctx.workspace.id);
    if (await exportUnderWayIn(tx, ctx.workspace.id)) throw new AppError(409, ONE_EXPORT_AT_A_TIME);
    const inserted = await insertExport(tx, ctx.workspace.id, ctx.user.id);
    await recordAudit(tx, ctx.workspace.id, actorOf(ctx), {
      action: 'workspace.export-started',
      targetType: 'workspace',
      targetId: ctx.workspace.id,
      targetLabel: ctx.workspace.name,
      after: { exportId: inserted.id },
    });
    return inserted;
  });
  const view = await viewOf(deps.db, row);
  await deps.realtime.publish({
    workspaceId: ctx.workspace.id,
    type: REALTIME_EVENTS.exportProgress,
    payload: { export: view },
    sendTo: await administratorIds(deps.db, ctx.workspace.id),
  });
  wakeExportWorkers(deps);
  return view;
}

/** The workspace's export by id: 404 for a malformed id or another workspace's. */
export async function exportOf(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<ExportRow> {
  const row = UUID.test(id) ? await findExport(deps.db, ctx.workspace.id, id) : undefined;
  if (!row) throw notFound('This export does not exist.');
  return row;
}

function downloadable(deps: ApiDeps, row: ExportRow): asserts row is ExportRow & { uploadId: string } {
  if (row.expiresAt && row.expiresAt.getTime() <= deps.now().getTime()) throw new AppError(410, EXPORT_EXPIRED, undefined, undefined, 'LINK_EXPIRED');
  if (row.status !== 'done' || !row.uploadId) throw new AppError(409, EXPORT_NOT_READY);
}

/** A fresh signed link to the archive, valid EXPORT_RULES.linkMs. */
export function downloadLink(deps: ApiDeps, row: ExportRow): { url: string; expiresAt: string } {
  downloadable(deps, row);
  const expires = deps.now().getTime() + EXPORT_RULES.linkMs;
  const signature = signExportLink(deps.secrets.auth, row.id, expires);
  return { url: `/v2/api/workspace/exports/${row.id}/download?expires=${expires}&signature=${signature}`, expiresAt: new Date(expires).toISOString() };
}

/** Checks a download link's signature and time (403 / 410), then that the archive is still there. */
export function checkDownload(deps: ApiDeps, row: ExportRow, expires: unknown, signature: unknown): string {
  const check = checkExportLink(deps.secrets.auth, row.id, String(expires ?? ''), String(signature ?? ''), deps.now().getTime());
  if (check === 'invalid') throw new AppError(403, LINK_INVALID);
  if (check === 'expired') throw new AppError(410, LINK_EXPIRED, undefined, undefined, 'LINK_EXPIRED');
  downloadable(deps, row);
  return row.uploadId;
}
