import type { IncomingMessage, ServerResponse } from 'node:http';
import { keepUpstreamPolicy } from './securityHeaders.js';

/**
 * Upstream answers that declare a length up to this are read whole and sent with one res.end(): most api
 * answers are small JSON, and piping them cost a dozen listeners and closures per request (the pipe's
 * own, the writes it makes), which is young-generation garbage on the hot path. 16 KiB arrives in one
 * socket read; anything larger, without a length (chunked, event streams) or unfinished is streamed.
 */
export const WHOLE_BODY_MAX_BYTES = 16 * 1024;

/** Upstream headers the browser never gets: its connection is the edge's business, not the upstream's. */
const HIDDEN = new Set(['connection', 'keep-alive', 'x-powered-by']);
const DOMAIN_ATTRIBUTE = /(;\s*domain=)([^;]+)/i;
const PATH_ATTRIBUTE = /(;\s*path=)([^;]+)/i;

export interface UpstreamAnswerOptions {
  /** upstream path prefix that stands for `/v2/api` ('' when none) */
  basePath: string;
  /** the upstream answer broke off before its end (the api died or closed mid-body) */
  onBroken(error: Error, req: IncomingMessage, res: ServerResponse): void;
}

/**
 * Cookies become host-only (the browser talks to the edge, not to the api's host) and, under a base
 * path, keep the paths the browser sees; a cookie for any other path is left as it is.
 */
export function rewriteSetCookie(cookie: string, basePath: string): string {
  const hostOnly = cookie.replace(DOMAIN_ATTRIBUTE, '');
  if (basePath === '') return hostOnly;
  return hostOnly.replace(PATH_ATTRIBUTE, (attribute, prefix: string, path: string) => {
    if (path === basePath) return `${prefix}/v2/api`;
    if (path === `${basePath}/`) return `${prefix}/v2/api/`;
    return attribute;
  });
}

/** A redirect under the upstream's base path points at the same place under /v2/api. */
export function unprefixLocation(location: string, basePath: string): string {
  if (location === basePath || location.startsWith(basePath + '/') || location.startsWith(basePath + '?')) {
    return '/v2/api' + location.slice(basePath.length);
  }
  return location;
}

/** Status and headers of the upstream answer onto the browser's, over the security headers already set. */
export function copyUpstreamHead(upstreamRes: IncomingMessage, req: IncomingMessage, res: ServerResponse, basePath: string): void {
  const headers = upstreamRes.headers;
  res.statusCode = upstreamRes.statusCode!;
  if (upstreamRes.statusMessage) res.statusMessage = upstreamRes.statusMessage;
  // an HTTP/1.0 client cannot read chunks: without the header Node ends the answer by closing instead
  const dropChunked = req.httpVersion === '1.0';
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || HIDDEN.has(name) || (dropChunked && name === 'transfer-encoding')) continue;
    if (name === 'set-cookie') res.setHeader(name, (value as string[]).map((cookie) => rewriteSetCookie(cookie, basePath)));
    else if (name === 'location' && basePath !== '') res.setHeader(name, unprefixLocation(value as string, basePath));
    else res.setHeader(name, value);
  }
  res.setHeader('connection', res.shouldKeepAlive ? 'keep-alive' : 'close');
  keepUpstreamPolicy(headers, res);
}

function isWhole(headers: IncomingMessage['headers']): boolean {
  const length = headers['content-length'];
  if (length === undefined || Number(length) > WHOLE_BODY_MAX_BYTES) return false;
  return !headers['content-type']?.startsWith('text/event-stream');
}

/** Node destroys an upstream answer that ends early and marks it incomplete; 'close' always comes last. */
const brokenOff = () => Object.assign(new Error('The API closed the connection before the end of its answer'), { code: 'ECONNRESET' });

/**
 * Sends the upstream answer to the browser (http-proxy's `selfHandleResponse`). A small answer is
 * collected and written at once, head and body, when it is complete, so an upstream that dies half-way
 * can still get a clean error answer; a large or open-ended one is streamed as it comes. Either way a
 * broken-off answer goes to `onBroken` (which ends the browser's answer) unless the browser left first.
 */
export function sendUpstreamAnswer(upstreamRes: IncomingMessage, req: IncomingMessage, res: ServerResponse, options: UpstreamAnswerOptions): void {
  if (!isWhole(upstreamRes.headers)) {
    copyUpstreamHead(upstreamRes, req, res, options.basePath);
    upstreamRes.pipe(res);
    upstreamRes.on('close', () => {
      if (!upstreamRes.complete && !res.destroyed && !res.writableEnded) options.onBroken(brokenOff(), req, res);
    });
    return;
  }
  let body: Buffer | Buffer[] | undefined;
  upstreamRes.on('data', (chunk: Buffer) => {
    if (body === undefined) body = chunk;
    else if (Array.isArray(body)) body.push(chunk);
    else body = [body, chunk];
  });
  upstreamRes.on('close', () => {
    if (res.destroyed || res.writableEnded) return;
    if (!upstreamRes.complete) return options.onBroken(brokenOff(), req, res);
    copyUpstreamHead(upstreamRes, req, res, options.basePath);
    res.end(Array.isArray(body) ? Buffer.concat(body) : body);
  });
}
