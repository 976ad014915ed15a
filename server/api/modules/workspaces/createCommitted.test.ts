// Onboarding's workspace creation is one transaction (issue 12): when the caller's session cannot move to
// the new workspace, no workspace, membership or package of it stays, and trying again makes one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingAccounts, members, workspaces } from '../../db/schema';
import { refuseUpdates } from '../../testing/failingWrites';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('creating a workspace whose session cannot move to it', () => {
  it('leaves nothing of it, and a second try makes exactly one', async () => {
    const { user } = await seedUser(api, { email: 'founder@create-committed.test' });
    const agent = await login(api, 'founder@create-committed.test');
    const owned = async () => api.deps.db.select().from(workspaces).where(eq(workspaces.ownerId, user.id));
    const before = await owned();
    const [memberships, accounts] = [await api.deps.db.select().from(members), await api.deps.db.select().from(billingAccounts)];
    const allow = await refuseUpdates(api, 'sessions');
    try {
      expect((await xhr(agent, 'post', '/v2/api/workspace/create', { name: 'Half made' })).status).toBe(500);
    } finally {
      await allow();
    }
    expect(await owned()).toHaveLength(before.length);
    expect(await api.deps.db.select().from(members)).toHaveLength(memberships.length);
    expect(await api.deps.db.select().from(billingAccounts)).toHaveLength(accounts.length);

    const made = await xhr(agent, 'post', '/v2/api/workspace/create', { name: 'Half made' });
    expect(made.body.result).toBe('success');
    expect((await owned()).filter((w) => w.name === 'Half made')).toHaveLength(1);
    expect((await agent.get('/v2/api/auth')).body.workspace.name).toBe('Half made');
  });
});
