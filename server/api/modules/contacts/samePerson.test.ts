// One customer writing by e-mail and by WhatsApp: two contacts with their channel identities, a hint on
// each contact's page (the same e-mail address or phone number, however written), one merge that moves
// identities and conversations, and later messages on either channel landing on the kept contact.
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../testing/harness';
import { xhr } from '../../testing/harness';
import { seedTeam } from '../../testing/team';
import { ingestInbound } from '../conversations/ingest';
import { seedChannel, seedContact } from './testSeed';

let api: TestApi;
let ws: string;
let otherWs: string;
let agent: TestAgent;

const detail = async (id: string) => (await xhr(agent, 'get', `/v2/api/contacts/${id}`)).body.data;

beforeAll(async () => {
  const team = await seedTeam('same-person');
  ({ api, agent } = team);
  ws = team.ws;
  otherWs = team.otherWs;
});
afterAll(() => api.close());

describe('a customer on two channels', () => {
  it('is hinted as the same person, merged in one call, and stays one contact for later messages on either channel', async () => {
    const email = await seedChannel(api.deps.db, ws, 'EMAIL');
    const whatsapp = await seedChannel(api.deps.db, ws, 'WHATSAPP');
    const byMail = await ingestInbound(api.deps, { channel: email, externalContactId: 'rosa@example.com', email: 'Rosa@Example.com', contactName: 'Rosa Diaz', text: 'My order?' });
    const byPhone = await ingestInbound(api.deps, { channel: whatsapp, externalContactId: '16315551234', phone: '+1 631 555 1234', contactName: 'Rosa', text: 'Hello?' });
    const rosaMail = byMail.conversation.contact.id;
    const rosaPhone = byPhone.conversation.contact.id;
    expect(rosaMail).not.toBe(rosaPhone);
    expect((await detail(rosaMail)).samePerson).toEqual([]);

    // An agent adds the address the customer gave on WhatsApp: now each page hints at the other.
    expect((await xhr(agent, 'put', `/v2/api/contacts/${rosaPhone}`, { name: 'Rosa', email: ' rosa@EXAMPLE.com ', phone: '+1 631 555 1234', notes: '', tags: [] })).status).toBe(200);
    expect((await detail(rosaMail)).samePerson).toEqual([{ contact: { id: rosaPhone, name: 'Rosa' }, reason: 'the same e-mail address' }]);
    const mailPage = await detail(rosaPhone);
    expect(mailPage.samePerson).toEqual([{ contact: { id: rosaMail, name: 'Rosa Diaz' }, reason: 'the same e-mail address' }]);
    expect(mailPage.identities).toEqual([expect.objectContaining({ channelType: 'WHATSAPP', externalId: '16315551234' })]);

    const merged = await xhr(agent, 'post', `/v2/api/contacts/${rosaPhone}/merge`, { intoId: rosaMail });
    expect(merged.status).toBe(200);
    expect(merged.body.data.samePerson).toEqual([]);
    expect(merged.body.data.identities.map((i: { channelType: string; externalId: string }) => `${i.channelType}:${i.externalId}`).sort()).toEqual([
      'EMAIL:rosa@example.com',
      'WHATSAPP:16315551234',
    ]);
    expect(merged.body.data.conversations.map((c: { id: string }) => c.id).sort()).toEqual([byMail.conversation.id, byPhone.conversation.id].sort());

    // Later messages on either channel land on the kept contact, in its conversations there.
    const later = await ingestInbound(api.deps, { channel: whatsapp, externalContactId: '16315551234', text: 'Still waiting' });
    expect(later.conversation).toMatchObject({ id: byPhone.conversation.id, contact: { id: rosaMail } });
    const again = await ingestInbound(api.deps, { channel: email, externalContactId: 'rosa@example.com', text: 'Any news?' });
    expect(again.conversation.contact.id).toBe(rosaMail);
    expect((await xhr(agent, 'get', `/v2/api/contacts/${rosaPhone}`)).status).toBe(404);
  });

  it('hints by phone number however it is written, never at merged contacts or other workspaces', async () => {
    const a = await seedContact(api.deps.db, ws, { name: 'Tom (phone)', phone: '+44 20 7946 0958' });
    const b = await seedContact(api.deps.db, ws, { name: 'Tom (Viber)', phone: '00442079460958' });
    await seedContact(api.deps.db, ws, { name: 'Tom merged', phone: '442079460958', mergedIntoId: b.id });
    await seedContact(api.deps.db, ws, { name: 'Short', phone: '0958' });
    await seedContact(api.deps.db, otherWs, { name: 'Tom elsewhere', phone: '+442079460958' });
    expect((await detail(a.id)).samePerson).toEqual([{ contact: { id: b.id, name: 'Tom (Viber)' }, reason: 'the same phone number' }]);
    const short = await seedContact(api.deps.db, ws, { name: 'Short 2', phone: '0958' });
    expect((await detail(short.id)).samePerson).toEqual([]);
  });
});
