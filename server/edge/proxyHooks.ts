import { ClientRequest, ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { attachUpstreamRequest } from './bodyLimit.js';
import {
  EdgeError,
  refuseUpgrade,
  sendJsonError,
  upstreamTimeoutError,
  upstreamUnreachableError,
} from './errors.js';
import type { EdgeLogger } from './requestLog.js';
import { keepUpstreamPolicy } from './securityHeaders.js';

const kUpstream = Symbol('edge.upstreamRequest');
const kUpgraded = Symbol('edge.upgraded');

interface ProxiedRequest extends IncomingMessage {
  [kUpstream]?: ClientRequest;
}
interface ClientSocket extends Duplex {
  [kUpgraded]?: boolean;
}

export interface ProxyHookOptions {
  timeoutMs: number;
  /** upstream path prefix that stands for `/v2/api` ('' when none) */
  basePath: string;
  logger: EdgeLogger;
  /** every upgraded pair of sockets, so that close() can end them */
  upgraded: Set<Duplex>;
}

function onUpstreamTimeout(this: ClientRequest): void {
  this.destroy(upstreamTimeoutError());
}

/**
 * http-proxy only aborts on the request's 'aborted' event, which Node 20 no longer emits once the body
 * has been read: a browser that goes away while waiting would leave the upstream working.
 */
function cancelIfUnfinished(this: ServerResponse): void {
  if (!this.writableFinished) (this.req as ProxiedRequest)[kUpstream]?.destroy();
}

/** Runs after http-proxy copied the upstream headers and before the first body byte flushes them. */
function dropKeepAliveHint(res: ServerResponse): void {
  if (!res.headersSent) res.removeHeader('keep-alive');
}

export function createProxyHooks({ timeoutMs, basePath, logger, upgraded }: ProxyHookOptions) {
  const proxyReq = (upstream: ClientRequest, req: IncomingMessage, res: ServerResponse) => {
    (req as ProxiedRequest)[kUpstream] = upstream;
    // on() rather than setTimeout's callback, which is a once() wrapper: the first timeout destroys it anyway
    upstream.on('timeout', onUpstreamTimeout);
    upstream.setTimeout(timeoutMs);
    res.on('close', cancelIfUnfinished);
    attachUpstreamRequest(req, upstream);
  };

  const proxyRes = (upstreamRes: IncomingMessage, _req: IncomingMessage, res: ServerResponse) => {
    const headers = upstreamRes.headers;
    // the browser's connection is the edge's business, not the upstream's
    headers.connection = res.shouldKeepAlive ? 'keep-alive' : 'close';
    // Node's agent reads the upstream's Keep-Alive hint from these headers once the response ends (to drop
    // a pooled socket before the upstream does), so the hint is only removed from what the browser gets
    if (headers['keep-alive'] !== undefined) process.nextTick(dropKeepAliveHint, res);
    if (headers['x-powered-by'] !== undefined) headers['x-powered-by'] = undefined;
    if (basePath !== '' && headers.location !== undefined) headers.location = unprefix(headers.location, basePath);
    keepUpstreamPolicy(headers, res);
  };

  const proxyReqWs = (upstream: ClientRequest, _req: IncomingMessage, socket: Socket) => {
    upstream.setTimeout(timeoutMs, onUpstreamTimeout);
    upstream.once('upgrade', (_res: IncomingMessage, upstreamSocket: Socket) => {
      (socket as ClientSocket)[kUpgraded] = true;
      upgraded.add(upstreamSocket);
      upstreamSocket.once('close', () => {
        upgraded.delete(upstreamSocket);
        socket.destroy();
      });
      socket.once('close', () => upstreamSocket.destroy());
    });
  };

  const error = (err: Error, req: IncomingMessage, target: ServerResponse | Socket) => {
    const edgeError = err instanceof EdgeError ? err : upstreamUnreachableError();
    if (edgeError.status >= 500) {
      const code = (err as NodeJS.ErrnoException).code ?? edgeError.code;
      logger.warn('upstream error', { id: req.headers['x-request-id'], code, error: err.message });
    }
    if (target instanceof ServerResponse) {
      if (!target.writableEnded && !target.destroyed) sendJsonError(target, edgeError);
    } else if ((target as ClientSocket)[kUpgraded]) {
      target.destroy();
    } else {
      refuseUpgrade(target, edgeError);
    }
  };

  return { proxyReq, proxyRes, proxyReqWs, error };
}

function unprefix(location: string, basePath: string): string {
  if (location === basePath || location.startsWith(basePath + '/') || location.startsWith(basePath + '?')) {
    return '/v2/api' + location.slice(basePath.length);
  }
  return location;
}
