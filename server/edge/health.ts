import http from 'node:http';
import https from 'node:https';
import { Router } from 'express';
import type { UpstreamTarget } from './config.js';

const ALIVE = JSON.stringify({ status: 'ok' });
const READY = JSON.stringify({ status: 'ready' });

export interface ReadinessOptions {
  upstream: UpstreamTarget;
  agent: http.Agent;
  timeoutMs: number;
}

/** Resolves null when the api answers 2xx in time, else the reason it is not ready. */
export function checkUpstream({ upstream, agent, timeoutMs }: ReadinessOptions): Promise<string | null> {
  const client = upstream.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.get(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        path: `${upstream.basePath || '/v2/api'}/healthz`,
        agent,
        headers: { accept: 'application/json' },
      },
      (response) => {
        response.resume();
        const ok = response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300;
        response.once('end', () => resolve(ok ? null : `the api answered ${response.statusCode}`));
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`the api did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.once('close', () => clearTimeout(timer));
    request.once('error', (error) => resolve(error.message || 'the api is unreachable'));
  });
}

function sendJson(res: http.ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export function createHealthRouter(readiness: ReadinessOptions): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => sendJson(res, 200, ALIVE));
  router.get('/readyz', async (_req, res) => {
    const problem = await checkUpstream(readiness);
    if (problem === null) sendJson(res, 200, READY);
    else sendJson(res, 503, JSON.stringify({ status: 'unready', error: problem }));
  });
  return router;
}
