// The Messenger / Instagram fake holds the connector to Meta's documented rules: these checks are what
// makes a passing connector test mean something (channels.md §4.2, §4.4).
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMessengerFake, type MessengerFake } from '../../../../tests/fakes/messenger/server';

let messenger: MessengerFake;
let instagram: MessengerFake;
const HOUR = 3_600_000;

beforeAll(async () => {
  [messenger, instagram] = await Promise.all([startMessengerFake('messenger'), startMessengerFake('instagram')]);
});
afterAll(async () => Promise.all([messenger.close(), instagram.close()]));

const proofOf = (fake: MessengerFake, token: string) => createHmac('sha256', fake.appSecret).update(token).digest('hex');

async function send(fake: MessengerFake, body: Record<string, unknown>, token = fake.account.token, proof = proofOf(fake, token)) {
  const res = await fetch(`${fake.url}/v21.0/me/messages?appsecret_proof=${proof}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { message_id?: string; error?: { code: number; error_subcode?: number } } };
}
const text = (to: string, t: string, extra: Record<string, unknown> = { messaging_type: 'RESPONSE' }) => ({ recipient: { id: to }, ...extra, message: { text: t } });

describe('the Send API of the fake', () => {
  it('refuses a wrong token with 190, a wrong appsecret_proof with 100, and a customer who never wrote with 100/2018001', async () => {
    const user = messenger.customers.newUser();
    expect((await send(messenger, text(user.id, 'hi'), 'EAAwrong')).body.error).toMatchObject({ code: 190 });
    const wrongProof = await send(messenger, text(user.id, 'hi'), messenger.account.token, proofOf(messenger, 'another token'));
    expect(wrongProof.body.error).toMatchObject({ code: 100, message: 'Invalid appsecret_proof provided in the API argument' });
    expect((await send(messenger, text(user.id, 'hi'))).body.error).toMatchObject({ code: 100, error_subcode: 2018001 });
  });

  it('caps Messenger at 2,000 characters and Instagram at 1,000 bytes', async () => {
    const a = messenger.customers.newUser();
    messenger.customers.text(a, 'hi');
    expect((await send(messenger, text(a.id, '😀'.repeat(2000)))).status).toBe(200);
    expect((await send(messenger, text(a.id, 'a'.repeat(2001)))).body.error).toMatchObject({ code: 100 });
    const b = instagram.customers.newUser();
    instagram.customers.text(b, 'hi');
    expect((await send(instagram, text(b.id, 'ก'.repeat(333)))).status).toBe(200);
    expect((await send(instagram, text(b.id, 'ก'.repeat(334)))).body.error).toMatchObject({ code: 100 });
  });

  it('takes RESPONSE within 24 hours, HUMAN_AGENT up to 7 days, and answers 10/2018278 otherwise', async () => {
    const user = messenger.customers.newUser();
    messenger.customers.text(user, 'hi', Date.now() - 30 * HOUR);
    expect((await send(messenger, text(user.id, 'late'))).body.error).toMatchObject({ code: 10, error_subcode: 2018278 });
    expect((await send(messenger, text(user.id, 'late', { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' }))).status).toBe(200);
    const gone = messenger.customers.newUser();
    messenger.customers.text(gone, 'hi', Date.now() - 8 * 24 * HOUR);
    expect((await send(messenger, text(gone.id, 'too late', { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' }))).body.error).toMatchObject({ code: 10, error_subcode: 2018278 });
    expect(messenger.sentTo(user.id).map((m) => m.tag)).toEqual(['HUMAN_AGENT']);
  });

  it('answers the fault switch’s errors before the checks', async () => {
    const user = messenger.customers.newUser();
    messenger.customers.text(user, 'hi');
    messenger.faults.next({ kind: 'server', status: 503 });
    expect((await send(messenger, text(user.id, 'hi'))).status).toBe(503);
    messenger.faults.next({ kind: 'code', code: 613 });
    expect((await send(messenger, text(user.id, 'hi'))).body.error).toMatchObject({ code: 613 });
    expect((await send(messenger, text(user.id, 'hi'))).status).toBe(200);
  });
});
