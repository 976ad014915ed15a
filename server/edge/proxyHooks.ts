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
import { sendUpstreamAnswer, type UpstreamAnswerOptions } from './proxyResponse.js';
import type { EdgeLogger } from './requestLog.js';

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

export function createProxyHooks({ timeoutMs, basePath, logger, upgraded }: ProxyHookOptions) {
  const proxyReq = (upstream: ClientRequest, req: IncomingMessage, res: ServerResponse) => {
    (req as ProxiedRequest)[kUpstream] = upstream;
    // on() rather than setTimeout's callback, which is a once() wrapper: the first timeout destroys it anyway
    upstream.on('timeout', onUpstreamTimeout);
    upstream.setTimeout(timeoutMs);
    res.on('close', cancelIfUnfinished);
    attachUpstreamRequest(req, upstream);
  };

  // http-proxy's selfHandleResponse: the answer is written here, collected whole when it is small
  const answerOptions: UpstreamAnswerOptions = { basePath, onBroken: (err, req, res) => error(err, req, res) };
  const proxyRes = (upstreamRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => {
    sendUpstreamAnswer(upstreamRes, req, res, answerOptions);
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
