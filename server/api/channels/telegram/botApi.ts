// Calls to the Telegram Bot API (https://core.telegram.org/bots/api#making-requests): every method is
// POST <base>/bot<token>/<method>, answered {ok:true,result} or {ok:false,error_code,description,
// parameters:{retry_after}}. The base URL is deployment configuration (TELEGRAM_API_URL), so tests
// point it at tests/fakes/telegram. JSON calls (every reply's sendMessage) go over node:http(s) with
// keep-alive agents: several times the calls per second of fetch on a busy machine; files go by fetch,
// whose FormData writes the multipart body.
import http from 'node:http';
import https from 'node:https';

/** One call's outcome: the result, Telegram's refusal, or no answer at all (network, timeout). */
export type BotApiAnswer<T> =
  | { ok: true; result: T }
  | { ok: false; status: number; description: string; retryAfter?: number }
  | { ok: false; status: 0; description: string };

/** How long one call may take: Telegram answers in well under a second when it is up. */
export const BOT_API_TIMEOUT_MS = 15_000;

export interface BotApiTarget {
  baseUrl: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Telegram's answers are small JSON; anything larger is not Telegram. */
const ANSWER_MAX_BYTES = 1024 * 1024;
const AGENTS = { 'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }), 'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }) };

function networkReason(err: unknown, timeoutMs: number): string {
  if ((err as Error).name === 'TimeoutError') return `Telegram did not answer within ${timeoutMs / 1000} s`;
  // node:http names the reason in code; fetch says only 'fetch failed' and names it in its cause.
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  const code = (err as NodeJS.ErrnoException).code;
  return `Telegram could not be reached (${(code ?? cause?.code ?? cause?.message ?? (err as Error).message).slice(0, 120)})`;
}

function postJson(url: URL, body: string, timeoutMs: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const req = (secure ? https : http).request(url, {
      method: 'POST',
      agent: AGENTS[secure ? 'https:' : 'http:'],
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    const timer = setTimeout(() => req.destroy(Object.assign(new Error('no answer'), { name: 'TimeoutError' })), timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > ANSWER_MAX_BYTES) req.destroy(new Error('the answer is too large'));
        else chunks.push(chunk);
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}

function readAnswer<T>(status: number, text: string): BotApiAnswer<T> {
  let body: { ok?: unknown; result?: unknown; description?: unknown; parameters?: { retry_after?: unknown } } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  if (status === 200 && body?.ok === true) return { ok: true, result: body.result as T };
  const description = typeof body?.description === 'string' ? body.description.slice(0, 300) : `HTTP ${status}`;
  const retryAfter = body?.parameters?.retry_after;
  return { ok: false, status, description, ...(typeof retryAfter === 'number' && retryAfter >= 0 ? { retryAfter } : {}) };
}

/** Calls one method with a JSON body, or multipart form data when files are sent. Never throws. */
export async function callBotApi<T>(target: BotApiTarget, method: string, body: Record<string, unknown> | FormData = {}): Promise<BotApiAnswer<T>> {
  const timeoutMs = target.timeoutMs ?? BOT_API_TIMEOUT_MS;
  const isForm = body instanceof FormData;
  try {
    if (!isForm && !target.fetch) {
      const answer = await postJson(new URL(`${target.baseUrl}/bot${target.token}/${method}`), JSON.stringify(body), timeoutMs);
      return readAnswer<T>(answer.status, answer.text);
    }
    const res = await (target.fetch ?? fetch)(`${target.baseUrl}/bot${target.token}/${method}`, {
      method: 'POST',
      headers: isForm ? {} : { 'Content-Type': 'application/json' },
      body: isForm ? body : JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return readAnswer<T>(res.status, await res.text());
  } catch (err) {
    return { ok: false, status: 0, description: networkReason(err, timeoutMs) };
  }
}

/** Downloads a file Telegram holds (the path comes from getFile); the token is part of the URL. */
export async function downloadBotFile(target: BotApiTarget, filePath: string, maxBytes: number): Promise<Buffer> {
  const timeoutMs = target.timeoutMs ?? BOT_API_TIMEOUT_MS;
  const res = await (target.fetch ?? fetch)(`${target.baseUrl}/file/bot${target.token}/${filePath.split('/').map(encodeURIComponent).join('/')}`, {
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (res.status !== 200) {
    await res.body?.cancel().catch(() => undefined);
    throw new Error(`Telegram answered HTTP ${res.status} for a file`);
  }
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new Error(`the file is larger than ${maxBytes} bytes`);
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > maxBytes) throw new Error(`the file is larger than ${maxBytes} bytes`);
  return bytes;
}
