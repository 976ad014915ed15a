import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { addressSource, cookieLine, postLogin } from './throttleTesting';

// The console's attach → verify handshake that turns an SSO session into an app session. Its own api, as
// its tests move the clock.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const nextAddress = addressSource('198.51.101');

describe('attach and verify', () => {
  let agent: TestAgent;
  beforeAll(async () => {
    await seedUser(api, { email: 'verify@sso.test' });
  });

  async function ssoAgent(): Promise<TestAgent> {
    const a = api.request();
    const res = await postLogin(api, { email: 'verify@sso.test', password: TEST_PASSWORD }, nextAddress(), a);
    expect(res.status).toBe(303);
    return a;
  }

  async function attachUrl(a: TestAgent): Promise<string> {
    const res = await a.get('/v2/api/auth/attach');
    expect(res.body.result).toBe('success');
    return res.body.data as string;
  }

  async function verifyValue(a: TestAgent, url: string): Promise<string> {
    const res = await a.get(url);
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('success');
    return res.body.data as string;
  }

  const postVerify = (a: TestAgent, verify: string) =>
    a.post('/v2/api/auth/verify').set('X-Requested-With', 'XMLHttpRequest').send({ verify });

  function expectRefused(res: { status: number; body: { result: string; message: string }; headers: Record<string, unknown> }) {
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'error', code: 'REFUSED', message: 'Your login could not be verified. Please log in again.' });
    expect(cookieLine(res, 'sid')).toBeUndefined();
  }

  beforeAll(async () => {
    agent = await ssoAgent();
  });

  it('answers 401 to attach without an SSO session', async () => {
    const fresh = api.request();
    const url = await attachUrl(fresh);
    const res = await fresh.get(url);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ result: 'error', code: 'UNAUTHENTICATED', message: 'Please log in to continue.' });
  });

  it('answers 401 to attach with a malformed challenge', async () => {
    const res = await agent.get('/v2/api/sso/attach?challenge=short');
    expect(res.status).toBe(401);
  });

  it('opens an app session for a fresh value of this browser', async () => {
    const a = await ssoAgent();
    const res = await postVerify(a, await verifyValue(a, await attachUrl(a)));
    expect(res.body).toEqual({ result: 'success' });
    expect((await a.get('/v2/api/auth')).status).toBe(200);
  });

  it('refuses a value whose signature was changed', async () => {
    const value = await verifyValue(agent, await attachUrl(agent));
    const last = value.at(-1) === 'A' ? 'B' : 'A';
    expectRefused(await postVerify(agent, value.slice(0, -1) + last));
  });

  it('refuses a value whose issue time was moved', async () => {
    const [id, issued, mac] = (await verifyValue(agent, await attachUrl(agent))).split('.') as [string, string, string];
    expectRefused(await postVerify(agent, `${id}.${Number(issued) + 60_000}.${mac}`));
  });

  it('refuses a value naming another SSO session', async () => {
    const other = await ssoAgent();
    const otherId = (await verifyValue(other, await attachUrl(other))).split('.')[0]!;
    const [, issued, mac] = (await verifyValue(agent, await attachUrl(agent))).split('.') as [string, string, string];
    expectRefused(await postVerify(agent, `${otherId}.${issued}.${mac}`));
  });

  it('refuses a value made for another challenge', async () => {
    const first = await attachUrl(agent);
    await attachUrl(agent); // the browser's challenge cookie now holds the second challenge
    expectRefused(await postVerify(agent, await verifyValue(agent, first)));
  });

  it('refuses a value without the challenge cookie, and refuses it once used', async () => {
    const value = await verifyValue(agent, await attachUrl(agent));
    expectRefused(await postVerify(api.request(), value));
    expect((await postVerify(agent, value)).body.result).toBe('success');
    expectRefused(await postVerify(agent, value));
  });

  it('accepts a value up to 2 minutes old and refuses an older one', async () => {
    const fresh = await verifyValue(agent, await attachUrl(agent));
    api.clock.now = new Date(api.clock.now.getTime() + 2 * 60_000);
    expect((await postVerify(agent, fresh)).body.result).toBe('success');

    const old = await verifyValue(agent, await attachUrl(agent));
    api.clock.now = new Date(api.clock.now.getTime() + 2 * 60_000 + 1);
    expectRefused(await postVerify(agent, old));
  });

  it('answers 400 when the value is missing', async () => {
    await attachUrl(agent);
    const res = await agent.post('/v2/api/auth/verify').set('X-Requested-With', 'XMLHttpRequest').send({});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: 'error', message: 'verify: Required' });
  });
});
