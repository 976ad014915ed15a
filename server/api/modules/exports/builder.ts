import fsp from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { uploads } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';
import { administratorIds } from '../tickets/repository';
import { uploadsDir } from '../uploads/service';
import { PartWriter, zipFiles } from './archive';
import { EXPORT_RULES } from './exportRules';
import { PART_SPECS, countPart, readChunk } from './parts';
import { recordProgress, viewOf, type ExportRow } from './repository';

// Builds one claimed export: reads every part a chunk at a time, writes its files, zips them into the
// upload store and marks the export done. Every progress update also renews the lease and is published
// to the workspace's Administrators after it is written, at most every EXPORT_RULES.progressEveryMs.

export class LeaseLost extends Error {
  constructor() {
    super('the export was taken over by another instance');
  }
}

export interface BuildOptions {
  chunkRows?: number;
}

async function publish(deps: ApiDeps, row: ExportRow): Promise<void> {
  const sendTo = await administratorIds(deps.db, row.workspaceId);
  await deps.realtime.publish({ workspaceId: row.workspaceId, type: REALTIME_EVENTS.exportProgress, payload: { export: await viewOf(deps.db, row) }, sendTo });
}

/** Writes a change while this holder has the lease (renewing it), then tells the Administrators. */
async function update(deps: ApiDeps, row: ExportRow, holder: string, change: Parameters<typeof recordProgress>[3]): Promise<ExportRow> {
  const leasedUntil = new Date(deps.now().getTime() + EXPORT_RULES.leaseMs);
  const updated = await recordProgress(deps.db, row.id, holder, { leasedUntil, ...change });
  if (!updated) throw new LeaseLost();
  await publish(deps, updated);
  return updated;
}

export async function buildExport(deps: ApiDeps, claimed: ExportRow, holder: string, options: BuildOptions = {}): Promise<void> {
  const chunkRows = options.chunkRows ?? EXPORT_RULES.chunkRows;
  const ws = claimed.workspaceId;
  const tmp = path.join(uploadsDir(deps.config.dataDir), 'tmp', `export-${claimed.id}-${holder}`);
  await fsp.mkdir(tmp, { recursive: true });
  let row = await update(deps, claimed, holder, {});
  try {
    let total = 0;
    for (const spec of PART_SPECS) total += await countPart(deps.db, spec, ws);
    const counts: Record<string, number> = {};
    const files: string[] = [];
    let written = 0;
    let lastUpdate = Date.now();
    for (const spec of PART_SPECS) {
      const writer = new PartWriter(tmp, spec.name, spec.columns);
      await writer.open();
      let partRows = 0;
      for (let after: string | null = null; ; ) {
        const rows = await readChunk(deps.db, spec, ws, after, chunkRows);
        if (rows.length > 0) await writer.write(rows);
        partRows += rows.length;
        counts[spec.name] = partRows;
        written += rows.length;
        if (Date.now() - lastUpdate >= EXPORT_RULES.progressEveryMs) {
          // Reading is 95 % of the work; zipping the last 5 %.
          row = await update(deps, row, holder, { progress: Math.min(95, Math.floor((written / Math.max(total, 1)) * 95)), counts: { ...counts } });
          lastUpdate = Date.now();
        }
        // Other requests of this api run between two chunks.
        await sleep(EXPORT_RULES.pauseMs);
        if (rows.length < chunkRows) break;
        after = rows[rows.length - 1]!.id;
      }
      files.push(...(await writer.close()));
    }
    row = await update(deps, row, holder, { progress: 95, counts: { ...counts } });
    await storeArchive(deps, row, holder, files, counts);
  } finally {
    await fsp.rm(tmp, { recursive: true, force: true });
  }
}

/** Zips into the upload store, then links the upload and marks the export done (or removes it if the lease was lost). */
async function storeArchive(deps: ApiDeps, row: ExportRow, holder: string, files: string[], counts: Record<string, number>): Promise<void> {
  const now = deps.now();
  const fileName = `workspace-export-${now.toISOString().slice(0, 10)}.zip`;
  const dir = path.join(uploadsDir(deps.config.dataDir), row.workspaceId);
  await fsp.mkdir(dir, { recursive: true });
  const partial = path.join(dir, `export-${row.id}-${holder}.part`);
  const manifest = { exportId: row.id, workspaceId: row.workspaceId, createdAt: now.toISOString(), counts, formats: ['jsonl', 'csv'] };
  let size: number;
  let upload: typeof uploads.$inferSelect | undefined;
  try {
    size = await zipFiles(files, { 'manifest.json': `${JSON.stringify(manifest, null, 2)}\n` }, partial, EXPORT_RULES.zipLevel);
    [upload] = await deps.db
      .insert(uploads)
      .values({ workspaceId: row.workspaceId, userId: row.requestedBy, fileName, contentType: 'application/zip', size, storagePath: '' })
      .returning();
  } catch (err) {
    // E.g. the workspace was deleted meanwhile: no archive is left behind in its folder.
    await fsp.rm(partial, { force: true });
    throw err;
  }
  const relative = path.join(row.workspaceId, upload!.id);
  await fsp.rename(partial, path.join(uploadsDir(deps.config.dataDir), relative));
  await deps.db.update(uploads).set({ storagePath: relative }).where(eq(uploads.id, upload!.id));
  try {
    await update(deps, row, holder, {
      status: 'done',
      progress: 100,
      counts,
      uploadId: upload!.id,
      size,
      finishedAt: deps.now(),
      expiresAt: new Date(deps.now().getTime() + EXPORT_RULES.keepMs),
      leasedUntil: null,
    });
  } catch (err) {
    await removeUpload(deps, upload!.id, relative);
    throw err;
  }
}

export async function removeUpload(deps: ApiDeps, uploadId: string, storagePath: string): Promise<void> {
  if (storagePath) await fsp.rm(path.join(uploadsDir(deps.config.dataDir), storagePath), { force: true });
  await deps.db.delete(uploads).where(eq(uploads.id, uploadId));
}

/** Marks the export failed (when this holder still has it) with a message a person reads; the details go to the log. */
export async function failExport(deps: ApiDeps, row: ExportRow, holder: string, err: unknown): Promise<void> {
  deps.logger.error('workspace export failed', { exportId: row.id, ...describeError(err) });
  await update(deps, row, holder, { status: 'failed', error: 'The export could not be built. Please start it again.', finishedAt: deps.now(), leasedUntil: null }).catch(
    () => undefined,
  );
}
