import fsp from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { ApiDeps } from '../../deps';
import { uploads } from '../../db/schema';
import { BusinessError } from '../../http/errors';
import type { ReceivedFile } from './receive';
import { CONTENT_TYPES, kindOfName, parseAccept, sniff, svgIsActive, type FileKind } from './sniff';

export type UploadRow = typeof uploads.$inferSelect;

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** A display name that cannot escape a folder or break a header: no paths, no controls, bounded. */
export function safeFileName(name: string, kind: FileKind): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>:|?*/\\]/g, '_').replace(/^\.+/, '').slice(0, 120);
  return cleaned || `file.${kind === 'jpeg' ? 'jpg' : kind}`;
}

/** Checks the file by its content against its name and the accept list, then stores it for the workspace. */
export async function storeUpload(
  deps: ApiDeps,
  input: { workspaceId: string; userId: string | null; accept: string | undefined; file: ReceivedFile },
): Promise<UploadRow> {
  const { file } = input;
  try {
    if (file.size === 0) throw new BusinessError('The file is empty.');
    const kind = sniff(file.head);
    const named = kindOfName(file.fileName);
    const allowed = parseAccept(input.accept);
    // A name we know with content we do not (text called photo.png) is a mismatch, not an unknown kind.
    if (!kind && !named) throw new BusinessError('This kind of file is not supported.');
    if (!kind || named !== kind) throw new BusinessError("The file's content does not match its name.");
    if (!allowed.has(kind)) throw new BusinessError(`This file type is not accepted here (${[...allowed].join(', ')}).`);
    if (kind === 'svg') {
      if (file.size > 1024 * 1024) throw new BusinessError('SVG images must be at most 1 MB.');
      if (svgIsActive(await fsp.readFile(file.tempPath, 'utf8'))) throw new BusinessError('SVG images with scripts are not accepted.');
    }
    const [row] = await deps.db
      .insert(uploads)
      .values({
        workspaceId: input.workspaceId,
        userId: input.userId,
        fileName: safeFileName(file.fileName, kind),
        contentType: CONTENT_TYPES[kind],
        size: file.size,
        storagePath: '',
      })
      .returning();
    // The stored path is made of ids only, never of the user's file name.
    const relative = path.join(input.workspaceId, row!.id);
    const target = path.join(uploadsDir(deps.config.dataDir), relative);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(file.tempPath, target);
    await deps.db.update(uploads).set({ storagePath: relative }).where(eq(uploads.id, row!.id));
    return { ...row!, storagePath: relative };
  } finally {
    await fsp.rm(file.tempPath, { force: true });
  }
}

export async function findUpload(deps: ApiDeps, workspaceId: string, id: string): Promise<UploadRow | undefined> {
  const [row] = await deps.db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.workspaceId, workspaceId)));
  return row;
}

export const uploadUrl = (row: Pick<UploadRow, 'id' | 'fileName'>) =>
  `/v2/api/files/${row.id}/${encodeURIComponent(row.fileName)}`;

/** An upload url of this api, as stored in profiles: /v2/api/files/<uuid>/<name>. */
export function uploadIdFromUrl(url: string): string | undefined {
  return /^\/v2\/api\/files\/([0-9a-f-]{36})\/[^/]+$/.exec(url)?.[1];
}
