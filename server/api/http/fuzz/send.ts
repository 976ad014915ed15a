// Raw HTTP for the fuzz test: the exact bytes generated (paths with broken escapes, invalid UTF-8 bodies)
// go on the wire, which fetch and supertest would normalise or refuse.
import http from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query as sent, unescaped characters included. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawAnswer {
  status: number;
  ms: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The api kept the request longer than allowed: a failure in itself, never retried. */
export class AnswerTimeout extends Error {}

export interface Target {
  host: string;
  port: number;
  /** false: a connection of its own. */
  agent: http.Agent | false;
}

/**
 * Sends one request; rejects when no complete answer came within `timeoutMs`. With `expectContinue` the
 * body waits for the server's 100 Continue, so an answer given before the body (Node refusing the
 * request line) is read instead of lost to the connection reset its close causes under a body in flight.
 */
export function send(target: Target, request: RawRequest, timeoutMs: number, expectContinue = false): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...request.headers, 'Content-Length': String(request.body?.length ?? 0) };
    if (expectContinue) headers.Expect = '100-continue';
    const req = http.request({ host: target.host, port: target.port, agent: target.agent, method: request.method, path: request.path, headers });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new AnswerTimeout(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    req.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    if (expectContinue) req.once('continue', () => req.end(request.body));
    else req.end(request.body);
  });
}

/** The cookies a response sets, as name → value. */
export function setCookies(answer: RawAnswer): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of answer.headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    if (eq > 0) out[pair!.slice(0, eq)] = pair!.slice(eq + 1);
  }
  return out;
}
