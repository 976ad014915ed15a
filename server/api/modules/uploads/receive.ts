import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import Busboy from 'busboy';
import type { Request } from 'express';
import { AppError, badRequest } from '../../http/errors';
import { assertStorable } from '../../http/inputGuard';

export interface ReceivedFile {
  tempPath: string;
  fileName: string;
  size: number;
  head: Buffer;
}

export interface Received {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
}

const HEAD_BYTES = 4096;

/** 10 MB, 1.5 MB, 2 KB: a limit below 1 MB must not read "0 MB". */
export function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Streams one multipart file to a temp file (never into memory), keeping its first bytes for sniffing.
 * Over the size limit the upload is cut off and answered 413; the temp file is removed on any failure.
 */
export async function receiveUpload(req: Request, tmpDir: string, maxBytes: number): Promise<Received> {
  if (!req.is('multipart/form-data')) throw badRequest('Send the file as multipart/form-data.');
  await fsp.mkdir(tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  let writing: Promise<void> | undefined;
  let tooLarge = false;
  let extraFiles = false;

  let busboy: Busboy.Busboy;
  try {
    // Busboy reports its limit when a file reaches it, so a file of exactly maxBytes needs one byte more.
    busboy = Busboy({ headers: req.headers, limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 2048, parts: 12 } });
  } catch {
    throw badRequest('The upload could not be read.');
  }
  busboy.on('field', (name, value) => {
    fields[name] = value;
  });
  busboy.on('filesLimit', () => {
    extraFiles = true;
  });
  busboy.on('file', (name, stream, info) => {
    if (name !== 'file') {
      // Drained unread. A form that ends early fails this stream too: without a listener that error
      // would be unhandled and end the process (the form's own failure answers the request).
      stream.on('error', () => undefined);
      stream.resume();
      return;
    }
    const tempPath = path.join(tmpDir, randomUUID());
    const current: ReceivedFile = { tempPath, fileName: info.filename ?? '', size: 0, head: Buffer.alloc(0) };
    file = current;
    stream.on('limit', () => {
      tooLarge = true;
    });
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        current.size += chunk.length;
        if (current.head.length < HEAD_BYTES) current.head = Buffer.concat([current.head, chunk]).subarray(0, HEAD_BYTES);
        done(null, chunk);
      },
    });
    writing = pipeline(stream, meter, fs.createWriteStream(tempPath, { mode: 0o600 }));
    // Awaited below; when the form itself fails first, this failure must not go unhandled meanwhile.
    writing.catch(() => undefined);
  });

  try {
    await pipeline(req, busboy);
    await writing;
  } catch (err) {
    // Let the file's own pipeline settle first, so the temp file is not created again after removal.
    await writing?.catch(() => undefined);
    if (file) await fsp.rm(file.tempPath, { force: true });
    if (err instanceof AppError) throw err;
    throw badRequest('The upload was interrupted or malformed.');
  }
  if (tooLarge || extraFiles) {
    if (file) await fsp.rm(file.tempPath, { force: true });
    if (tooLarge) throw new AppError(413, `The file is too large (at most ${readableSize(maxBytes)}).`);
    throw badRequest('Send one file at a time.');
  }
  try {
    // The form's fields and the file's name are stored: the same text guard as every JSON body.
    assertStorable({ ...fields, ...(file ? { file: file.fileName } : {}) });
  } catch (err) {
    if (file) await fsp.rm(file.tempPath, { force: true });
    throw err;
  }
  return { fields, file };
}
