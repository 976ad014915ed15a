// Two contacts of the same name: the list and the detail say what tells them apart (the merge dialog
// shows it): e-mail, phone, the channels they write from and when they last wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '../../../../src/domain/inbox';
import { messages } from '../../db/inboxSchema';
import { seedTeam, type Team } from '../../testing/team';
import { seedChannel, seedContact, seedConversation, seedIdentity } from './testSeed';

let w: Team;

const message = (conversation: { id: string; workspaceId: string }, channel: { id: string }, direction: 'inbound' | 'outbound', at: string) => ({
  workspaceId: conversation.workspaceId,
  conversationId: conversation.id,
  channelId: channel.id,
  direction,
  authorType: direction === 'inbound' ? ('contact' as const) : ('agent' as const),
  text: 'Hello',
  deliveryState: direction === 'inbound' ? ('received' as const) : ('sent' as const),
  createdAt: new Date(at),
});
beforeAll(async () => {
  w = await seedTeam('facts');
}, 60_000);
afterAll(() => w.api.close());

describe('contact facts', () => {
  it('lists each contact with its channels and last inbound message; the detail too', async () => {
    const db = w.api.deps.db;
    const webhook = await seedChannel(db, w.ws, 'WEBHOOK');
    const webchat = await seedChannel(db, w.ws, 'CHATOMNIWEBCHAT');
    const line = await seedChannel(db, w.ws, 'LINE');
    const shop = await seedContact(db, w.ws, { name: 'Ada Lovelace', email: 'ada@shop.example' });
    await seedIdentity(db, shop, webhook, 'ada-shop');
    await seedIdentity(db, shop, line, 'ada-line');
    const first = await seedConversation(db, shop, webhook);
    const second = await seedConversation(db, shop, line);
    await db.insert(messages).values([
      message(first, webhook, 'inbound', '2030-01-02T10:00:00Z'),
      message(second, line, 'inbound', '2030-01-05T08:30:00Z'),
      // An agent's reply after it is not the customer writing.
      message(second, line, 'outbound', '2030-01-06T09:00:00Z'),
    ]);
    const chat = await seedContact(db, w.ws, { name: 'Ada Lovelace', phone: '+44 20 7946 0958' });
    await seedIdentity(db, chat, webchat, 'visitor-1');
    const silent = await seedContact(db, w.ws, { name: 'Ada Lovelace' });

    const res = await w.agent.get('/v2/api/contacts?q=ada');
    expect(res.status).toBe(200);
    const byId = new Map((res.body.data.items as Contact[]).map((c) => [c.id, c]));
    expect(byId.get(shop.id)).toMatchObject({ email: 'ada@shop.example', channels: ['LINE', 'WEBHOOK'], lastSeenAt: '2030-01-05T08:30:00.000Z' });
    expect(byId.get(chat.id)).toMatchObject({ phone: '+44 20 7946 0958', channels: ['CHATOMNIWEBCHAT'], lastSeenAt: null });
    expect(byId.get(silent.id)).toMatchObject({ channels: [], lastSeenAt: null });

    const detail = await w.agent.get(`/v2/api/contacts/${shop.id}`);
    expect(detail.body.data.contact).toMatchObject({ channels: ['LINE', 'WEBHOOK'], lastSeenAt: '2030-01-05T08:30:00.000Z' });
  });
});
