import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/adminSchema';
import { seedUser, login } from '../../testing/harness';
import { insertChannel } from '../channels/repository';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { setBilling } from '../billing/service';

let w: ConversationWorld;
const off = { text: '', enabled: false };
const body = (greeting: unknown, rest: Record<string, unknown> = {}) => ({ greeting, away: off, closing: off, ...rest });
const put = (as: ConversationWorld['admin'], channelId: string, payload: unknown) =>
  as.put(`/v2/api/auto-messages/${channelId}`).set('X-Requested-With', 'XMLHttpRequest').send(payload as object);

beforeAll(async () => {
  w = await conversationWorld('auto-settings');
});
afterAll(() => w.api.close());

describe('GET /auto-messages', () => {
  it('lists every channel of the workspace with its three messages, off and empty until set', async () => {
    const res = await w.admin.get('/v2/api/auto-messages');
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { channelId: w.hook.id, channelName: 'Hook', channelType: 'WEBHOOK', messages: { greeting: off, away: off, closing: off } },
        { channelId: w.line.id, channelName: 'Line', channelType: 'LINE', messages: { greeting: off, away: off, closing: off } },
      ]),
    );
    expect(res.body.data).toHaveLength(2);
  });
});

describe('PUT /auto-messages/:channelId', () => {
  it('saves the three messages trimmed, answers the list and records the change', async () => {
    const res = await put(w.admin, w.hook.id, body({ text: '  Welcome!  ', enabled: true }, { closing: { text: 'Bye', enabled: false } }));
    expect(res.body.result).toBe('success');
    const hook = res.body.data.find((c: { channelId: string }) => c.channelId === w.hook.id);
    expect(hook.messages).toEqual({ greeting: { text: 'Welcome!', enabled: true }, away: off, closing: { text: 'Bye', enabled: false } });
    const [line] = await w.api.deps.db.select().from(auditLog).where(and(eq(auditLog.workspaceId, w.ws.id), eq(auditLog.action, 'auto-messages.changed')));
    expect(line).toMatchObject({ targetType: 'channel', targetId: w.hook.id, targetLabel: 'Hook', before: { greeting: off }, after: { greeting: { text: 'Welcome!', enabled: true } } });
  });

  it('answers 400 naming each wrong field, and changes nothing', async () => {
    for (const [channelId, payload, fields] of [
      [w.hook.id, body({ text: ' ', enabled: true }), { greeting: 'Required' }],
      [w.hook.id, body({ text: 'x'.repeat(1001), enabled: false }), { greeting: 'Max 1000 characters' }],
      [w.line.id, body({ text: 'x'.repeat(500), enabled: true }), { greeting: 'too much character' }],
      [w.hook.id, { greeting: 'hi' }, { greeting: 'greeting must be {text, enabled}', away: 'away must be {text, enabled}', closing: 'closing must be {text, enabled}' }],
    ] as const) {
      const res = await put(w.admin, channelId, payload);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
    const hook = (await w.admin.get('/v2/api/auto-messages')).body.data.find((c: { channelId: string }) => c.channelId === w.hook.id);
    expect(hook.messages.greeting).toEqual({ text: 'Welcome!', enabled: true });
  });

  it('refuses an Agent, an Agent granted the settings page, another workspace’s channel, and no session', async () => {
    expect((await put(w.agent, w.hook.id, body(off))).status).toBe(403);
    expect((await w.agent.get('/v2/api/auto-messages')).status).toBe(403);
    // A fourth member: a slot for them, or the api refuses them as limited (http/agentSlots.ts) before the role.
    await setBilling(w.api.deps, w.ws.id, { agents: 4 });
    await seedUser(w.api, { email: 'granted@auto-settings.test', workspaceId: w.ws.id, role: 'Agent', access: ['/home', '/settings/workspace'] });
    const granted = await login(w.api, 'granted@auto-settings.test');
    expect((await put(granted, w.hook.id, body(off))).body.code).toBe('ADMINISTRATOR_ONLY');
    const theirs = await insertChannel(w.api.deps.db, { workspaceId: w.outsiderWs, type: 'WEBHOOK', name: 'Theirs', settings: { url: 'http://127.0.0.1:9/x' } });
    expect((await put(w.admin, theirs.id, body(off))).status).toBe(404);
    expect((await put(w.admin, 'nope', body(off))).body.fields).toEqual({ channelId: 'Invalid format' });
    expect((await w.api.request().get('/v2/api/auto-messages')).status).toBe(401);
    const hook = (await w.admin.get('/v2/api/auto-messages')).body.data.find((c: { channelId: string }) => c.channelId === w.hook.id);
    expect(hook.messages.greeting).toEqual({ text: 'Welcome!', enabled: true });
  });
});
