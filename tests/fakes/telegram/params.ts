// Reads a Bot API call's parameters the four ways Telegram takes them: the query string, JSON,
// application/x-www-form-urlencoded and multipart/form-data (files: sendPhoto, sendDocument).
import type http from 'node:http';
import Busboy from 'busboy';

export interface CallParams {
  params: Record<string, string>;
  files: { field: string; name: string; mime: string; bytes: Buffer; truncated: boolean }[];
}

/** Telegram's own upload limit for bots (sendDocument): larger multipart files are cut and refused. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

function stringify(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function readAll(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function readMultipart(req: http.IncomingMessage, into: CallParams): Promise<CallParams> {
  return new Promise((resolve, reject) => {
    const busboy = Busboy({ headers: req.headers, limits: { fileSize: MAX_UPLOAD_BYTES } });
    busboy.on('field', (name, value) => {
      into.params[name] = value;
    });
    busboy.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        into.files.push({ field, name: info.filename ?? 'file', mime: info.mimeType, bytes: Buffer.concat(chunks), truncated: stream.truncated === true });
      });
    });
    busboy.on('close', () => resolve(into));
    busboy.on('error', reject);
    req.pipe(busboy);
  });
}

/** Undefined when the body is not in any format Telegram takes. */
export async function readParams(req: http.IncomingMessage, url: URL): Promise<CallParams | undefined> {
  const result: CallParams = { params: Object.fromEntries(url.searchParams), files: [] };
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return readMultipart(req, result);
  const body = await readAll(req);
  if (body.length === 0) return result;
  if (type.startsWith('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    for (const [key, value] of Object.entries(parsed)) if (value !== undefined && value !== null) result.params[key] = stringify(value);
    return result;
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(body.toString('utf8'))) result.params[key] = value;
    return result;
  }
  return undefined;
}
