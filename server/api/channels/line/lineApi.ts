// Calls to the LINE Messaging API (https://developers.line.biz/en/reference/messaging-api/): JSON over
// HTTPS with the channel access token as Bearer. Errors answer {message, details?}; a 429 names a rate
// limit or the monthly quota in its message. The base URLs are deployment configuration (LINE_API_URL,
// LINE_DATA_API_URL), so tests point them at tests/fakes/line.
import { downloadLimited } from '../providerDownload';

/** One call's outcome: LINE's JSON answer, its refusal, or no answer (status 0: network, timeout). */
export type LineAnswer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; message: string; retryAfter?: number };

export const LINE_TIMEOUT_MS = 15_000;

export interface LineTarget {
  apiUrl: string;
  dataUrl: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function networkMessage(err: unknown, timeoutMs: number): string {
  if ((err as Error).name === 'TimeoutError') return `LINE did not answer within ${timeoutMs / 1000} s`;
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return `LINE could not be reached (${(cause?.code ?? cause?.message ?? (err as Error).message).slice(0, 120)})`;
}

/** LINE's error body: its message, and the first detail, which says which field was wrong. */
function refusal(status: number, text: string, retryAfter: string | null): Extract<LineAnswer<unknown>, { ok: false }> {
  let body: { message?: unknown; details?: { message?: unknown; property?: unknown }[] } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  const detail = body?.details?.[0];
  const words = [typeof body?.message === 'string' ? body.message : `HTTP ${status}`, typeof detail?.message === 'string' ? `${String(detail.property ?? '')} ${detail.message}`.trim() : '']
    .filter(Boolean)
    .join(': ');
  const seconds = retryAfter !== null && /^\d{1,6}$/.test(retryAfter) ? Number(retryAfter) : undefined;
  return { ok: false, status, message: words.slice(0, 300), ...(seconds !== undefined ? { retryAfter: seconds } : {}) };
}

/** One JSON call to the api host. Never throws. */
export async function callLine<T>(target: LineTarget, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<LineAnswer<T>> {
  const timeoutMs = target.timeoutMs ?? LINE_TIMEOUT_MS;
  try {
    const res = await (target.fetch ?? fetch)(`${target.apiUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${target.token}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (res.status < 200 || res.status > 299) return refusal(res.status, text, res.headers.get('retry-after'));
    return { ok: true, status: res.status, body: (text ? JSON.parse(text) : {}) as T };
  } catch (err) {
    return { ok: false, status: 0, message: networkMessage(err, timeoutMs) };
  }
}

/** The content of a customer's image, video, audio or file message (GET api-data /v2/bot/message/{id}/content). */
export function downloadContent(target: LineTarget, messageId: string, maxBytes: number): Promise<{ bytes: Buffer; mime?: string }> {
  return downloadLimited(`${target.dataUrl}/v2/bot/message/${encodeURIComponent(messageId)}/content`, {
    headers: { Authorization: `Bearer ${target.token}` },
    maxBytes,
    timeoutMs: target.timeoutMs ?? LINE_TIMEOUT_MS,
    provider: 'LINE',
    ...(target.fetch ? { fetch: target.fetch } : {}),
  });
}
