// Test helpers: real file bytes built in code, a hand-made multipart body (so the file name sent is
// exactly the one written, path and all), and a supertest parser that keeps a binary answer as a Buffer.
import { deflateSync } from 'node:zlib';
import type { Response } from 'superagent';
import type TestAgent from 'supertest/lib/agent';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 2×2 RGB PNG; `padding` adds a tEXt chunk of that many bytes to make the file larger. */
export function pngBytes(padding = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows))];
  if (padding > 0) parts.push(chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)])));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const svgText = (inner = '<rect width="10" height="10" fill="red"/>') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${inner}</svg>\n`;

export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; contentType?: string };

/** A multipart/form-data body written by hand. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      pieces.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /console/messages/upload as the console sends it. */
export function upload(
  agent: TestAgent,
  opts: { file?: { name: string; data: Buffer | string }; accept?: string; botid?: string },
) {
  const parts: Part[] = [];
  if (opts.accept !== undefined) parts.push({ name: 'accept', value: opts.accept });
  if (opts.botid !== undefined) parts.push({ name: 'botid', value: opts.botid });
  if (opts.file) parts.push({ name: 'file', filename: opts.file.name, data: Buffer.from(opts.file.data) });
  const { body, contentType } = multipart(parts);
  return agent.post('/v2/api/console/messages/upload').set('X-Requested-With', 'XMLHttpRequest').set('Content-Type', contentType).send(body);
}

/** A supertest parser that keeps the answer's bytes (superagent hands it the raw response stream). */
export function binary(response: Response, done: (err: Error | null, body: Buffer) => void): void {
  const res = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
  res.on('error', (err: Error) => done(err, Buffer.alloc(0)));
}
