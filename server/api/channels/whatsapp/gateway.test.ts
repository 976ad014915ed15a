// The 360dialog-style variant (WHATSAPPBUSINESS) through the same connector: the gateway's base URL and
// D360-API-KEY, its webhook set at connect with the channel's secret as a header (checked in constant
// time before anything is stored), the same Cloud API bodies at /messages and /media.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../modules/uploads/testFiles';
import { xhr } from '../../testing/harness';
import { createOutboxWorker } from '../outbox/worker';
import { messageOf, newWaUser, startWaStack, stored, waReplyTo, type WaStack } from './whatsappTesting';

let s: WaStack;
let channel: { id: string; publicId: string; secret: string };

beforeAll(async () => {
  s = await startWaStack('admin@gateway.test');
});
afterAll(async () => s.close());

describe('a WhatsApp number through a 360dialog-style gateway', () => {
  it('checks the key, syncs templates and sets the gateway’s webhook with the channel’s secret', async () => {
    const wrong = await xhr(s.admin, 'post', '/v2/api/channels', { type: 'WHATSAPPBUSINESS', name: 'Wrong', settings: { gatewayUrl: s.fake.gatewayUrl, gatewayKey: 'nope' } });
    expect(wrong.body.fields).toEqual({ 'settings.gatewayKey': 'WhatsApp refused it: copy a current one' });
    const res = await xhr(s.admin, 'post', '/v2/api/channels', { type: 'WHATSAPPBUSINESS', name: 'Gateway', settings: { gatewayUrl: s.fake.gatewayUrl, gatewayKey: s.fake.state.gatewayKey } });
    expect(res.status).toBe(200);
    channel = res.body.data;
    expect(res.body.data.settings.templates).toHaveLength(2);
    expect(s.fake.state.gatewayWebhook).toEqual({ url: `${s.base}/v2/api/channels/whatsapp-official/${channel.publicId}/webhook`, headers: { 'x-channel-secret': channel.secret } });
  });

  it('refuses a webhook without the header, stores one with it, and replies through the gateway', async () => {
    const worker = createOutboxWorker(s.api.deps);
    const user = newWaUser();
    const body = s.fake.customer.text(user, 'Hi from the gateway');
    const unsigned = await fetch(s.fake.state.gatewayWebhook!.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(unsigned.status).toBe(401);
    const { id } = await waReplyTo(s, user, 'Hello through 360');
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'sent' });
    expect(s.fake.sentTo(user.waId).map((m) => m.body.text)).toEqual([{ body: 'Hello through 360', preview_url: false }]);
    expect(s.fake.meta.callsOf('messages').at(-1)).toMatchObject({ path: '/messages', status: 200 });
  });

  it('does not keep a file whose bytes do not match Meta’s sha256', async () => {
    const user = newWaUser();
    const body = s.fake.customer.media(user, 'image', pngBytes(300), 'image/png');
    const mediaId = (body.entry[0]!.changes[0]!.value.messages as { image: { id: string } }[])[0]!.image.id;
    s.fake.state.media.get(mediaId)!.sha256 = '0'.repeat(64);
    expect((await s.fake.customer.deliver(body)).status).toBe(200);
    const message = await stored(s.api, body.wamid);
    expect(message.attachments).toEqual([]);
    expect(message.text).toContain('it was not kept');
  });
});
