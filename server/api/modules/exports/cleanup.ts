import type { ApiDeps } from '../../deps';
import { findUpload } from '../uploads/service';
import { removeUpload } from './builder';
import { deleteExport, expiredExports } from './repository';

/**
 * The 'remove-expired-exports' job: archives kept their 7 days; each file, its upload row and the export
 * row go. Answers how many exports were removed.
 */
export async function removeExpiredExports(deps: ApiDeps): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await expiredExports(deps.db, deps.now());
    if (rows.length === 0) return removed;
    for (const row of rows) {
      const upload = row.uploadId ? await findUpload(deps, row.workspaceId, row.uploadId) : undefined;
      if (upload) await removeUpload(deps, upload.id, upload.storagePath);
      await deleteExport(deps.db, row.id);
      removed += 1;
    }
  }
}
