import { describe, expect, it } from 'vitest';
import { classifyGraphError, RATE_LIMIT_WAIT_MS } from './graphErrors';

const opts = { product: 'Messenger' };

describe('classifyGraphError (channels.md §4.0)', () => {
  it('retries the temporary and rate-limit codes, 5xx and no answer, with the hint when there is one', () => {
    for (const code of [1, 2]) expect(classifyGraphError({ status: 400, message: 'temporary', code }, opts)).toMatchObject({ kind: 'retry' });
    expect(classifyGraphError({ status: 400, message: 'limit', code: 4 }, opts)).toEqual({ ok: false, kind: 'retry', reason: 'Messenger asked to slow down (limit)', afterMs: RATE_LIMIT_WAIT_MS });
    expect(classifyGraphError({ status: 400, message: 'limit', code: 613, retryAfterMs: 5000 }, opts)).toMatchObject({ kind: 'retry', afterMs: 5000 });
    expect(classifyGraphError({ status: 503, message: 'HTTP 503' }, opts)).toEqual({ ok: false, kind: 'retry', reason: 'Messenger had an error (HTTP 503)' });
    expect(classifyGraphError({ status: 0, message: 'Meta could not be reached (ECONNREFUSED)' }, opts)).toMatchObject({ kind: 'retry', reason: 'Meta could not be reached (ECONNREFUSED)' });
  });

  it('asks to reconnect on 190 and gives up with Meta’s words on permissions and anything else', () => {
    expect(classifyGraphError({ status: 401, message: 'Session expired', code: 190 }, opts)).toMatchObject({ kind: 'reconnect', reason: expect.stringContaining('Session expired') });
    expect(classifyGraphError({ status: 403, message: 'Permission denied', code: 200 }, opts)).toEqual({ ok: false, kind: 'give up', reason: 'Messenger refused the message: Permission denied (code 200)' });
    expect(classifyGraphError({ status: 400, message: 'Invalid parameter', code: 100 }, opts)).toMatchObject({ kind: 'give up' });
  });

  it('lays a channel’s own codes and reasons over the shared ones', () => {
    const whatsapp = { product: 'WhatsApp', codes: { 130429: 'retry', 131047: 'give up' } as const, reasons: { 131047: 'outside the 24-hour window' }, rateLimits: [130429] };
    expect(classifyGraphError({ status: 400, message: 'Rate limit hit', code: 130429 }, whatsapp)).toMatchObject({ kind: 'retry', afterMs: RATE_LIMIT_WAIT_MS });
    expect(classifyGraphError({ status: 400, message: 'Re-engagement message', code: 131047 }, whatsapp)).toEqual({ ok: false, kind: 'give up', reason: 'outside the 24-hour window' });
  });
});
