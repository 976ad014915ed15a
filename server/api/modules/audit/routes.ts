import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { parseAuditFilter, parseAuditList } from './query';
import { auditCsv, listAudit } from './service';

/**
 * GET /audit-log?q&actor&action&from&to&cursor&limit: the workspace's changes, newest first, a page at a time.
 * GET /audit-log/export?…the same filters: all of them as a CSV download.
 * Administrators only; another workspace's lines are never read (every query is by the caller's workspace).
 */
export function auditRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.get('/audit-log', async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const input = parseAuditList(req.query as Record<string, unknown>, ctx.workspace);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await listAudit(deps.db, input) });
  });

  router.get('/audit-log/export', async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const filter = parseAuditFilter(req.query as Record<string, unknown>, ctx.workspace);
    const lines = auditCsv(deps.db, filter);
    // The first line is read before the headers go, so a failing query still answers through the error handler.
    const first = await lines.next();
    res.set({
      'Cache-Control': 'no-store',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${deps.now().toISOString().slice(0, 10)}.csv"`,
    });
    if (!first.done) res.write(first.value);
    for await (const line of lines) {
      if (res.destroyed) break;
      if (!res.write(line)) await new Promise((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
    }
    res.end();
  });

  return router;
}
