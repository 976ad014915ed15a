import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { actorOf, recordAudit } from '../audit/record';
import { sendStoredFile } from '../uploads/sendStoredFile';
import { listExports } from './repository';
import { checkDownload, downloadLink, exportOf, startExport } from './service';

const NOTHING_INLINE: ReadonlySet<string> = new Set();

/**
 * The workspace data export (issue 13), Administrators only (and the '/settings/workspace' page, routes.ts):
 * GET  /workspace/exports                 the last exports, newest first
 * POST /workspace/exports                 starts one: 202 with the row, built in the background
 * POST /workspace/exports/:id/link        a fresh signed download link (15 minutes)
 * GET  /workspace/exports/:id/download?expires&signature   the archive
 */
export function exportRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.get('/workspace/exports', async (_req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await listExports(deps.db, ctx.workspace.id) });
  });

  router.post('/workspace/exports', async (_req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    res.status(202).json({ result: 'success', data: await startExport(deps, ctx) });
  });

  router.post('/workspace/exports/:id/link', async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const row = await exportOf(deps, ctx, String(req.params.id));
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: downloadLink(deps, row) });
  });

  router.get('/workspace/exports/:id/download', async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const row = await exportOf(deps, ctx, String(req.params.id));
    const uploadId = checkDownload(deps, row, req.query.expires, req.query.signature);
    await recordAudit(deps.db, ctx.workspace.id, actorOf(ctx), {
      action: 'workspace.export-downloaded',
      targetType: 'workspace',
      targetId: ctx.workspace.id,
      targetLabel: ctx.workspace.name,
      after: { exportId: row.id },
    });
    await sendStoredFile(deps, res, ctx.workspace.id, uploadId, { inlineTypes: NOTHING_INLINE, cacheControl: 'no-store' });
  });

  return router;
}
