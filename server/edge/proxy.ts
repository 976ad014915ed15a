import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createProxyMiddleware, type Options, type Plugin } from 'http-proxy-middleware';
import type { EdgeConfig } from './config.js';
import { internalError, sendJsonError } from './errors.js';
import { isApiPath } from './pathGuard.js';
import { createProxyHooks } from './proxyHooks.js';
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

type ProxyServer = Parameters<Plugin>[0];
type ProxyServerOptions = NonNullable<Parameters<ProxyServer['web']>[2]>;

const API_PREFIX_LENGTH = '/v2/api'.length;

/**
 * http-proxy pipes the browser's request into the upstream one (`(options.buffer || req).pipe(...)`): for
 * a request without a body (most of them: GET, HEAD, DELETE) that pipe is a dozen listeners and closures
 * for nothing. In its place this ends the upstream request at once; Node still drains the empty request.
 */
const NO_BODY = { pipe: (upstreamRequest: http.ClientRequest) => upstreamRequest.end() };

function hasBody(req: http.IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export function createApiProxy(config: EdgeConfig, logger: EdgeLogger): ApiProxy {
  const { upstream } = config;
  // `timeout` bounds how long a pooled socket idles; it also lets Node honour a shorter Keep-Alive hint
  const agent = createUpstreamAgent(upstream.protocol, { keepAlive: true, maxFreeSockets: 256, scheduling: 'lifo', timeout: 60_000 });
  const upgraded = new Set<Duplex>();
  const hooks = createProxyHooks({ timeoutMs: config.proxyTimeoutMs, basePath: upstream.basePath, logger, upgraded });
  const basePath = upstream.basePath;
  const rewritePath = basePath === '' ? undefined : (path: string) => basePath + path.slice(API_PREFIX_LENGTH);

  // what http-proxy itself reads, for both HTTP requests and websocket upgrades
  const proxyOptions: ProxyServerOptions = {
    // an object target, so http-proxy does not parse the URL again on every request
    target: { protocol: upstream.protocol, hostname: upstream.hostname, host: upstream.hostname, port: String(upstream.port) },
    agent,
    xfwd: false,
    changeOrigin: false,
    // the proxyRes hook writes the answer (status, headers with cookies made host-only, body): see proxyResponse.ts
    selfHandleResponse: true,
  };
  // http-proxy calls nothing on `buffer` but pipe()
  const bodilessOptions: ProxyServerOptions = { ...proxyOptions, buffer: NO_BODY as unknown as ProxyServerOptions['buffer'] };
  let server: ProxyServer | undefined;
  const options: Options = {
    ...proxyOptions,
    pathFilter: (pathname) => isApiPath(pathname),
    pathRewrite: rewritePath,
    // the default plugins log through console and answer errors as text/plain; the hooks replace them
    ejectPlugins: true,
    plugins: [
      (proxyServer) => {
        server = proxyServer;
        proxyServer.on('proxyReq', hooks.proxyReq);
        proxyServer.on('proxyRes', hooks.proxyRes);
        proxyServer.on('proxyReqWs', hooks.proxyReqWs);
        proxyServer.on('error', hooks.error);
      },
    ],
  };
  const middleware = createProxyMiddleware(options);
  const proxyServer = server!;

  return {
    /**
     * Straight to the http-proxy server the middleware built, with one options object: the middleware
     * would parse the URL again for its path filter (the dispatcher has decided already), copy the options
     * and await a router and a rewrite on every request, about 2 KB of garbage each time.
     */
    web: (req, res) => {
      if (rewritePath) req.url = rewritePath(req.url!);
      try {
        proxyServer.web(req, res, hasBody(req) ? proxyOptions : bodilessOptions);
      } catch (error) {
        // what the middleware did with a request http-proxy could not even start (a 500, never a crash)
        logger.error('api proxy refused a request', { url: req.url, error: String(error) });
        sendJsonError(res, internalError());
      }
    },
    // upgrades are rare: the middleware's own path (filter, rewrite, then http-proxy) is kept for them
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
