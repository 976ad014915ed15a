// The fault switch shared by the Meta fakes: the next calls of the named scopes answer with Graph's
// error envelope ({error:{message, type, code, error_subcode, fbtrace_id}}), a 5xx, or never answer.
import { randomBytes } from 'node:crypto';
import { Faults } from '../fakeHttp';

export type GraphFault =
  /** A documented Graph error: 130429 (throughput), 131056 (pair rate), 190 (token), 131047 (window), … */
  | { kind: 'code'; code: number; status?: number; message?: string; subcode?: number; retryAfter?: number }
  | { kind: 'server'; status?: 500 | 502 | 503 }
  /** No answer: the request is held open until the fake closes. */
  | { kind: 'timeout' };

export interface FakeAnswer {
  status: number;
  json?: unknown;
  bytes?: Buffer;
  type?: string;
  headers?: Record<string, string>;
}

/** What Meta documents for the codes tests use; others say 'Error'. */
const MESSAGES: Record<number, string> = {
  4: 'Application request limit reached',
  190: 'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
  130429: 'Rate limit hit',
  131047: 'Re-engagement message',
  131056: '(Business Account, Consumer Account) pair rate limit hit',
  100: 'Invalid parameter',
};

/** Graph's error envelope with the HTTP status Meta gives it (400 for most, 401 for 190). */
export function graphError(code: number, options: { status?: number; message?: string; subcode?: number; retryAfter?: number; details?: string } = {}): FakeAnswer {
  const status = options.status ?? (code === 190 ? 401 : code === 4 || code === 613 || code === 130429 ? 429 : 400);
  return {
    status,
    json: {
      error: {
        message: options.message ?? MESSAGES[code] ?? 'Error',
        type: 'OAuthException',
        code,
        ...(options.subcode !== undefined ? { error_subcode: options.subcode } : {}),
        ...(options.details ? { error_data: { details: options.details } } : {}),
        fbtrace_id: randomBytes(9).toString('base64url'),
      },
    },
    ...(options.retryAfter !== undefined ? { headers: { 'Retry-After': String(options.retryAfter) } } : {}),
  };
}

/** The answer a fault gives; undefined for a timeout. */
export function faultAnswer(fault: GraphFault): FakeAnswer | undefined {
  if (fault.kind === 'timeout') return undefined;
  if (fault.kind === 'server') return { status: fault.status ?? 500, json: { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1, is_transient: true } } };
  const { code, ...options } = fault;
  return graphError(code, options);
}

/** The next calls of the named scopes (a fake's names for its endpoints, 'messages' by default) answer with a fault. */
export class FaultSwitch extends Faults<GraphFault> {
  constructor() {
    super(['messages']);
  }
}
