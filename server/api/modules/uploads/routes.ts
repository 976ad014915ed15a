import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { requireActivePackage } from '../billing/routes';
import { receiveUpload } from './receive';
import { findUpload, storeUpload, uploadUrl, uploadsDir } from './service';

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'audio/mpeg', 'audio/ogg', 'audio/wav', 'video/mp4', 'video/webm']);

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
    const row = await findUpload(deps, ctx.workspace.id, id);
    if (!row || !row.storagePath) throw notFound('This file does not exist.');
    const disposition = INLINE_TYPES.has(row.contentType) ? 'inline' : 'attachment';
    res.set({
      'Content-Type': row.contentType,
      'Content-Length': String(row.size),
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': 'private, max-age=86400, immutable',
    });
    const stream = fs.createReadStream(path.join(uploadsDir(deps.config.dataDir), row.storagePath));
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  });

  return router;
}
