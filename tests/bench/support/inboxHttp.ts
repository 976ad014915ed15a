// A small HTTP client for the inbox benchmark: keep-alive sockets (so a sample times the request, not a
// TCP handshake), a cookie jar, and the api's real login chain (SSO form → attach → verify).

import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** From writing the request until the last byte of the answer, in ms. */
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

export function closeHttp(): void {
  agent.destroy();
}

export function request(
  base: string,
  method: string,
  urlPath: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(urlPath, base);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, agent, headers: opts.headers, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
        );
      },
    );
    req.once('timeout', () => req.destroy(new Error(`${method} ${urlPath} timed out`)));
    req.once('error', reject);
    req.end(opts.body);
  });
}

/** A signed-in user of the api: every call carries the session cookies and X-Requested-With. */
export class Session {
  private readonly jar = new Map<string, string>();

  constructor(readonly base: string) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    return { 'x-requested-with': 'XMLHttpRequest', origin: new URL(this.base).origin, ...(cookie ? { cookie } : {}), ...extra };
  }

  private keep(answer: Answer): Answer {
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1).trim()];
      if (/expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return answer;
  }

  async get(urlPath: string): Promise<Answer> {
    return this.keep(await request(this.base, 'GET', urlPath, { headers: this.headers() }));
  }

  async post(urlPath: string, body: unknown): Promise<Answer> {
    const json = JSON.stringify(body);
    return this.keep(await request(this.base, 'POST', urlPath, { headers: this.headers({ 'content-type': 'application/json' }), body: json }));
  }

  /** GET whose answer must be {result: 'success', data}; returns data. */
  async data<T>(urlPath: string): Promise<T> {
    const answer = await this.get(urlPath);
    const parsed = parse(answer, urlPath);
    return parsed as T;
  }

  async login(email: string, password: string): Promise<void> {
    const form = new URLSearchParams({ email, password, continue: '/v2/app/chat' }).toString();
    const submitted = this.keep(
      await request(this.base, 'POST', '/v2/api/sso/login', {
        headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded' }),
        body: form,
      }),
    );
    if (submitted.status !== 303) throw new Error(`login of ${email} answered ${submitted.status}: ${submitted.body.slice(0, 200)}`);
    const verifyUrl = await this.data<string>('/v2/api/auth/attach');
    const verify = await this.data<string>(verifyUrl);
    const verified = await this.post('/v2/api/auth/verify', { verify });
    parse(verified, '/v2/api/auth/verify');
  }
}

export function parse(answer: Answer, what: string): unknown {
  let body: { result?: string; data?: unknown };
  try {
    body = JSON.parse(answer.body) as typeof body;
  } catch {
    throw new Error(`${what} answered ${answer.status} with a body that is not JSON: ${answer.body.slice(0, 200)}`);
  }
  if (answer.status !== 200 || body.result !== 'success') throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return body.data;
}
