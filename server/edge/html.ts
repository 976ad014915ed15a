import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export interface HtmlDocument {
  body: Buffer;
  etag: string;
}

export function htmlDocument(body: Buffer): HtmlDocument {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** HTML is always revalidated (`no-cache`): a new deploy must reach the next navigation. */
export function sendHtml(res: ServerResponse, status: number, body: Buffer, headers?: Record<string, string>): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', 'no-cache');
  if (headers) for (const name in headers) res.setHeader(name, headers[name] as string);
  res.end(body);
}
