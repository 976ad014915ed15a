// The one HTTP transport of the browser code. Every failure, whatever its cause, comes out as an
// ApiError so callers branch on `status` instead of on error shapes.

import { isRecord } from '../domain/validation';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  /** the machine-readable reason some answers carry (the edge's 503 says 'maintenance') */
  readonly code: string | null;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
    this.code = isRecord(body) && typeof body.code === 'string' ? body.code : null;
  }
}

/** Status used when the answer is 200 with `result: 'error'` (spec §8: shown as a 406). */
export const BUSINESS_ERROR_STATUS = 406;
/** Status used when no answer arrived at all (offline, DNS, aborted). */
export const NETWORK_ERROR_STATUS = 0;

export interface HttpClient {
  get<T>(url: string): Promise<T>;
  post<T>(url: string, body?: unknown): Promise<T>;
  put<T>(url: string, body?: unknown): Promise<T>;
  /** DELETE (optional like postForm, so the many small fakes need not implement it) */
  delete?<T>(url: string): Promise<T>;
  /** multipart upload (the browser sets the boundary) */
  postForm?<T>(url: string, form: FormData): Promise<T>;
  /** a header sent on every later call, e.g. the billing signature; null removes it */
  setDefaultHeader?(name: string, value: string | null): void;
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Told when a call starts and ends, whatever its outcome (the progress bar counts calls in flight). */
export interface HttpActivity {
  started(): void;
  finished(): void;
  /** every failed call, whoever made it: how a maintenance 503 is noticed even by calls that handle their own errors */
  failed?(error: ApiError): void;
}

export function createHttpClient(
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
  activity?: HttpActivity,
): HttpClient {
  const defaultHeaders: Record<string, string> = {};

  async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
    activity?.started();
    try {
      return await send<T>(method, url, body);
    } catch (error) {
      if (error instanceof ApiError) activity?.failed?.(error);
      throw error;
    } finally {
      activity?.finished();
    }
  }

  async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
    // The api refuses state-changing calls without this header (CSRF guard), so it goes on every call.
    const headers: Record<string, string> = { ...defaultHeaders, Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const init: RequestInit = { method, credentials: 'include', headers };
    if (body instanceof FormData) {
      init.body = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (cause) {
      throw new ApiError(NETWORK_ERROR_STATUS, cause instanceof Error ? cause.message : 'Network error', null);
    }

    const parsed = await readJson(response);
    if (!response.ok) {
      throw new ApiError(response.status, messageOf(parsed) ?? (response.statusText || `HTTP ${response.status}`), parsed);
    }
    if (isRecord(parsed) && parsed.result === 'error') {
      throw new ApiError(BUSINESS_ERROR_STATUS, messageOf(parsed) ?? 'Request failed', parsed);
    }
    return parsed as T;
  }

  return {
    get: (url) => request('GET', url),
    post: (url, body) => request('POST', url, body),
    put: (url, body) => request('PUT', url, body),
    delete: (url) => request('DELETE', url),
    postForm: (url, form) => request('POST', url, form),
    setDefaultHeader: (name, value) => {
      if (value === null) delete defaultHeaders[name];
      else defaultHeaders[name] = value;
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The api says `message`; the edge's own answers (maintenance, upstream down) say `error`. */
function messageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  for (const key of ['message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}
