// The WhatsApp fake holds to what the Cloud API documents (channels.md §4.1.6): a test against a fake
// that accepts anything proves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWhatsAppFake, type WhatsAppFake } from '../../../../tests/fakes/meta/whatsapp';

let fake: WhatsAppFake;
const user = { waId: '5511912345678', name: 'Ana' };

async function send(body: Record<string, unknown>, auth: Record<string, string> = { Authorization: `Bearer ${fake.state.token}` }, base = `${fake.url}/v21.0/${fake.state.phoneNumberId}`) {
  const res = await fetch(`${base}/messages`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...auth }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { error?: { code: number }; messages?: { id: string }[] } };
}
const text = (body: string, to = user.waId) => ({ messaging_product: 'whatsapp', to, type: 'text', text: { body } });

beforeAll(async () => {
  fake = await startWhatsAppFake();
  fake.statuses = [];
  fake.customer.lastWrote(user, 1);
});
afterAll(() => fake.close());

describe('the WhatsApp fake', () => {
  it('takes a text within the window, with a wamid', async () => {
    const res = await send(text('Hello'));
    expect(res.status).toBe(200);
    expect(res.body.messages![0]!.id).toMatch(/^wamid\./);
    expect(fake.sentTo(user.waId)).toHaveLength(1);
  });

  it('refuses a missing token, messaging_product, a bad `to` and more than 4,096 characters', async () => {
    expect((await send(text('x'), {})).body.error!.code).toBe(190);
    expect((await send({ ...text('x'), messaging_product: undefined })).body.error!.code).toBe(100);
    expect((await send(text('x', '12ab'))).body.error!.code).toBe(100);
    expect((await send(text('y'.repeat(4097)))).body.error!.code).toBe(100);
    expect((await send(text('😀'.repeat(4096)))).status).toBe(200);
  });

  it('answers 131047 to free text 24 hours after the customer last wrote, but takes a template', async () => {
    fake.advance(25 * 3_600_000);
    expect(await send(text('late'))).toMatchObject({ status: 400, body: { error: { code: 131047 } } });
    const template = { messaging_product: 'whatsapp', to: user.waId, type: 'template', template: { name: 'follow_up', language: { code: 'en_US' } } };
    expect((await send(template)).status).toBe(200);
    expect((await send({ ...template, template: { name: 'draft_offer', language: { code: 'en_US' } } })).body.error!.code).toBe(132001);
    fake.advance(-25 * 3_600_000);
  });

  it('serves media by id only with the token, and the gateway only with its key', async () => {
    const body = fake.customer.media(user, 'image', Buffer.from('png-bytes'), 'image/png');
    const id = (body.entry[0]!.changes[0]!.value.messages as { image: { id: string } }[])[0]!.image.id;
    const info = (await (await fetch(`${fake.url}/v21.0/${id}`, { headers: { Authorization: `Bearer ${fake.state.token}` } })).json()) as { url: string; sha256: string };
    expect((await fetch(info.url)).status).toBe(401);
    const bytes = await fetch(info.url, { headers: { Authorization: `Bearer ${fake.state.token}` } });
    expect(Buffer.from(await bytes.arrayBuffer()).toString()).toBe('png-bytes');
    expect((await send(text('via gateway'), { 'D360-API-KEY': fake.state.gatewayKey }, fake.gatewayUrl)).status).toBe(200);
    expect((await send(text('via gateway'), { Authorization: `Bearer ${fake.state.token}` }, fake.gatewayUrl)).status).toBe(401);
  });

  it('injects throttling and server faults, then answers again', async () => {
    fake.meta.faults.next({ kind: 'code', code: 131056 });
    fake.meta.faults.next({ kind: 'server', status: 503 });
    expect((await send(text('a'))).body.error!.code).toBe(131056);
    expect((await send(text('b'))).status).toBe(503);
    expect((await send(text('c'))).status).toBe(200);
  });
});
