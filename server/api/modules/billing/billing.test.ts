import cookieParser from 'cookie-parser';
import { eq } from 'drizzle-orm';
import express from 'express';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingAccounts } from '../../db/schema';
import { loadAuth } from '../../http/auth';
import { errorHandler } from '../../http/errors';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { requireActivePackage } from './routes';
import { addDays, dayOf } from '../../clock/workspaceClock';
import { setBilling } from './service';

const EXPIRED_MESSAGE = 'Your workspace package has expired. Please renew to continue using all features.';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const today = () => dayOf(api.clock.now, 'UTC');

async function workspaceOf(agent: TestAgent): Promise<{ id: string; botid: string }> {
  const res = await agent.get('/v2/api/auth');
  return res.body.workspace as { id: string; botid: string };
}

describe('POST /billing/status', () => {
  it('answers the default package, its features and a signature', async () => {
    const { workspaceId } = await seedUser(api, { email: 'owner@billing.test' });
    const agent = await login(api, 'owner@billing.test');
    const res = await xhr(agent, 'post', '/v2/api/billing/status', { workspace: workspaceId });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      result: 'success',
      package: { account_id: `acct_${workspaceId.slice(0, 8)}`, status: 'active', expired_date: addDays(today(), 30) },
    });
    expect(res.body.package.expired_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.features).toEqual([{ name: 'chat' }, { name: 'ticket' }, { name: 'contact' }, { name: 'webchat' }, { name: 'email' }]);
    expect(res.body.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await xhr(agent, 'post', '/v2/api/billing/status', { workspace: workspaceId });
    expect(again.body.signature).toBe(res.body.signature);
  });

  it('accepts the workspace bot id as the workspace', async () => {
    await seedUser(api, { email: 'botid@billing.test' });
    const agent = await login(api, 'botid@billing.test');
    const { botid } = await workspaceOf(agent);
    const res = await xhr(agent, 'post', '/v2/api/billing/status', { workspace: botid });
    expect(res.status).toBe(200);
    expect(res.body.package.status).toBe('active');
  });

  it('answers no package and no features without billing; /billing/default then gives the default package', async () => {
    const { workspaceId } = await seedUser(api, { email: 'new@billing.test', billing: false });
    const agent = await login(api, 'new@billing.test');
    const before = await xhr(agent, 'post', '/v2/api/billing/status', { workspace: workspaceId });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ result: 'success', package: null, features: [] });
    expect(typeof before.body.signature).toBe('string');

    const set = await xhr(agent, 'post', '/v2/api/billing/default', { workspace: workspaceId });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ result: 'success' });

    const after = await xhr(agent, 'post', '/v2/api/billing/status', { workspace: workspaceId });
    expect(after.body.package).toEqual({ account_id: `acct_${workspaceId.slice(0, 8)}`, status: 'active', expired_date: addDays(today(), 30) });
    expect(after.body.features).toHaveLength(5);
    expect(after.body.signature).not.toBe(before.body.signature);
  });

  it('keeps an existing package when /billing/default is called again', async () => {
    const { workspaceId } = await seedUser(api, { email: 'keeps@billing.test' });
    await setBilling(api.deps, workspaceId, { packageName: 'lite', expiredDate: '2099-12-31' });
    const agent = await login(api, 'keeps@billing.test');
    await xhr(agent, 'post', '/v2/api/billing/default', { workspace: workspaceId });
    const res = await xhr(agent, 'post', '/v2/api/billing/status', { workspace: workspaceId });
    expect(res.body.package.expired_date).toBe('2099-12-31');
    expect(res.body.features).toHaveLength(11);
  });

  it('answers a package that never expires with a null date', async () => {
    const { workspaceId } = await seedUser(api, { email: 'forever@billing.test' });
    await setBilling(api.deps, workspaceId, { expiredDate: null });
    const agent = await login(api, 'forever@billing.test');
    const res = await xhr(agent, 'post', '/v2/api/billing/status', { workspace: workspaceId });
    expect(res.body.package).toMatchObject({ status: 'active', expired_date: null });
  });
});

describe('an expired package', () => {
  let agent: TestAgent;
  let workspaceId: string;
  let token: string;
  beforeAll(async () => {
    ({ workspaceId } = await seedUser(api, { email: 'late@billing.test' }));
    agent = await login(api, 'late@billing.test');
    token = (await agent.get('/v2/api/auth')).body.user.token as string;
  });

  // requireActivePackage on a small app of its own, behind the api's real auth loader and error handler.
  function featureApp() {
    const app = express();
    app.use(cookieParser(), express.json(), loadAuth(api.deps));
    app.post('/feature', requireActivePackage(api.deps), (_req, res) => void res.json({ result: 'success' }));
    app.use(errorHandler(api.deps.logger));
    return app;
  }
  const callFeature = () => supertest(featureApp()).post('/feature').set('Authorization', `Bearer ${token}`).send({});

  it('is still active on its last day', async () => {
    await setBilling(api.deps, workspaceId, { expiredDate: today() });
    const res = await xhr(agent, 'post', '/v2/api/billing/status', { workspace: workspaceId });
    expect(res.body.package.status).toBe('active');
    expect((await callFeature()).body).toEqual({ result: 'success' });
  });

  it('answers status expired the day after, with another signature', async () => {
    const active = await xhr(agent, 'post', '/v2/api/billing/status', { workspace: workspaceId });
    await setBilling(api.deps, workspaceId, { expiredDate: addDays(today(), -1) });
    const res = await xhr(agent, 'post', '/v2/api/billing/status', { workspace: workspaceId });
    expect(res.status).toBe(200);
    expect(res.body.package).toMatchObject({ status: 'expired', expired_date: addDays(today(), -1) });
    expect(res.body.signature).not.toBe(active.body.signature);
  });

  it('makes a feature guarded by requireActivePackage answer 402 with the spec message', async () => {
    const res = await callFeature();
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ result: 'error', code: 'PACKAGE_EXPIRED', message: EXPIRED_MESSAGE });
  });

  it('makes a real feature call (ticket settings) answer 402', async () => {
    const res = await xhr(agent, 'post', '/v2/api/setting/ticket/get', { workspace: workspaceId });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ result: 'error', code: 'PACKAGE_EXPIRED', message: EXPIRED_MESSAGE });
  });

  it('still answers billing status and the guarded call after renewal', async () => {
    await setBilling(api.deps, workspaceId, { expiredDate: addDays(today(), 10) });
    expect((await callFeature()).status).toBe(200);
    expect((await xhr(agent, 'post', '/v2/api/setting/ticket/get', { workspace: workspaceId })).status).toBe(200);
  });

  it('the guard answers 401 without a session', async () => {
    const res = await supertest(featureApp()).post('/feature').send({});
    expect(res.status).toBe(401);
  });
});

describe('POST /api/workspace/availabe-features', () => {
  let agent: TestAgent;
  let ws: { id: string; botid: string };
  beforeAll(async () => {
    await seedUser(api, { email: 'quota@billing.test' });
    agent = await login(api, 'quota@billing.test');
    ws = await workspaceOf(agent);
  });

  it('answers the conversations left of the package', async () => {
    const res = await xhr(agent, 'post', '/v2/api/api/workspace/availabe-features', { botid: ws.botid, type: 'conversation' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', available: 500 });
  });

  it('counts what was used, and answers the MAU left for type mau', async () => {
    await api.deps.db.update(billingAccounts).set({ conversationsUsed: 120, mauUsed: 249 }).where(eq(billingAccounts.workspaceId, ws.id));
    const conv = await xhr(agent, 'post', '/v2/api/api/workspace/availabe-features', { botid: ws.botid, type: 'conversation' });
    expect(conv.body).toEqual({ result: 'success', available: 380 });
    const mau = await xhr(agent, 'post', '/v2/api/api/workspace/availabe-features', { botid: ws.id, type: 'mau' });
    expect(mau.body).toEqual({ result: 'success', available: 1 });
  });

  it('answers an unknown type as a business error', async () => {
    const res = await xhr(agent, 'post', '/v2/api/api/workspace/availabe-features', { botid: ws.botid, type: 'tickets' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'error', code: 'REFUSED', message: 'Unknown feature type: tickets' });
  });
});

describe('billing call checks', () => {
  let agent: TestAgent;
  let mine: string;
  let theirs: { id: string; botid: string };
  beforeAll(async () => {
    ({ workspaceId: mine } = await seedUser(api, { email: 'me@checks.test' }));
    await seedUser(api, { email: 'them@checks.test', billing: false });
    theirs = await workspaceOf(await login(api, 'them@checks.test'));
    agent = await login(api, 'me@checks.test');
  });

  it.each([
    ['/v2/api/billing/status', (id: string) => ({ workspace: id })],
    ['/v2/api/billing/default', (id: string) => ({ workspace: id })],
    ['/v2/api/api/workspace/availabe-features', (id: string) => ({ botid: id, type: 'conversation' })],
  ])('%s refuses another workspace (403) and answers no data', async (url, body) => {
    for (const other of [theirs.id, theirs.botid, 'not-a-workspace']) {
      const res = await xhr(agent, 'post', url, body(other));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ result: 'error', code: 'FORBIDDEN', message: 'You do not belong to this workspace.' });
    }
  });

  it('did not give the other workspace a package through /billing/default', async () => {
    const rows = await api.deps.db.select().from(billingAccounts).where(eq(billingAccounts.workspaceId, theirs.id));
    expect(rows).toEqual([]);
  });

  it.each([
    ['a missing workspace', '/v2/api/billing/status', {}, 'workspace: Required'],
    ['a number as workspace', '/v2/api/billing/status', { workspace: 42 }, 'workspace: workspace must be text'],
    ['an empty workspace', '/v2/api/billing/default', { workspace: '  ' }, 'workspace: Required'],
    ['a too long workspace', '/v2/api/billing/default', { workspace: 'x'.repeat(65) }, 'workspace: Max 64 characters'],
    ['a missing botid', '/v2/api/api/workspace/availabe-features', { type: 'conversation' }, 'botid: Required'],
    ['a list as type', '/v2/api/api/workspace/availabe-features', { botid: 'b', type: ['conversation'] }, 'type: type must be text'],
  ])('answers 400 with a message for %s', async (_label, url, body, message) => {
    const res = await xhr(agent, 'post', url, body);
    expect(res.status).toBe(400);
    expect(res.body.result).toBe('error');
    expect(res.body.message).toBe(message);
    expect(res.body.fields).toBeDefined();
  });

  it('answers 400 to a body that is not an object', async () => {
    const res = await xhr(agent, 'post', '/v2/api/billing/status', [mine]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: 'error', code: 'INVALID_INPUT', message: 'The request body must be a JSON object.' });
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await agent
      .post('/v2/api/billing/status')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Content-Type', 'application/json')
      .send('{"workspace": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: 'error', code: 'INVALID_BODY', message: 'The request body is not valid JSON.' });
  });

  it('answers 401 without a session', async () => {
    const res = await xhr(api.request(), 'post', '/v2/api/billing/status', { workspace: mine });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ result: 'error', code: 'UNAUTHENTICATED', message: 'Please log in to continue.' });
  });

  it('answers 403 without X-Requested-With or a same origin, and changes nothing', async () => {
    const { workspaceId } = await seedUser(api, { email: 'csrf@checks.test', billing: false });
    const victim = await login(api, 'csrf@checks.test');
    const res = await victim.post('/v2/api/billing/default').send({ workspace: workspaceId });
    expect(res.status).toBe(403);
    expect(res.body.result).toBe('error');
    const cross = await victim.post('/v2/api/billing/default').set('Origin', 'https://evil.example').send({ workspace: workspaceId });
    expect(cross.status).toBe(403);
    const status = await xhr(victim, 'post', '/v2/api/billing/status', { workspace: workspaceId });
    expect(status.body.package).toBeNull();
  });
});
