import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createProxyMiddleware, type Options } from 'http-proxy-middleware';
import type { EdgeConfig } from './config.js';
import { createProxyHooks } from './proxyHooks.js';
import { internalError, notFoundError, sendJsonError } from './errors.js';
import { isApiPath } from './pathGuard.js';
import type { EdgeLogger } from './requestLog.js';
import { createUpstreamAgent } from './upstreamAgent.js';

export interface ApiProxy {
  /** proxies a request already known to be under /v2/api and already admitted */
  web(req: http.IncomingMessage, res: http.ServerResponse): void;
  upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  readonly agent: http.Agent;
  /** ends upgraded sockets and stops pooling upstream sockets; in-flight requests finish */
  close(): void;
}

const API_PREFIX_LENGTH = '/v2/api'.length;

export function createApiProxy(config: EdgeConfig, logger: EdgeLogger): ApiProxy {
  const { upstream } = config;
  // `timeout` bounds how long a pooled socket idles; it also lets Node honour a shorter Keep-Alive hint
  const agent = createUpstreamAgent(upstream.protocol, { keepAlive: true, maxFreeSockets: 256, scheduling: 'lifo', timeout: 60_000 });
  const upgraded = new Set<Duplex>();
  const hooks = createProxyHooks({ timeoutMs: config.proxyTimeoutMs, basePath: upstream.basePath, logger, upgraded });
  const basePath = upstream.basePath;

  const options: Options = {
    // an object target, so http-proxy does not parse the URL again on every request
    target: { protocol: upstream.protocol, hostname: upstream.hostname, host: upstream.hostname, port: String(upstream.port) },
    pathFilter: (pathname) => isApiPath(pathname),
    pathRewrite: basePath === '' ? undefined : (path) => basePath + path.slice(API_PREFIX_LENGTH),
    agent,
    xfwd: false,
    changeOrigin: false,
    cookieDomainRewrite: '',
    cookiePathRewrite: basePath === '' ? false : { [basePath]: '/v2/api', [`${basePath}/`]: '/v2/api/' },
    // the default plugins log through console and answer errors as text/plain; the hooks replace them
    ejectPlugins: true,
    plugins: [
      (server) => {
        server.on('proxyReq', hooks.proxyReq);
        server.on('proxyRes', hooks.proxyRes);
        server.on('proxyReqWs', hooks.proxyReqWs);
        server.on('error', hooks.error);
      },
    ],
  };
  const middleware = createProxyMiddleware(options);

  return {
    web: (req, res) =>
      void middleware(req, res, (error?: unknown) => {
        // only reached if the path filter disagrees with the dispatcher, or a rewrite throws
        logger.error('api proxy refused a request', { url: req.url, error: String(error ?? 'not proxied') });
        sendJsonError(res, error ? internalError() : notFoundError());
      }),
    upgrade: (req, socket, head) => middleware.upgrade(req, socket as Socket, head),
    agent,
    close: () => {
      for (const socket of upgraded) socket.destroy();
      upgraded.clear();
      (agent as http.Agent & { keepAlive: boolean }).keepAlive = false;
      for (const sockets of Object.values(agent.freeSockets)) for (const socket of sockets ?? []) socket.destroy();
    },
  };
}
