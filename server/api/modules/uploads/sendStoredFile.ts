import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { ApiDeps } from '../../deps';
import { errorBody, notFound } from '../../http/errors';
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
 * The bytes to send for a Range header (Express's req.range): one satisfiable range is sent alone (206),
 * an unsatisfiable one gets 416, anything else (none, malformed, several ranges) the whole file. Players
 * need this to seek: Chromium does not seek in audio or video served without byte ranges.
 */
export function servedRange(ranges: ReturnType<Request['range']>, size: number): { status: 200 | 206 | 416; start: number; end: number } {
  if (ranges === -1) return { status: 416, start: 0, end: -1 };
  if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) return { status: 206, start: ranges[0]!.start, end: ranges[0]!.end };
  return { status: 200, start: 0, end: size - 1 };
}

/**
 * Streams a stored file of the workspace with its sniffed type and no way to run script; 404 when the
 * workspace has no such file. Callers check who may read it first.
 */
export async function sendStoredFile(deps: ApiDeps, res: Response, workspaceId: string, id: string, serving: FileServing): Promise<void> {
  const row = await findUpload(deps, workspaceId, id);
  if (!row || !row.storagePath) throw notFound('This file does not exist.');
  const disposition = serving.inlineTypes.has(row.contentType) ? 'inline' : 'attachment';
  const range = servedRange(res.req.range(row.size, { combine: true }), row.size);
  if (range.status === 416) {
    res
      .status(416)
      .set({ 'Content-Range': `bytes */${row.size}`, 'Accept-Ranges': 'bytes' })
      .json(errorBody('RANGE_NOT_SATISFIABLE', `The range asked for is outside the file (${row.size} bytes).`));
    return;
  }
  if (range.status === 206) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${row.size}`);
  res.set({
    'Content-Type': row.contentType,
    'Content-Length': String(range.end - range.start + 1),
    'Accept-Ranges': 'bytes',
    'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': serving.contentSecurityPolicy ?? MEDIA_POLICY,
    'Cache-Control': serving.cacheControl ?? 'private, max-age=86400, immutable',
  });
  const stream = fs.createReadStream(path.join(uploadsDir(deps.config.dataDir), row.storagePath), { start: range.start, end: range.end });
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
