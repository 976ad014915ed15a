// The Viber fake itself holds to Viber's documented behaviour, so the connector's tests mean something:
// set_webhook keeps a URL only when Viber's callback to it is answered 200, refusals come as HTTP 200
// with a status, and message tokens are 64-bit numbers written bare in the JSON.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startViberFake, type ViberFake } from '../../../../tests/fakes/viber/server';

let fake: ViberFake;
let receiver: http.Server;
let answer = 200;
const received: { signature: string | undefined; body: string }[] = [];

beforeAll(async () => {
  fake = await startViberFake();
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ signature: req.headers['x-viber-content-signature'] as string | undefined, body });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
  await fake.close();
});

const call = async (method: string, body: unknown, token = fake.authToken) => {
  const res = await fetch(`${fake.url}/pa/${method}`, { method: 'POST', headers: { 'X-Viber-Auth-Token': token, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { http: res.status, text: await res.text() };
};

describe('the Viber fake', () => {
  it('keeps a webhook only when its signed callback is answered 200', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    answer = 404;
    expect(JSON.parse((await call('set_webhook', { url })).text)).toMatchObject({ status: 1 });
    expect(fake.state.webhook).toBeUndefined();
    answer = 200;
    expect(JSON.parse((await call('set_webhook', { url })).text)).toMatchObject({ status: 0 });
    expect(fake.state.webhook?.url).toBe(url);
    const last = received.at(-1)!;
    expect(JSON.parse(last.body)).toMatchObject({ event: 'webhook' });
    expect(last.signature).toBe(fake.customer.sign(last.body));
  });

  it('answers refusals as HTTP 200 with a status, and a 64-bit token written bare', async () => {
    expect(await call('get_account_info', {}, 'wrong')).toMatchObject({ http: 200, text: expect.stringContaining('"status":2') });
    expect(JSON.parse((await call('send_message', { receiver: 'nobody', sender: { name: 'S' }, type: 'text', text: 'x' })).text)).toMatchObject({ status: 5 });
    fake.customer.text('u1', 'hi');
    expect(JSON.parse((await call('send_message', { receiver: 'u1', sender: { name: 'x'.repeat(29) }, type: 'text', text: 'x' })).text)).toMatchObject({ status: 3 });
    const ok = await call('send_message', { receiver: 'u1', sender: { name: 'S' }, type: 'text', text: 'x' });
    expect(ok.text).toMatch(/"message_token":\d{19},/);
    fake.faults.next('too many requests');
    expect(JSON.parse((await call('send_message', { receiver: 'u1', sender: { name: 'S' }, type: 'text', text: 'x' })).text)).toMatchObject({ status: 12 });
  });
});
