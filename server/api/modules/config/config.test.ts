import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, login, seedUser, type TestApi } from '../../testing/harness';
import { addMember } from '../workspaces/service';

const CONFIG = '/v2/api/config';
const LISTS = {
  DEVELOPER_EMAILS: 'Dev@config.test',
  SPECTATOR_EMAILS: 'spectator@config.test',
  SERVICE_ACCOUNT_EMAILS: 'service@config.test',
  BILLING_GUARD: '0',
  HELP_CENTER_HOST: 'https://help.config.test',
  WEBCHAT_PRODUCT: 'ACME',
  WEBCHAT_SUPPORT_CHANNEL: 'SupportChat1',
};

let api: TestApi;
let devWorkspaceId: string;
const advance = (ms: number) => {
  api.clock.now = new Date(api.clock.now.getTime() + ms);
};
const me = async (email: string) => (await (await login(api, email)).get(CONFIG)).body.data.me;

beforeAll(async () => {
  // The developer workspace id is only known once seeded, so a second app is not needed: the list is
  // read from the config object the routes were built with.
  api = await createTestApi(LISTS);
  for (const email of ['dev@config.test', 'spectator@config.test', 'service@config.test', 'plain@config.test']) {
    await seedUser(api, { email });
  }
  devWorkspaceId = (await seedUser(api, { email: 'devws-owner@config.test' })).workspaceId;
  api.deps.config.developerWorkspaceIds.push(devWorkspaceId);
});
afterAll(() => api.close());

describe('GET /config', () => {
  it('answers the runtime configuration without a session, with me null', async () => {
    const res = await api.request().get(CONFIG);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      result: 'success',
      data: { billingGuard: false, helpCenterHost: 'https://help.config.test', webchatProduct: 'ACME', webchatSupportChannel: 'SupportChat1', maintenance: false, me: null },
    });
  });

  it('tells each caller only their own flags, never the lists', async () => {
    expect(await me('plain@config.test')).toEqual({ developer: false, spectator: false, serviceAccount: false, spectating: false });
    expect(await me('dev@config.test')).toEqual({ developer: true, spectator: false, serviceAccount: false, spectating: false });
    expect(await me('spectator@config.test')).toMatchObject({ spectator: true, developer: false, serviceAccount: false });
    expect(await me('service@config.test')).toMatchObject({ serviceAccount: true, spectator: false });
    const text = JSON.stringify((await (await login(api, 'dev@config.test')).get(CONFIG)).body);
    for (const listed of ['spectator@config.test', 'service@config.test', devWorkspaceId]) expect(text).not.toContain(listed);
  });

  it('makes every member of a developer workspace a developer there', async () => {
    expect(await me('devws-owner@config.test')).toMatchObject({ developer: true });
    const { user } = await seedUser(api, { email: 'devws-agent@config.test', workspaceId: devWorkspaceId, role: 'Agent' });
    expect(await me('devws-agent@config.test')).toMatchObject({ developer: true });
    // The same user elsewhere is not.
    const other = await seedUser(api, { email: 'elsewhere@config.test' });
    await addMember(api.deps, { workspaceId: other.workspaceId, user, role: 'Agent' });
    expect(await me('elsewhere@config.test')).toMatchObject({ developer: false });
  });

  it('answers me null for an unknown or ended cookie', async () => {
    const res = await api.request().get(CONFIG).set('Cookie', 'sid=not-a-session');
    expect(res.body.data.me).toBeNull();
  });
});

describe('maintenance', () => {
  it('is on while the flag file exists, looked at no more than once a second', async () => {
    const file = api.deps.config.maintenanceFile;
    expect((await api.request().get(CONFIG)).body.data.maintenance).toBe(false);
    await fs.writeFile(file, '');
    try {
      // Within the second the cached answer stands.
      expect((await api.request().get(CONFIG)).body.data.maintenance).toBe(false);
      advance(1000);
      expect((await api.request().get(CONFIG)).body.data.maintenance).toBe(true);
    } finally {
      await fs.rm(file, { force: true });
    }
    advance(999);
    expect((await api.request().get(CONFIG)).body.data.maintenance).toBe(true);
    advance(1);
    expect((await api.request().get(CONFIG)).body.data.maintenance).toBe(false);
  });

  it('is on with MAINTENANCE=1 whatever the file', async () => {
    const forced = await createTestApi({ MAINTENANCE: '1' });
    try {
      const res = await forced.request().get(CONFIG);
      expect(res.body.data).toMatchObject({ maintenance: true, billingGuard: true, helpCenterHost: 'https://help.example.com', webchatProduct: 'OMNI' });
    } finally {
      await forced.close();
    }
  });
});
