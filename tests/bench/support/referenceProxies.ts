import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SMALL_JSON, waitFor200 } from './benchHttp';
import { freePort, pinned, PROXY_CPU, run } from './benchProcesses';

/** A proxy the bench measures, on its own core, in front of the same upstream as every other. */
export interface ProxyUnderTest {
  /** what it is ('edge', 'minimal Node proxy', …): figures are given per kind */
  kind: string;
  /** this process, when the bench starts several of one kind ('edge #2') */
  name: string;
  port: number;
  pid: number;
  process: ChildProcess;
}

export const NGINX = '/usr/sbin/nginx';

/** The smallest keep-alive Node proxy: what any Node proxy costs at least, in the same harness. */
const MINIMAL_NODE_PROXY = `
const http = require('node:http');
const [upstreamPort, port] = [Number(process.env.UPSTREAM_PORT), Number(process.env.PORT)];
const agent = new http.Agent({ keepAlive: true });
http.createServer((req, res) => {
  const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => { if (!res.headersSent) res.writeHead(502); res.end(); });
  req.pipe(upstream);
}).listen(port, '127.0.0.1');`;

/** http-proxy-middleware as its README shows it: defaults only (no upstream keep-alive among them). */
const HPM_DEFAULTS = `
const express = require('express');
const { createProxyMiddleware } = require('http-proxy-middleware');
const app = express();
app.use(createProxyMiddleware({ target: 'http://127.0.0.1:' + process.env.UPSTREAM_PORT }));
app.listen(Number(process.env.PORT), '127.0.0.1');`;

async function startNodeReference(kind: string, code: string, upstreamPort: number, copy: number): Promise<ProxyUnderTest> {
  const port = await freePort();
  const name = `${kind} #${copy}`;
  const child = run(name, pinned(PROXY_CPU, [process.execPath, '-e', code]), { PORT: String(port), UPSTREAM_PORT: String(upstreamPort) });
  return ready(kind, name, port, child);
}

export async function ready(kind: string, name: string, port: number, child: ChildProcess, healthPath = SMALL_JSON): Promise<ProxyUnderTest> {
  await waitFor200(port, healthPath, 30_000, child);
  return { kind, name, port, pid: child.pid!, process: child };
}

export const MINIMAL = 'minimal Node proxy';
export const HPM = 'http-proxy-middleware defaults';
export const startMinimalProxy = (upstreamPort: number, copy = 1) => startNodeReference(MINIMAL, MINIMAL_NODE_PROXY, upstreamPort, copy);
export const startHpmDefaults = (upstreamPort: number, copy = 1) => startNodeReference(HPM, HPM_DEFAULTS, upstreamPort, copy);

/**
 * Debian's nginx as a keep-alive reverse proxy: one worker in the foreground (so its pid is the one that
 * works), no access log (the edge logs each request, nginx here does not: nginx stays the lower bound).
 */
export async function startNginx(upstreamPort: number, dir: string): Promise<ProxyUnderTest | null> {
  if (!fs.existsSync(NGINX)) return null;
  const port = await freePort();
  const prefix = path.join(dir, 'nginx');
  fs.mkdirSync(prefix, { recursive: true });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${path.join(prefix, kind)};`);
  const conf = `daemon off; master_process off; worker_processes 1; pid ${path.join(prefix, 'nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off; ${temp.join(' ')}
  upstream api { server 127.0.0.1:${upstreamPort}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://api; proxy_http_version 1.1; proxy_set_header Connection ""; }
  }
}
`;
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const child = run('nginx', pinned(PROXY_CPU, [NGINX, '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr']), {});
  return ready('nginx', 'nginx', port, child);
}
