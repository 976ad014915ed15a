// The LINE fake itself holds to LINE's documented rules, so the connector's tests mean something: a reply
// token is taken once and lapses, a push's retry key answers 409 when repeated, texts are capped at
// 5,000 characters, pushes count against the monthly quota, and content needs the access token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLineFake, type LineFake } from '../../../../tests/fakes/line/server';

let fake: LineFake;
beforeAll(async () => {
  fake = await startLineFake({ monthlyQuota: 2 });
});
afterAll(() => fake.close());

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${fake.url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${fake.accessToken}`, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const text = (t: string) => [{ type: 'text', text: t }];

describe('the LINE fake', () => {
  it('takes a reply token once, and not after it lapses', async () => {
    const first = fake.customer.text('Ua', 'hi');
    expect((await call('/v2/bot/message/reply', { replyToken: first.replyToken, messages: text('one') })).status).toBe(200);
    const again = await call('/v2/bot/message/reply', { replyToken: first.replyToken, messages: text('two') });
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([400, 'Invalid reply token']);
    const second = fake.customer.text('Ua', 'hi');
    fake.customer.expireReplyTokens();
    expect((await call('/v2/bot/message/reply', { replyToken: second.replyToken, messages: text('late') })).status).toBe(400);
  });

  it('refuses a text over 5,000 characters and more than five messages', async () => {
    const event = fake.customer.text('Ub', 'hi');
    expect((await call('/v2/bot/message/reply', { replyToken: event.replyToken, messages: text('x'.repeat(5001)) })).status).toBe(400);
    expect((await call('/v2/bot/message/push', { to: 'Ub', messages: Array(6).fill(text('x')[0]) })).status).toBe(400);
  });

  it('answers 409 to a repeated retry key, and 429 past the monthly quota', async () => {
    const key = '123e4567-e89b-42d3-a456-426614174000';
    expect((await call('/v2/bot/message/push', { to: 'Ub', messages: text('once') }, { 'X-Line-Retry-Key': key })).status).toBe(200);
    expect((await call('/v2/bot/message/push', { to: 'Ub', messages: text('once') }, { 'X-Line-Retry-Key': key })).status).toBe(409);
    expect((await call('/v2/bot/message/push', { to: 'Ub', messages: text('two') })).status).toBe(200);
    const over = await call('/v2/bot/message/push', { to: 'Ub', messages: text('three') });
    expect([over.status, ((await over.json()) as { message: string }).message]).toEqual([429, 'You have reached your monthly limit.']);
    expect(fake.sentTo('Ub').filter((m) => m.via === 'push').map((m) => m.message.text)).toEqual(['once', 'two']);
  });

  it('serves a message’s content only with the access token', async () => {
    const event = fake.customer.media('Uc', 'image', Buffer.from('bytes'), 'image/jpeg');
    const url = `${fake.url}/v2/bot/message/${event.message.id}/content`;
    expect((await fetch(url)).status).toBe(401);
    const ok = await fetch(url, { headers: { Authorization: `Bearer ${fake.accessToken}` } });
    expect([ok.status, ok.headers.get('content-type'), Buffer.from(await ok.arrayBuffer()).toString()]).toEqual([200, 'image/jpeg', 'bytes']);
  });
});
