import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient } from './http';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('createHttpClient', () => {
  it('sends credentials, the X-Requested-With header and a JSON body', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, { result: 'success' }));
    const http = createHttpClient(fetchImpl);

    await http.post('/v2/api/auth/verify', { verify: 'abc' });

    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v2/api/auth/verify');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"verify":"abc"}');
  });

  it('sends the X-Requested-With header on GET too, without a body', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, { result: 'success', data: 1 }));
    const answer = await createHttpClient(fetchImpl).get<{ data: number }>('/v2/api/x');

    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(init.body).toBeUndefined();
    expect(answer.data).toBe(1);
  });

  it('sends DELETE with the CSRF header and no body', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, { result: 'success', data: [] }));
    await createHttpClient(fetchImpl).delete?.('/v2/api/sla/policies/p1');

    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/v2/api/sla/policies/p1', 'DELETE', undefined]);
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('turns a non-2xx answer into an ApiError with status, message and body', async () => {
    const body = { result: 'error', message: 'Unauthorized' };
    const http = createHttpClient(async () => jsonResponse(401, body));

    const error = await http.get('/v2/api/auth').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized', body });
  });

  it('treats 200 with result error as a 406 ApiError carrying the message', async () => {
    const http = createHttpClient(async () => jsonResponse(200, { result: 'error', message: 'Nope' }));

    await expect(http.get('/v2/api/x')).rejects.toMatchObject({ status: 406, message: 'Nope' });
  });

  it('reports a network failure as status 0', async () => {
    const http = createHttpClient(async () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(http.get('/v2/api/x')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it('uses the status text when the error answer is not JSON', async () => {
    const http = createHttpClient(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    await expect(http.get('/v2/api/x')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });
});

describe('createHttpClient extras', () => {
  it('sends a default header on every later call until it is removed', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, { result: 'success' }));
    const http = createHttpClient(fetchImpl);

    http.setDefaultHeader?.('X-Billing-Signature', 'active.abc');
    await http.get('/v2/api/a');
    http.setDefaultHeader?.('X-Billing-Signature', null);
    await http.get('/v2/api/b');

    const headers = fetchImpl.mock.calls.map((c) => (c as unknown as [string, RequestInit])[1].headers as Record<string, string>);
    expect(headers[0]?.['X-Billing-Signature']).toBe('active.abc');
    expect(headers[1]).not.toHaveProperty('X-Billing-Signature');
  });

  it('posts form data as it is, leaving the content type to the browser', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, { result: 'success', url: '/f' }));
    const form = new FormData();
    form.append('accept', 'png');

    await createHttpClient(fetchImpl).postForm?.('/v2/api/console/messages/upload', form);

    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it("reads the edge's error and code, so a maintenance 503 can be told apart", async () => {
    const http = createHttpClient(async () => jsonResponse(503, { error: 'The service is under maintenance', code: 'maintenance' }));

    await expect(http.get('/v2/api/x')).rejects.toMatchObject({ status: 503, code: 'maintenance', message: 'The service is under maintenance' });
  });

  it('has no code when the answer carries none', async () => {
    const http = createHttpClient(async () => jsonResponse(500, { result: 'error', message: 'x' }));

    await expect(http.get('/v2/api/x')).rejects.toMatchObject({ code: null });
  });

  it('reports every call start and end to the activity observer, failures included', async () => {
    const events: string[] = [];
    const activity = { started: () => events.push('start'), finished: () => events.push('end') };
    const ok = createHttpClient(async () => jsonResponse(200, { result: 'success' }), activity);
    const failing = createHttpClient(async () => jsonResponse(500, {}), activity);

    await ok.get('/v2/api/a');
    await failing.get('/v2/api/b').catch(() => undefined);

    expect(events).toEqual(['start', 'end', 'start', 'end']);
  });

  it('tells the activity observer of every failed call', async () => {
    const failed = vi.fn();
    const activity = { started: () => undefined, finished: () => undefined, failed };
    const http = createHttpClient(async () => jsonResponse(503, { error: 'down', code: 'maintenance' }), activity);

    await http.get('/v2/api/x').catch(() => undefined);

    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ status: 503, code: 'maintenance' }));
  });
});
