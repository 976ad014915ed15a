import http from 'node:http';
import net from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, type BootstrapResult } from '../bootstrap';
import { signBody } from '../channels/webhook/signature';
import { events, users } from '../db/schema';
import { channels, contactIdentities, contacts, conversations, departments, messages, notes, ticketHistory, tickets } from '../db/inboxSchema';
import { channelOutbox } from '../db/outboxSchema';
import { createOutboxWorker } from '../channels/outbox/worker';
import { createTestApi, login, xhr, type TestApi } from '../testing/harness';
import { DEMO_CONVERSATIONS, DEMO_MANUAL_TICKET } from './inboxDemoData';
import { demoInboxLines, seedInboxDemo } from './inboxDemo';
import { rememberedSupportChannel, supportChannelOf } from './supportChannel';

let api: TestApi;
let seeded: BootstrapResult;
let apiPort: number;

/** A port nobody listens on yet: the api's own address, which the demo's webhook channel replies to. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  apiPort = await freePort();
  api = await createTestApi({ PUBLIC_URL: 'https://inbox.example.com', API_PORT: String(apiPort) });
  seeded = await bootstrap(api.deps);
}, 60_000);
afterAll(() => api?.close());

const tables = { channels, contacts, contactIdentities, conversations, departments, messages, notes, tickets, ticketHistory, channelOutbox, events };
async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, Number((await api.deps.db.select({ n: count() }).from(table))[0]!.n)] as const),
  );
  return Object.fromEntries(entries);
}

const steps = DEMO_CONVERSATIONS.flatMap((c) => c.steps);
const ticketNotes = DEMO_CONVERSATIONS.filter((c) => c.ticket.note).length + 1;

describe('the demo inbox made on an empty database', () => {
  it('has both channels, the departments, a dozen contacts with identities, and every conversation', async () => {
    expect(seeded.created).toBe('demo');
    expect(seeded.inbox).toEqual({ webchatPublicId: expect.any(String), webhookPublicId: expect.any(String) });
    const rows = await api.deps.db.select().from(channels);
    expect(rows.map((c) => [c.type, c.publicId]).sort()).toEqual(
      [
        ['CHATOMNIWEBCHAT', seeded.inbox!.webchatPublicId],
        ['WEBHOOK', seeded.inbox!.webhookPublicId],
      ].sort(),
    );
    expect(await counts()).toMatchObject({
      channels: 2,
      departments: 2,
      contacts: DEMO_CONVERSATIONS.length,
      contactIdentities: DEMO_CONVERSATIONS.length,
      conversations: DEMO_CONVERSATIONS.length,
      tickets: DEMO_CONVERSATIONS.length + 1,
      messages: steps.filter((s) => !('note' in s)).length,
      notes: steps.filter((s) => 'note' in s).length + ticketNotes,
      // every reply, web chat and webhook, left through the one outbox
      channelOutbox: DEMO_CONVERSATIONS.flatMap((c) => c.steps.filter((s) => 'reply' in s)).length,
    });
    expect(DEMO_CONVERSATIONS.length).toBeGreaterThanOrEqual(12);
  });

  it('has tickets in every status and priority, assigned to both demo users, numbered in the order customers wrote', async () => {
    const rows = await api.deps.db.select().from(tickets).orderBy(tickets.number);
    expect(new Set(rows.map((t) => t.status))).toEqual(new Set(['unassigned', 'new', 'unsolved', 'hold', 'solved']));
    expect(new Set(rows.map((t) => t.priority))).toEqual(new Set(['low', 'medium', 'high', 'urgent']));
    const [admin] = await api.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    const [agent] = await api.deps.db.select().from(users).where(eq(users.email, 'agent@demo.local'));
    const owners = new Set(rows.map((t) => t.assigneeId));
    expect(owners).toEqual(new Set([null, admin!.id, agent!.id]));
    for (const t of rows) expect(t.status === 'unassigned').toBe(t.assigneeId === null);
    const created = rows.map((t) => t.createdAt.getTime());
    expect(created).toEqual([...created].sort((x, y) => x - y));
    expect(Math.max(...rows.map((t) => t.updatedAt.getTime()))).toBeLessThanOrEqual(api.clock.now.getTime());
    expect(Math.min(...created)).toBeLessThan(api.clock.now.getTime() - 4 * 24 * 3600_000);
    expect(rows.some((t) => t.subject === DEMO_MANUAL_TICKET.subject && t.status === 'unsolved' && t.departmentId)).toBe(true);
    expect(rows.filter((t) => t.tags.length > 0).length).toBeGreaterThan(8);
    for (const t of rows.filter((t) => t.status === 'solved')) expect(t.solvedAt).not.toBeNull();
  });

  it('has messages both ways, replies delivered as their channels deliver them, and resolved conversations', async () => {
    const rows = await api.deps.db.select().from(messages);
    const outbound = rows.filter((m) => m.direction === 'outbound');
    expect(rows.filter((m) => m.direction === 'inbound').length).toBe(steps.filter((s) => 'customer' in s).length);
    const [hook] = await api.deps.db.select().from(channels).where(eq(channels.type, 'WEBHOOK'));
    const states = (onHook: boolean) => new Set(outbound.filter((m) => (m.channelId === hook!.id) === onHook).map((m) => m.deliveryState));
    expect(states(true)).toEqual(new Set(['sent']));
    expect(states(false)).toEqual(new Set(['read', 'delivered']));
    expect(new Set((await api.deps.db.select().from(channelOutbox)).map((d) => d.state))).toEqual(new Set(['sent']));
    const convos = await api.deps.db.select().from(conversations);
    expect(convos.filter((c) => c.status === 'resolved').length).toBe(DEMO_CONVERSATIONS.filter((c) => c.ticket.status === 'solved').length);
    // Worked conversations were read by their owner; new and unassigned ones wait unread.
    const waiting = DEMO_CONVERSATIONS.filter((c) => !c.assignee || c.ticket.status === 'new');
    expect(convos.filter((c) => c.unread > 0)).toHaveLength(waiting.length);
    const merged = await api.deps.db.select().from(contacts).where(eq(contacts.email, 'maria.garcia@example.com'));
    expect(merged).toHaveLength(2);
  });

  it('reads through the api as the product would: the Agent sees their own and unassigned work', async () => {
    const [adminLogin, agentLogin] = seeded.logins as [BootstrapResult['logins'][0], BootstrapResult['logins'][0]];
    const admin = await login(api, adminLogin.email, adminLogin.password);
    const agent = await login(api, agentLogin.email, agentLogin.password);
    const all = (await admin.get('/v2/api/tickets')).body.data;
    expect(all.total).toBe(DEMO_CONVERSATIONS.length + 1);
    const agentId = (await agent.get('/v2/api/auth')).body.user.id;
    const mine = (await agent.get('/v2/api/tickets')).body.data;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((t: { assigneeId: string | null }) => t.assigneeId === null || t.assigneeId === agentId)).toBe(true);
    const list = (await admin.get('/v2/api/conversations')).body.data;
    expect(list.total).toBe(DEMO_CONVERSATIONS.length);
    const detail = (await admin.get(`/v2/api/tickets/${all.items[0].id}`)).body.data;
    expect(detail.history.length).toBeGreaterThan(0);
  });

  it('prints the embed snippet and the inbound URL, and the URL takes a message signed with the channel’s secret', async () => {
    const lines = demoInboxLines('https://inbox.example.com/', seeded.inbox!);
    expect(lines.join('\n')).toContain(`<script src="https://inbox.example.com/v2/webchat.js" data-channel="${seeded.inbox!.webchatPublicId}" async></script>`);
    const url = `https://inbox.example.com/v2/api/channels/webhook/${seeded.inbox!.webhookPublicId}/messages`;
    expect(lines).toContain(`  ${url}`);
    const [hook] = await api.deps.db.select().from(channels).where(eq(channels.type, 'WEBHOOK'));
    const body = JSON.stringify({ id: 'after-seed-1', from: { id: 'new-customer', name: 'New Customer' }, text: 'Hello after the seed' });
    const res = await api
      .request()
      .post(url.replace('https://inbox.example.com', ''))
      .set('Content-Type', 'application/json')
      .set('X-Signature-256', signBody(hook!.secret, body))
      .send(body);
    expect(res.status).toBe(200);
    const config = await api.request().get(`/v2/api/webchat/${seeded.inbox!.webchatPublicId}/config`);
    expect(config.body.data.greeting).toContain('Questions about an order');
  });

  it("replies through its webhook channel to the demo's own receiver, which checks the signature: a reply turns sent", async () => {
    const [hook] = await api.deps.db.select().from(channels).where(eq(channels.type, 'WEBHOOK'));
    const receiverUrl = `http://127.0.0.1:${apiPort}/v2/api/channels/webhook/${hook!.publicId}/demo-receiver`;
    expect(hook!.settings).toEqual({ url: receiverUrl });
    const server = http.createServer(api.app).listen(apiPort, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const admin = await login(api, seeded.logins[0]!.email, seeded.logins[0]!.password);
      const [conversation] = await api.deps.db
        .select()
        .from(conversations)
        .where(and(eq(conversations.channelId, hook!.id), eq(conversations.status, 'open')))
        .limit(1);
      const reply = await xhr(admin, 'post', `/v2/api/conversations/${conversation!.id}/messages`, { text: 'Sent to the storefront' });
      expect(reply.body.data.deliveryState).toBe('pending');
      // The real worker, with the real fetch, against the api listening on its own address.
      expect(await createOutboxWorker(api.deps).runOnce()).toBe(1);
      const [stored] = await api.deps.db.select().from(messages).where(eq(messages.id, reply.body.data.id));
      expect(stored).toMatchObject({ deliveryState: 'sent', deliveryError: null });

      const forged = await fetch(receiverUrl, { method: 'POST', body: '{"id":"x"}', headers: { 'Content-Type': 'application/json', 'X-Signature-256': signBody('not the secret', '{"id":"x"}') } });
      expect(forged.status).toBe(401);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("makes its web chat the console's 'Need an Assistant?' unless WEBCHAT_SUPPORT_CHANNEL names one", async () => {
    expect(await rememberedSupportChannel(api.deps.db)).toBe(seeded.inbox!.webchatPublicId);
    expect(await supportChannelOf(api.deps.db, undefined)).toBe(seeded.inbox!.webchatPublicId);
    expect(await supportChannelOf(api.deps.db, 'OurOwnSupport1')).toBe('OurOwnSupport1');
    api.deps.config.webchatSupportChannel = await supportChannelOf(api.deps.db, undefined);
    expect((await api.request().get('/v2/api/config')).body.data.webchatSupportChannel).toBe(seeded.inbox!.webchatPublicId);
  });

  it('adds nothing on a second run, through start or by itself', async () => {
    const before = await counts();
    expect(await bootstrap(api.deps)).toEqual({ created: 'none', logins: [] });
    const [owner] = await api.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    const [agent] = await api.deps.db.select().from(users).where(eq(users.email, 'agent@demo.local'));
    const again = await seedInboxDemo(api.deps, { workspaceId: seeded.workspaceId!, adminId: owner!.id, agentId: agent!.id });
    expect(again).toBeUndefined();
    expect(await counts()).toEqual(before);
  });
});
