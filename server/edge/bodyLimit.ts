import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { payloadTooLargeError, sendJsonError, type EdgeError } from './errors.js';

export interface BodyLimits {
  jsonMaxBytes: number;
  uploadMaxBytes: number;
}

const MULTIPART = /^multipart\//i;
const kLimit = Symbol('edge.bodyLimit');
const kReceived = Symbol('edge.bodyReceived');
const kExceeded = Symbol('edge.bodyExceeded');
const kProxyReq = Symbol('edge.proxyReq');

interface WatchedRequest extends IncomingMessage {
  [kLimit]?: number;
  [kReceived]?: number;
  [kExceeded]?: EdgeError;
  [kProxyReq]?: ClientRequest;
}

/** Multipart uploads get their own, larger limit; every other body is held to the JSON limit. */
export function bodyLimitFor(req: IncomingMessage, limits: BodyLimits): number {
  const type = req.headers['content-type'];
  return type !== undefined && MULTIPART.test(type) ? limits.uploadMaxBytes : limits.jsonMaxBytes;
}

/**
 * Decides what can be decided before any byte is forwarded. Returns false when the request has been
 * answered with 413. A body without Content-Length (chunked) is counted while it streams.
 */
export function admitBody(req: IncomingMessage, res: ServerResponse, limits: BodyLimits): boolean {
  const declared = req.headers['content-length'];
  if (declared === undefined) {
    if (req.headers['transfer-encoding'] !== undefined) watchStreamedBody(req, res, bodyLimitFor(req, limits));
    return true;
  }
  const limit = bodyLimitFor(req, limits);
  if (Number(declared) <= limit) return true;
  sendJsonError(res, payloadTooLargeError(limit));
  return false;
}

function watchStreamedBody(req: WatchedRequest, res: ServerResponse, limit: number): void {
  req[kLimit] = limit;
  req[kReceived] = 0;
  req.on('data', function count(this: WatchedRequest, chunk: Buffer) {
    const received = (this[kReceived] ?? 0) + chunk.length;
    this[kReceived] = received;
    if (received <= limit || this[kExceeded]) return;
    // keep this listener: it drains the rest of the body so the connection stays usable
    const error = payloadTooLargeError(limit);
    this[kExceeded] = error;
    this.unpipe();
    this[kProxyReq]?.destroy(error);
    sendJsonError(res, error);
  });
  // the proxy pipes the body a tick later; pausing keeps the first chunks for it (pipe resumes)
  req.pause();
}

/** Called from the proxy's `proxyReq` hook, which may run before or after the limit was crossed. */
export function attachUpstreamRequest(req: IncomingMessage, proxyReq: ClientRequest): void {
  const watched = req as WatchedRequest;
  if (watched[kLimit] === undefined) return;
  watched[kProxyReq] = proxyReq;
  if (watched[kExceeded]) proxyReq.destroy(watched[kExceeded]);
}
