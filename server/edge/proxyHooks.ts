import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { EdgeError, refuseUpgrade, sendJsonError, upstreamTimeoutError, upstreamUnreachableError } from './errors.js';
import type { EdgeLogger } from './requestLog.js';

const kUpgraded = Symbol('edge.upgraded');

interface ClientSocket extends Duplex {
  [kUpgraded]?: boolean;
}

export interface UpgradeHookOptions {
  timeoutMs: number;
  /** every upgraded pair of sockets, so that close() can end them */
  upgraded: Set<Duplex>;
  logger: EdgeLogger;
}

function onUpstreamTimeout(this: ClientRequest): void {
  this.destroy(upstreamTimeoutError());
}

/**
 * What the browser gets when the upstream fails: the edge's own errors (timeout, body too large) as
 * they are, anything else (refused, reset, broken off) as 503 with Retry-After: the api is down or
 * restarting. Failures of the api itself are logged as warnings with the request id.
 */
function edgeErrorFor(err: Error, req: IncomingMessage, logger: EdgeLogger): EdgeError {
  const edgeError = err instanceof EdgeError ? err : upstreamUnreachableError();
  if (edgeError.status >= 500) {
    const code = (err as NodeJS.ErrnoException).code ?? edgeError.code;
    logger.warn('upstream error', { id: req.headers['x-request-id'], code, error: err.message });
  }
  return edgeError;
}

export function answerUpstreamError(logger: EdgeLogger) {
  return (err: Error, req: IncomingMessage, res: ServerResponse) => {
    const edgeError = edgeErrorFor(err, req, logger);
    if (!res.writableEnded && !res.destroyed) sendJsonError(res, edgeError);
  };
}

/** http-proxy's events for websocket upgrades: a timeout until the upgrade, both sockets ended together. */
export function createUpgradeHooks({ timeoutMs, upgraded, logger }: UpgradeHookOptions) {
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

  // http-proxy calls this with the browser's socket for an upgrade (never with a response: see forwardRequest.ts)
  const error = (err: Error, req: IncomingMessage, target: ServerResponse | Socket) => {
    const socket = target as Socket;
    const edgeError = edgeErrorFor(err, req, logger);
    if ((socket as ClientSocket)[kUpgraded]) socket.destroy();
    else refuseUpgrade(socket, edgeError);
  };

  return { proxyReqWs, error };
}
