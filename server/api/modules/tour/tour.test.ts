import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { addMember } from '../workspaces/service';

const TOUR = '/v2/api/workspace/product-tour';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let seq = 0;
async function freshUser(opts: { workspaceId?: string } = {}) {
  const email = `user${++seq}@tour.test`;
  const seeded = await seedUser(api, { email, ...opts });
  return { ...seeded, email, agent: await login(api, email) };
}

describe('POST /workspace/product-tour', () => {
  it('lists nothing at first', async () => {
    const u = await freshUser();
    const res = await xhr(u.agent, 'post', TOUR, { action: 'get' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', data: [] });
  });

  it('records a route as seen and lists it, in the order seen', async () => {
    const u = await freshUser();
    const set = await xhr(u.agent, 'post', TOUR, { action: 'set', url: '/app/chat' });
    expect(set.body).toEqual({ result: 'success', data: ['/app/chat'] });
    await xhr(u.agent, 'post', TOUR, { action: 'set', url: 'app/ticket' });
    expect((await xhr(u.agent, 'post', TOUR, { action: 'get' })).body.data).toEqual(['/app/chat', 'app/ticket']);
  });

  it('records the same route once however often it is set', async () => {
    const u = await freshUser();
    for (let i = 0; i < 3; i++) {
      const res = await xhr(u.agent, 'post', TOUR, { action: 'set', url: '/app/contact' });
      expect(res.body).toEqual({ result: 'success', data: ['/app/contact'] });
    }
  });

  it('keeps each user’s tour apart, within one workspace', async () => {
    const owner = await freshUser();
    const agent = await freshUser({ workspaceId: owner.workspaceId });
    await xhr(owner.agent, 'post', TOUR, { action: 'set', url: '/app/report' });
    expect((await xhr(agent.agent, 'post', TOUR, { action: 'get' })).body.data).toEqual([]);
    expect((await xhr(owner.agent, 'post', TOUR, { action: 'get' })).body.data).toEqual(['/app/report']);
  });

  it('keeps one user’s tour apart per workspace', async () => {
    const u = await freshUser();
    const other = await freshUser();
    await addMember(api.deps, { workspaceId: other.workspaceId, user: u.user, role: 'Agent' });
    await xhr(u.agent, 'post', TOUR, { action: 'set', url: '/app/chat' });
    // The same login, now working in the other workspace.
    await api.deps.db
      .update(sessions)
      .set({ workspaceId: other.workspaceId })
      .where(and(eq(sessions.userId, u.user.id), eq(sessions.kind, 'app')));
    expect((await u.agent.get('/v2/api/auth')).body.workspace.id).toBe(other.workspaceId);
    expect((await xhr(u.agent, 'post', TOUR, { action: 'get' })).body.data).toEqual([]);
    await xhr(u.agent, 'post', TOUR, { action: 'set', url: '/app/ticket' });
    expect((await xhr(u.agent, 'post', TOUR, { action: 'get' })).body.data).toEqual(['/app/ticket']);
  });

  it('answers 400 to an unknown or missing action', async () => {
    const u = await freshUser();
    for (const body of [{ action: 'delete' }, {}, { action: ['get'] }]) {
      const res = await xhr(u.agent, 'post', TOUR, body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ action: 'Invalid format' });
    }
  });

  it('answers 400 to a set without a route path, and records nothing', async () => {
    const u = await freshUser();
    for (const url of [undefined, '', '../etc/passwd', '/app/chat?x=1', '<script>', 'x'.repeat(101), 42]) {
      const res = await xhr(u.agent, 'post', TOUR, { action: 'set', url });
      expect(res.status, String(url)).toBe(400);
      expect(res.body.fields).toEqual({ url: 'Invalid format' });
    }
    expect((await xhr(u.agent, 'post', TOUR, { action: 'get' })).body.data).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await xhr(api.request(), 'post', TOUR, { action: 'get' })).status).toBe(401);
  });
});
