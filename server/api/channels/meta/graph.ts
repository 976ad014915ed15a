// Calls to Meta's Graph API: <base>/<version>/<path>, authorised by a Bearer token (a 360dialog-style
// gateway takes the same bodies at its own base URL, without a version, with its key in a header).
// Every error comes in one envelope, {error:{message, type, code, error_subcode, fbtrace_id}}, which
// graphErrors.ts classifies by code. The base URL and version are configuration (META_GRAPH_URL,
// META_GRAPH_VERSION), so tests point them at tests/fakes/meta.
import type { ApiDeps } from '../../deps';
import { downloadLimited } from '../providerDownload';

export const GRAPH_TIMEOUT_MS = 15_000;
/** Graph's answers are small JSON; more than this is not Graph. */
const ANSWER_MAX_BYTES = 1024 * 1024;

export interface GraphTarget {
  /** Everything before the path: https://graph.facebook.com/v21.0, or a gateway's base URL. */
  root: string;
  /** The authorisation headers (Authorization: Bearer …, or D360-API-KEY). */
  auth: Record<string, string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface GraphError {
  status: number;
  message: string;
  code?: number;
  subcode?: number;
  /** Retry-After, when the answer carried one. */
  retryAfterMs?: number;
}

export type GraphAnswer<T> = { ok: true; result: T } | ({ ok: false } & GraphError);

/** The deployment's Graph root with a Bearer token (a system user's or a page's). */
export function graphTarget(deps: Pick<ApiDeps, 'config'>, token: string, fetchFn?: typeof fetch): GraphTarget {
  return { root: `${deps.config.metaGraphUrl}/${deps.config.metaGraphVersion}`, auth: { Authorization: `Bearer ${token}` }, ...(fetchFn ? { fetch: fetchFn } : {}) };
}

function networkReason(err: unknown, timeoutMs: number): string {
  if ((err as Error).name === 'TimeoutError') return `Meta did not answer within ${timeoutMs / 1000} s`;
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return `Meta could not be reached (${(cause?.code ?? cause?.message ?? (err as Error).message).slice(0, 120)})`;
}

function retryAfter(header: string | null): number | undefined {
  return header && /^\d{1,6}$/.test(header.trim()) ? Number(header.trim()) * 1000 : undefined;
}

function readError(status: number, text: string, header: string | null): GraphError {
  let body: { error?: { message?: unknown; code?: unknown; error_subcode?: unknown } } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  const after = retryAfter(header);
  return {
    status,
    message: typeof error?.message === 'string' ? error.message.slice(0, 300) : `HTTP ${status}`,
    ...(typeof error?.code === 'number' ? { code: error.code } : {}),
    ...(typeof error?.error_subcode === 'number' ? { subcode: error.error_subcode } : {}),
    ...(after !== undefined ? { retryAfterMs: after } : {}),
  };
}

/** One call; a JSON body, or multipart form data (media uploads). Never throws: status 0 is no answer. */
export async function callGraph<T>(target: GraphTarget, method: 'GET' | 'POST' | 'DELETE', path: string, body?: Record<string, unknown> | FormData): Promise<GraphAnswer<T>> {
  const timeoutMs = target.timeoutMs ?? GRAPH_TIMEOUT_MS;
  const isForm = body instanceof FormData;
  try {
    const res = await (target.fetch ?? fetch)(`${target.root}/${path.replace(/^\/+/, '')}`, {
      method,
      headers: { ...target.auth, ...(body && !isForm ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: isForm ? body : JSON.stringify(body) } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (text.length > ANSWER_MAX_BYTES) return { ok: false, status: res.status, message: 'Meta’s answer is too large' };
    if (res.status >= 200 && res.status < 300) {
      try {
        return { ok: true, result: JSON.parse(text) as T };
      } catch {
        return { ok: false, status: res.status, message: 'Meta’s answer is not JSON' };
      }
    }
    return { ok: false, ...readError(res.status, text, res.headers.get('retry-after')) };
  } catch (err) {
    return { ok: false, status: 0, message: networkReason(err, timeoutMs) };
  }
}

/** Downloads a file Meta holds at a short-lived URL, with the same authorisation; refuses more than maxBytes. */
export function downloadGraphFile(target: GraphTarget, url: string, maxBytes: number): Promise<{ bytes: Buffer; mime?: string }> {
  return downloadLimited(url, { headers: target.auth, maxBytes, timeoutMs: target.timeoutMs ?? GRAPH_TIMEOUT_MS, provider: 'Meta', ...(target.fetch ? { fetch: target.fetch } : {}) });
}
