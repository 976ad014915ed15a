import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Attachment } from '../../../../src/domain/inbox';
import type { ApiDeps } from '../../deps';
import { BusinessError, describeError } from '../../http/errors';
import { readableSize } from '../../modules/uploads/receive';
import { storeUpload, uploadsDir, uploadUrl } from '../../modules/uploads/service';
import { VISITOR_ACCEPT } from '../../modules/webchat/files';
import type { RemoteFile } from '../definition';

/** What a customer may send on any channel: the web chat's list (no SVG: a document that can act). */
export const CUSTOMER_ACCEPT = VISITOR_ACCEPT;

export interface PulledFiles {
  attachments: Attachment[];
  /** One line per file that was not kept, for the message's text: the agent must know it was sent. */
  notKept: string[];
}

/**
 * Pulls a message's files into our upload store at ingest (provider links expire, some need the bot's
 * token), each checked by its content like an agent's upload. A file over the upload limit is not fetched;
 * one refused or unreachable is named in the message instead of silently dropped.
 */
export async function pullFiles(deps: ApiDeps, workspaceId: string, files: readonly RemoteFile[]): Promise<PulledFiles> {
  const attachments: Attachment[] = [];
  const notKept: string[] = [];
  const limit = deps.config.uploadMaxBytes;
  for (const [index, remote] of files.entries()) {
    const label = `file ${index + 1}`;
    if (remote.size !== undefined && remote.size > limit) {
      notKept.push(`[The customer sent a ${label} over ${readableSize(limit)}: it was not kept.]`);
      continue;
    }
    const tempPath = path.join(uploadsDir(deps.config.dataDir), 'tmp', `inbound-${randomUUID()}`);
    let name = label;
    try {
      const fetched = await remote.fetch(deps);
      name = fetched.name;
      if (fetched.bytes.length > limit) throw new BusinessError(`it is over ${readableSize(limit)}`);
      await fsp.mkdir(path.dirname(tempPath), { recursive: true });
      await fsp.writeFile(tempPath, fetched.bytes);
      const file = { tempPath, fileName: fetched.name, size: fetched.bytes.length, head: fetched.bytes.subarray(0, 4096) };
      const row = await storeUpload(deps, { workspaceId, userId: null, accept: CUSTOMER_ACCEPT, file });
      attachments.push({ id: row.id, name: row.fileName, mime: row.contentType, size: row.size, url: uploadUrl(row) });
    } catch (err) {
      await fsp.rm(tempPath, { force: true });
      if (!(err instanceof BusinessError)) deps.logger.warn('inbound file not fetched', { ...describeError(err) });
      const why = err instanceof BusinessError ? err.message.replace(/\.$/, '') : 'it could not be fetched from the provider';
      notKept.push(`[The customer sent "${name}": it was not kept (${why}).]`);
    }
  }
  return { attachments, notKept };
}
