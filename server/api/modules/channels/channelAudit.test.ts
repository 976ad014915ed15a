// Every channel change an Administrator makes is one line of the audit log, written in the change's
// transaction, with only what changed before and after; a secret appears as '••••', never its value.
import { desc, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelegramFake, type TelegramFake } from '../../../../tests/fakes/telegram/server';
import { auditLog } from '../../db/adminSchema';
import { channels } from '../../db/inboxSchema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { SECRET_SHOWN_AS } from '../audit/record';

let fake: TelegramFake;
let api: TestApi;
let admin: TestAgent;
let workspaceId: string;

beforeAll(async () => {
  fake = await startTelegramFake();
  api = await createTestApi({ TELEGRAM_API_URL: fake.url, PUBLIC_URL: 'https://inbox.example.com' });
  workspaceId = (await seedUser(api, { email: 'admin@channel-audit.test' })).workspaceId;
  admin = await login(api, 'admin@channel-audit.test');
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

const lines = () => api.deps.db.select().from(auditLog).where(eq(auditLog.workspaceId, workspaceId)).orderBy(desc(auditLog.createdAt));

/** Runs a call and answers the one line it recorded. */
async function recorded(call: () => Promise<{ status: number }>) {
  const before = (await lines()).length;
  expect((await call()).status).toBe(200);
  const after = await lines();
  expect(after).toHaveLength(before + 1);
  return after[0]!;
}

describe('the audit log of channels', () => {
  it('records a webhook channel created, renamed with its settings, disabled and enabled, its secret rotated', async () => {
    let id = '';
    const created = await recorded(async () => {
      const res = await xhr(admin, 'post', '/v2/api/channels', { type: 'WEBHOOK', name: 'Shop', settings: { url: 'https://shop.example.com/in' } });
      id = res.body.data.id;
      return res;
    });
    expect(created).toMatchObject({
      action: 'channel.created',
      actorName: 'admin',
      targetType: 'channel',
      targetId: id,
      targetLabel: 'Shop',
      before: null,
      after: { type: 'WEBHOOK', name: 'Shop', enabled: true, settings: { url: 'https://shop.example.com/in' } },
    });

    const changed = await recorded(() => xhr(admin, 'put', `/v2/api/channels/${id}`, { name: 'Store', settings: { url: 'https://store.example.com/in' } }));
    expect(changed).toMatchObject({
      action: 'channel.changed',
      targetLabel: 'Store',
      before: { name: 'Shop', settings: { url: 'https://shop.example.com/in' } },
      after: { name: 'Store', settings: { url: 'https://store.example.com/in' } },
    });

    const disabled = await recorded(() => xhr(admin, 'put', `/v2/api/channels/${id}`, { enabled: false }));
    expect(disabled).toMatchObject({ action: 'channel.disabled', before: { enabled: true }, after: { enabled: false } });
    const enabled = await recorded(() => xhr(admin, 'put', `/v2/api/channels/${id}`, { enabled: true }));
    expect(enabled).toMatchObject({ action: 'channel.enabled', before: { enabled: false }, after: { enabled: true } });

    const rotated = await recorded(() => xhr(admin, 'post', `/v2/api/channels/${id}/secret`, {}));
    expect(rotated).toMatchObject({ action: 'channel.secret-rotated', before: { secret: SECRET_SHOWN_AS }, after: { secret: SECRET_SHOWN_AS } });

    // Saving what is already stored changes nothing, and the log says nothing.
    const count = (await lines()).length;
    expect((await xhr(admin, 'put', `/v2/api/channels/${id}`, { name: 'Store', enabled: true })).status).toBe(200);
    expect(await lines()).toHaveLength(count);
  });

  it('shows a bot token as ••••, when set and when replaced, and no secret ever reaches the log', async () => {
    let id = '';
    const created = await recorded(async () => {
      const res = await xhr(admin, 'post', '/v2/api/channels', { type: 'TELEGRAM', name: 'Bot', settings: { botToken: fake.token } });
      id = res.body.data.id;
      return res;
    });
    expect(created.after).toMatchObject({ settings: { botToken: SECRET_SHOWN_AS } });
    const second = fake.addBot('second_bot');
    const replaced = await recorded(() => xhr(admin, 'put', `/v2/api/channels/${id}`, { settings: { botToken: second.token } }));
    expect(replaced).toMatchObject({ action: 'channel.changed', before: { settings: { botToken: SECRET_SHOWN_AS } }, after: { settings: { botToken: SECRET_SHOWN_AS } } });
    await recorded(() => xhr(admin, 'post', `/v2/api/channels/${id}/secret`, {}));

    const [row] = await api.deps.db.select().from(channels).where(eq(channels.id, id));
    const log = JSON.stringify(await lines());
    for (const secret of [fake.token, second.token, row!.secret, String(row!.settings.botToken)]) expect(log).not.toContain(secret);
  });

  it('records nothing when the change is refused', async () => {
    const count = (await lines()).length;
    expect((await xhr(admin, 'post', '/v2/api/channels', { type: 'TELEGRAM', name: 'Wrong', settings: { botToken: `123456:${'x'.repeat(35)}` } })).status).toBe(400);
    expect(await lines()).toHaveLength(count);
  });
});
