// The settings page's actions on a channel: 'Test the connection' (Telegram against its fake), the
// values to copy, rotating the channel's secret, turning it off; Administrators only.
import type TestAgent from 'supertest/lib/agent';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelegramFake, type TelegramFake } from '../../../../tests/fakes/telegram/server';
import { auditLog } from '../../db/adminSchema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { NO_CONNECTION_TEST } from './service';

let api: TestApi;
let fake: TelegramFake;
let admin: TestAgent;
let agent: TestAgent;
let workspaceId: string;

const create = (body: object) => xhr(admin, 'post', '/v2/api/channels', body);
const test = (as: TestAgent, id: string) => xhr(as, 'post', `/v2/api/channels/${id}/test`, {});

beforeAll(async () => {
  fake = await startTelegramFake();
  api = await createTestApi({ TELEGRAM_API_URL: fake.url, PUBLIC_URL: 'https://inbox.example.com' });
  const seeded = await seedUser(api, { email: 'admin@actions.test' });
  workspaceId = seeded.workspaceId;
  await seedUser(api, { email: 'agent@actions.test', workspaceId, role: 'Agent', access: ['/settings/channel'] });
  [admin, agent] = await Promise.all([login(api, 'admin@actions.test'), login(api, 'agent@actions.test')]);
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

describe('POST /channels/:id/test', () => {
  it("answers the provider's words: a working token, then a revoked one; nothing is changed or audited", async () => {
    const bot = (await create({ type: 'TELEGRAM', name: 'Bot', settings: { botToken: fake.token } })).body.data;
    const calls = fake.callsOf('getMe').length;
    const works = await test(admin, bot.id);
    expect(works.status).toBe(200);
    expect(works.body.data).toEqual({ ok: true, detail: expect.stringMatching(/^Telegram knows this bot \(@\w+\): the token works\.$/) });
    expect(fake.callsOf('getMe')).toHaveLength(calls + 1);
    fake.faults.next({ kind: 'unauthorized' }, 1, ['getMe']);
    expect((await test(admin, bot.id)).body.data).toEqual({ ok: false, reason: expect.stringContaining('Telegram does not know this bot token any more') });
    const audited = await api.deps.db.select().from(auditLog).where(and(eq(auditLog.workspaceId, workspaceId), eq(auditLog.targetId, bot.id)));
    expect(audited.map((a) => a.action)).toEqual(['channel.created']);
  });

  it('says plainly when the type has no test (409), and is for Administrators only (403)', async () => {
    const hook = (await create({ type: 'WEBHOOK', name: 'Hook', settings: { url: 'https://shop.example.com/in' } })).body.data;
    const none = await test(admin, hook.id);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 'CONFLICT', message: NO_CONNECTION_TEST });
    expect((await test(agent, hook.id)).status).toBe(403);
    expect((await test(admin, '5d3f0e9c-0000-4000-8000-000000000001')).status).toBe(404);
  });

  it('tells the console which types have a test', async () => {
    const types = (await xhr(admin, 'get', '/v2/api/channel-types')).body.data as { type: string; testable: boolean }[];
    expect(types.find((t) => t.type === 'TELEGRAM')?.testable).toBe(true);
    expect(types.find((t) => t.type === 'WEBHOOK')?.testable).toBe(false);
  });
});

describe('values to copy and rotating the secret', () => {
  it('gives Administrators the definition’s values to copy, made anew when the secret is rotated (audited)', async () => {
    const hook = (await create({ type: 'WEBHOOK', name: 'Shop', settings: { url: 'https://shop.example.com/in' } })).body.data;
    expect(hook.copyValues).toEqual([
      { label: 'Inbound URL', value: `https://inbox.example.com/v2/api/channels/webhook/${hook.publicId}/messages`, help: expect.any(String) },
      { label: 'Secret', value: hook.secret, secret: true, help: expect.any(String) },
    ]);
    expect((await xhr(agent, 'get', `/v2/api/channels/${hook.id}`)).body.data.copyValues).toBeUndefined();
    expect((await xhr(agent, 'post', `/v2/api/channels/${hook.id}/secret`, {})).status).toBe(403);
    const rotated = (await xhr(admin, 'post', `/v2/api/channels/${hook.id}/secret`, {})).body.data;
    expect(rotated.secret).not.toBe(hook.secret);
    expect(rotated.copyValues[1]).toMatchObject({ label: 'Secret', value: rotated.secret });
    const audited = await api.deps.db.select().from(auditLog).where(and(eq(auditLog.targetId, hook.id), eq(auditLog.action, 'channel.secret-rotated')));
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited[0])).not.toContain(rotated.secret);
  });

  it('turns any connectable type off and on again; a turned-off channel refuses its webhooks', async () => {
    const bot = (await create({ type: 'TELEGRAM', name: 'Bot 2', settings: { botToken: fake.token } })).body.data;
    const off = await xhr(admin, 'put', `/v2/api/channels/${bot.id}`, { enabled: false });
    expect(off.body.data.enabled).toBe(false);
    const update = JSON.stringify({ update_id: 1, message: { message_id: 1, date: 1, chat: { id: 7, type: 'private' }, from: { id: 7, first_name: 'Rosa' }, text: 'hi' } });
    const hook = await api
      .request()
      .post(`/v2/api/channels/telegram/${bot.publicId}/webhook`)
      .set('Content-Type', 'application/json')
      .set('X-Telegram-Bot-Api-Secret-Token', bot.secret)
      .send(update);
    expect(hook.status).toBe(403);
    expect((await xhr(admin, 'put', `/v2/api/channels/${bot.id}`, { enabled: true })).body.data.enabled).toBe(true);
    expect((await xhr(agent, 'put', `/v2/api/channels/${bot.id}`, { enabled: false })).status).toBe(403);
  });
});
