import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { admitBody } from './bodyLimit.js';
import type { EdgeConfig } from './config.js';
import { badPathError, maintenanceError, notFoundError, refuseUpgrade, sendJsonError } from './errors.js';
import { prepareForwardedRequest, prepareForwardedUpgrade } from './forwardHeaders.js';
import { createMaintenance, type Maintenance } from './maintenance.js';
import { isApiPath, isUnsafePath, pathOf } from './pathGuard.js';
import { createApiProxy } from './proxy.js';
import { resolveRequestId } from './requestId.js';
import { createLogger, type LogWriter } from './requestLog.js';
import { applySecurityHeaders } from './securityHeaders.js';
import { createSiteApp } from './site.js';

export type EdgeRequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface EdgeApp {
  /** the request listener for http(s).createServer or supertest */
  app: EdgeRequestListener;
  /** wire to the server's 'upgrade' event */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** stops the maintenance poller, ends websockets, stops pooling upstream sockets */
  close(): void;
  readonly maintenance: Maintenance;
}

export interface EdgeDeps {
  /** where the JSON log lines go (stdout by default) */
  logWriter?: LogWriter;
}

const BAD_PATH = badPathError();
const NOT_FOUND = notFoundError();
const UNDER_MAINTENANCE = maintenanceError();
const ignore = () => {};

/**
 * /v2/api is dispatched before Express: Express re-prototypes every request and response, which costs
 * more CPU than the whole proxy hop. Pages, assets and health checks go through the Express site app.
 */
export function createEdgeApp(config: EdgeConfig, deps: EdgeDeps = {}): EdgeApp {
  const logger = createLogger(config.logLevel, deps.logWriter);
  const maintenance = createMaintenance({
    forced: config.maintenanceForced,
    file: config.maintenanceFile,
    pollMs: config.maintenancePollMs,
  });
  const proxy = createApiProxy(config, logger);
  const site = createSiteApp(config, {
    maintenance,
    logger,
    readiness: { upstream: config.upstream, agent: proxy.agent, timeoutMs: config.readyTimeoutMs },
  });
  const limits = { jsonMaxBytes: config.jsonMaxBytes, uploadMaxBytes: config.uploadMaxBytes };
  const retryAfter = { 'Retry-After': String(config.maintenanceRetryAfterSeconds) };
  const sockets = new Set<Duplex>();

  const app: EdgeRequestListener = (req, res) => {
    const url = req.url ?? '/';
    applySecurityHeaders(req, res);
    const id = resolveRequestId(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', id);
    logger.trackRequest(req, res, id, url);
    if (isUnsafePath(url)) return sendJsonError(res, BAD_PATH);
    if (!isApiPath(url)) return void site(req, res);
    if (maintenance.isOn()) return sendJsonError(res, UNDER_MAINTENANCE, retryAfter);
    if (!admitBody(req, res, limits)) return;
    prepareForwardedRequest(req, id);
    proxy.web(req, res);
  };

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', ignore);
    const url = req.url ?? '/';
    const id = resolveRequestId(req.headers['x-request-id']);
    const refusal = isUnsafePath(url)
      ? BAD_PATH
      : !isApiPath(url)
        ? NOT_FOUND
        : maintenance.isOn()
          ? UNDER_MAINTENANCE
          : null;
    logger.info('upgrade', { id, path: pathOf(url), status: refusal?.status ?? 101 });
    if (refusal) return refuseUpgrade(socket, refusal, refusal === UNDER_MAINTENANCE ? retryAfter : undefined);
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    prepareForwardedUpgrade(req, id);
    proxy.upgrade(req, socket, head);
  };

  return {
    app,
    handleUpgrade,
    maintenance,
    close() {
      maintenance.stop();
      proxy.close();
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      logger.flush();
    },
  };
}
