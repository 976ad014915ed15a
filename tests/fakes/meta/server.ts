// A local Graph API: a real node:http server on a free port with a route table each Meta fake fills
// (WhatsApp's endpoints in whatsapp*.ts, Messenger's and Instagram's in tests/fakes/messenger), the
// fault switch (faults.ts) consulted by scope before a route answers, and every call recorded. Paths
// come as Graph's, /v21.0/<path>; a 360dialog-style gateway's come under /360/<path>, without version.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { faultAnswer, FaultSwitch, graphError, type FakeAnswer } from './faults';

export interface FakeRequest {
  method: string;
  /** The path after the version (or the gateway prefix), with a leading slash. */
  path: string;
  version: string | undefined;
  /** Called at the gateway's prefix (/360): authorised by D360-API-KEY instead of a Bearer token. */
  gateway: boolean;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The absolute URL, for handlers that read a multipart body with Request.formData(). */
  url: string;
}

export interface FakeRoute {
  method: string;
  pattern: RegExp;
  /** The fault switch's name for these calls. */
  scope: string;
  handle(req: FakeRequest, match: RegExpExecArray): FakeAnswer | Promise<FakeAnswer>;
}

export interface RecordedCall {
  method: string;
  path: string;
  scope: string;
  status: number;
  json: unknown;
  at: number;
}

export interface MetaFake {
  /** META_GRAPH_URL for the api; the gateway's base URL is `${url}/360`. */
  url: string;
  faults: FaultSwitch;
  calls: RecordedCall[];
  route(route: FakeRoute): void;
  callsOf(scope: string): RecordedCall[];
  close(): Promise<void>;
}

function send(res: http.ServerResponse, answer: FakeAnswer): void {
  const bytes = answer.bytes ?? Buffer.from(JSON.stringify(answer.json ?? {}));
  res.writeHead(answer.status, { 'Content-Type': answer.type ?? 'application/json', 'Content-Length': bytes.length, ...answer.headers });
  res.end(bytes);
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A call's JSON body as an object; undefined when it is not one. */
export function jsonBody(req: Pick<FakeRequest, 'body'>): Record<string, unknown> | undefined {
  try {
    const body = JSON.parse(req.body.toString('utf8')) as unknown;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** `port`: a fixed one, for an api started before the fake (the e2e stack); a free one otherwise. */
export async function startMetaFake(options: { port?: number } = {}): Promise<MetaFake> {
  const routes: FakeRoute[] = [];
  const faults = new FaultSwitch();
  const calls: RecordedCall[] = [];
  const held = new Set<http.ServerResponse>();
  let base = '';

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const versioned = /^\/(v\d+\.\d+)(\/.*)$/.exec(url.pathname);
    const gateway = /^\/360(\/.*)$/.exec(url.pathname);
    const path = versioned?.[2] ?? gateway?.[1] ?? url.pathname;
    const request: FakeRequest = { method: req.method ?? 'GET', path, version: versioned?.[1], gateway: !!gateway, query: url.searchParams, headers: req.headers, body: await readBody(req), url: url.href };
    for (const route of routes) {
      const match = route.method === request.method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const fault = faults.take(route.scope);
      const answer = fault ? faultAnswer(fault) : await route.handle(request, match);
      calls.push({ method: request.method, path, scope: route.scope, status: answer?.status ?? 0, json: jsonBody(request), at: Date.now() });
      if (!answer) {
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      return send(res, answer);
    }
    send(res, graphError(100, { status: 400, message: `Unsupported ${request.method} request: ${path}` }));
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) send(res, { status: 500, json: { error: { message: (err as Error).message, code: 1 } } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    faults,
    calls,
    route: (route) => void routes.push(route),
    callsOf: (scope) => calls.filter((c) => c.scope === scope),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The Bearer token of a Graph call, or the gateway's D360-API-KEY; empty when absent. */
export function credentialOf(req: FakeRequest): string {
  if (req.gateway) return String(req.headers['d360-api-key'] ?? '');
  return /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
}
