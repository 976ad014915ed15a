import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createProxyMiddleware, type Options } from 'http-proxy-middleware';
import type { EdgeConfig } from './config.js';
import { createForwarder } from './forwardRequest.js';
import { isApiPath } from './pathGuard.js';
import { answerUpstreamError, createUpgradeHooks } from './proxyHooks.js';
import type { EdgeLogger } from './requestLog.js';
import { createUpstreamAgent } from './upstreamAgent.js';
import { createUpstreamTimeouts } from './upstreamTimeouts.js';

export interface ApiProxy {
  /** proxies a request already known to be under /v2/api and already admitted */
  web(req: http.IncomingMessage, res: http.ServerResponse): void;
  upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  readonly agent: http.Agent;
  /** ends upgraded sockets and stops pooling upstream sockets; in-flight requests finish */
  close(): void;
}

const API_PREFIX_LENGTH = '/v2/api'.length;
/** how long a pooled upstream socket may idle (less when the api announces less in Keep-Alive) */
const POOLED_IDLE_MS = 60_000;

/**
 * Plain HTTP requests take the edge's own path (forwardRequest.ts): http-proxy's per-request work (its
 * option copies, closures and listeners, a timer per request) cost the edge a third more CPU per wakeup
 * than a bare Node proxy, which is what the added latency at half capacity measures. Websocket upgrades
 * are rare and keep http-proxy-middleware.
 */
export function createApiProxy(config: EdgeConfig, logger: EdgeLogger): ApiProxy {
  const { upstream } = config;
  const agent = createUpstreamAgent(upstream.protocol, { keepAlive: true, maxFreeSockets: 256, scheduling: 'lifo' }, { idleTimeoutMs: POOLED_IDLE_MS });
  const upgraded = new Set<Duplex>();
  const timeouts = createUpstreamTimeouts(config.proxyTimeoutMs);
  const basePath = upstream.basePath;
  const onError = answerUpstreamError(logger);
  const web = createForwarder({
    upstream,
    agent,
    timeouts,
    answer: { basePath, onBroken: onError },
    onError,
    logger,
  });

  const hooks = createUpgradeHooks({ timeoutMs: config.proxyTimeoutMs, upgraded, logger });
  const options: Options = {
    // an object target, so http-proxy does not parse the URL again
    target: { protocol: upstream.protocol, hostname: upstream.hostname, host: upstream.hostname, port: String(upstream.port) },
    agent,
    xfwd: false,
    changeOrigin: false,
    pathFilter: (pathname) => isApiPath(pathname),
    pathRewrite: basePath === '' ? undefined : (path: string) => basePath + path.slice(API_PREFIX_LENGTH),
    // the default plugins log through console and answer errors as text/plain; the hooks replace them
    ejectPlugins: true,
    plugins: [
      (proxyServer) => {
        proxyServer.on('proxyReqWs', hooks.proxyReqWs);
        proxyServer.on('error', hooks.error);
      },
    ],
  };
  const middleware = createProxyMiddleware(options);

  return {
    web,
    upgrade: (req, socket, head) => middleware.upgrade(req, socket as Socket, head),
    agent,
    close: () => {
      timeouts.stop();
      for (const socket of upgraded) socket.destroy();
      upgraded.clear();
      (agent as http.Agent & { keepAlive: boolean }).keepAlive = false;
      for (const sockets of Object.values(agent.freeSockets)) for (const socket of sockets ?? []) socket.destroy();
    },
  };
}
