import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveTimeZone } from '../../clock/repository';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { findBilling, setBilling, setDefaultPackage } from './service';

// A package's dates are days of its workspace, in the workspace's time zone.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('the package’s days in the workspace’s time zone', () => {
  it('keeps a package active through its last day and expires it at the workspace’s midnight', async () => {
    api.clock.now = new Date('2026-03-05T12:00:00Z');
    const { workspaceId } = await seedUser(api, { email: 'owner@berlin-billing.test' });
    await saveTimeZone(api.deps.db, workspaceId, 'Europe/Berlin');
    await setBilling(api.deps, workspaceId, { expiredDate: '2026-03-05' });
    const owner = await login(api, 'owner@berlin-billing.test');
    const status = async () => (await xhr(owner, 'post', '/v2/api/billing/status', { workspace: workspaceId })).body.package.status;
    const guarded = async () => (await xhr(owner, 'post', '/v2/api/setting/ticket/get', { workspace: workspaceId })).status;

    api.clock.now = new Date('2026-03-05T22:59:59Z'); // 23:59:59 on the 5th in Berlin
    expect(await status()).toBe('active');
    expect(await guarded()).toBe(200);

    api.clock.now = new Date('2026-03-05T23:00:00Z'); // midnight in Berlin, still the 5th in UTC
    expect(await status()).toBe('expired');
    expect(await guarded()).toBe(402);
  });

  it('counts the default package’s 30 days from the workspace’s today', async () => {
    api.clock.now = new Date('2026-03-05T20:00:00Z'); // already the 6th in Tokyo
    const { workspaceId } = await seedUser(api, { email: 'owner@tokyo-billing.test', billing: false });
    await saveTimeZone(api.deps.db, workspaceId, 'Asia/Tokyo');
    await setDefaultPackage(api.deps, workspaceId);
    expect((await findBilling(api.deps.db, workspaceId))?.expiredDate).toBe('2026-04-05');
  });
});
