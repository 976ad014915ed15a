import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { requireActivePackage } from '../billing/routes';
import { receiveUpload } from './receive';
import { INLINE_MEDIA_TYPES, sendStoredFile } from './sendStoredFile';
import { storeUpload, uploadUrl, uploadsDir } from './service';

// Members may see SVG in place too: the sandboxed policy keeps its script from running.
const MEMBER_INLINE_TYPES = new Set([...INLINE_MEDIA_TYPES, 'image/svg+xml']);

export function uploadRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.post('/console/messages/upload', requireActivePackage(deps), async (req, res) => {
    const ctx = requireWorkspace(res);
    const { fields, file } = await receiveUpload(req, path.join(uploadsDir(deps.config.dataDir), 'tmp'), deps.config.uploadMaxBytes);
    try {
      if (fields.botid !== undefined && fields.botid !== ctx.workspace.botid) requireWorkspace(res, fields.botid);
      if (!file) throw badRequest('Choose a file to upload.', { file: 'Required' });
    } catch (err) {
      if (file) await fs.promises.rm(file.tempPath, { force: true });
      throw err;
    }
    const row = await storeUpload(deps, { workspaceId: ctx.workspace.id, userId: ctx.user.id, accept: fields.accept, file });
    const url = uploadUrl(row);
    res.json({ result: 'success', url, data: { id: row.id, url, name: row.fileName, size: row.size, type: row.contentType } });
  });

  // Files are served to members of their workspace only, with their sniffed type and no way to run script.
  router.get('/files/:id/:name', async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = String(req.params.id);
    if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound();
    await sendStoredFile(deps, res, ctx.workspace.id, id, { inlineTypes: MEMBER_INLINE_TYPES });
  });

  return router;
}
