import { Router } from 'express';
import { isUuid } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { notFound } from '../../http/errors';
import { asObject } from '../../http/validate';
import { requireActivePackage } from '../billing/routes';
import { sendStoredFile } from '../uploads/sendStoredFile';
import { changeBrand, lookOf, readBrandBody, readBrandLook, readWorkspaceBrand } from './service';

// The personalization page's calls (Administrators), the console's look (every member) and what anyone
// may see of a workspace's brand: its name, accent and logo, never upload ids or the other settings.

const LOGO_SERVING = {
  inlineTypes: new Set(['image/png', 'image/jpeg', 'image/svg+xml']),
  // A sandboxed document: an SVG logo opened on its own cannot run anything.
  contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  cacheControl: 'public, max-age=86400',
};

export function personalizationRoutes(deps: ApiDeps): Router {
  const router = Router();
  const active = requireActivePackage(deps);

  router.get('/workspace/brand', active, async (_req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const { name, brand } = await readWorkspaceBrand(deps, ctx.workspace.id);
    res.json({ result: 'success', data: { brand, look: lookOf(ctx.workspace.id, name, brand) } });
  });

  router.put('/workspace/brand', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const brand = readBrandBody(asObject(req.body));
    res.json({ result: 'success', data: await changeBrand(deps, ctx, brand) });
  });

  // The console's accent and logo, for every member's shell.
  router.get('/brand', async (_req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: await readBrandLook(deps, ctx.workspace.id) });
  });

  router.get('/brand/:workspaceId', async (req, res) => {
    const workspaceId = String(req.params.workspaceId);
    if (!isUuid(workspaceId)) throw notFound();
    res.json({ result: 'success', data: await readBrandLook(deps, workspaceId.toLowerCase()) });
  });

  router.get('/brand/:workspaceId/logo/:uploadId', async (req, res) => {
    const workspaceId = String(req.params.workspaceId).toLowerCase();
    const uploadId = String(req.params.uploadId).toLowerCase();
    if (!isUuid(workspaceId) || !isUuid(uploadId)) throw notFound();
    // Only the current logo is public: any other upload of the workspace stays behind its session.
    const { brand } = await readWorkspaceBrand(deps, workspaceId);
    if (brand.logo !== uploadId) throw notFound('This file does not exist.');
    await sendStoredFile(deps, res, workspaceId, uploadId, LOGO_SERVING);
  });

  return router;
}
