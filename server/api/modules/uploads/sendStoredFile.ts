import fs from 'node:fs';
import path from 'node:path';
import type { Response } from 'express';
import type { ApiDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { findUpload, uploadsDir } from './service';

/** Pictures, sound and video a browser shows in place; no SVG (it is a document that can act). */
export const INLINE_MEDIA_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'video/mp4',
  'video/webm',
]);

export interface FileServing {
  /** Shown in place; every other type is a download. */
  inlineTypes: ReadonlySet<string>;
  contentSecurityPolicy?: string;
  cacheControl?: string;
}

const MEDIA_POLICY = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Streams a stored file of the workspace with its sniffed type and no way to run script; 404 when the
 * workspace has no such file. Callers check who may read it first.
 */
export async function sendStoredFile(deps: ApiDeps, res: Response, workspaceId: string, id: string, serving: FileServing): Promise<void> {
  const row = await findUpload(deps, workspaceId, id);
  if (!row || !row.storagePath) throw notFound('This file does not exist.');
  const disposition = serving.inlineTypes.has(row.contentType) ? 'inline' : 'attachment';
  res.set({
    'Content-Type': row.contentType,
    'Content-Length': String(row.size),
    'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': serving.contentSecurityPolicy ?? MEDIA_POLICY,
    'Cache-Control': serving.cacheControl ?? 'private, max-age=86400, immutable',
  });
  const stream = fs.createReadStream(path.join(uploadsDir(deps.config.dataDir), row.storagePath));
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
