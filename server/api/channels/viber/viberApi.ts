// Calls to the Viber REST bot api (https://developers.viber.com/docs/api/rest-bot-api/): POST
// <base>/pa/<method> with the X-Viber-Auth-Token header and a JSON body. Viber answers HTTP 200 with
// {status, status_message} for its own refusals (status 0 is success); the base URL is deployment
// configuration (VIBER_API_URL), so tests point it at tests/fakes/viber.

export const VIBER_TIMEOUT_MS = 15_000;

export interface ViberTarget {
  baseUrl: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** status: Viber's (0 success), or the HTTP status when Viber did not answer its JSON (0 for no answer). */
export type ViberAnswer<T> =
  | { ok: true; body: T; text: string }
  | { ok: false; kind: 'viber'; status: number; message: string }
  | { ok: false; kind: 'http'; httpStatus: number; message: string };

/**
 * Viber's message tokens are 64-bit numbers, beyond what JSON.parse keeps exact: read from the text.
 * One token per answer or callback, so the first one found is the one.
 */
export function messageTokenOf(text: string): string | undefined {
  return /"message_token"\s*:\s*"?(\d{1,20})/.exec(text)?.[1];
}

export async function callViber<T>(target: ViberTarget, method: string, body: Record<string, unknown> = {}): Promise<ViberAnswer<T>> {
  const timeoutMs = target.timeoutMs ?? VIBER_TIMEOUT_MS;
  let res: Response;
  let text: string;
  try {
    res = await (target.fetch ?? fetch)(`${target.baseUrl}/pa/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Viber-Auth-Token': target.token },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
    const message = (err as Error).name === 'TimeoutError' ? `Viber did not answer within ${timeoutMs / 1000} s` : `Viber could not be reached (${cause.slice(0, 120)})`;
    return { ok: false, kind: 'http', httpStatus: 0, message };
  }
  let parsed: { status?: unknown; status_message?: unknown } | undefined;
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    parsed = undefined;
  }
  if (res.status !== 200 || typeof parsed?.status !== 'number') return { ok: false, kind: 'http', httpStatus: res.status, message: `Viber answered HTTP ${res.status}` };
  if (parsed.status !== 0) return { ok: false, kind: 'viber', status: parsed.status, message: typeof parsed.status_message === 'string' ? parsed.status_message.slice(0, 200) : '' };
  return { ok: true, body: parsed as T, text };
}
