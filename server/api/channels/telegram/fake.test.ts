// The Telegram fake keeps Telegram's documented limits and faults, so a connector that passes against it
// does not pass by the fake's leniency. Calls go through the connector's own client (botApi.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelegramFake, type TelegramFake } from '../../../../tests/fakes/telegram/server';
import { callBotApi, downloadBotFile, type BotApiTarget } from './botApi';
import { pngBytes } from '../../modules/uploads/testFiles';

let fake: TelegramFake;
let target: BotApiTarget;
const ana = { id: 1234, firstName: 'Ana' };

beforeAll(async () => {
  fake = await startTelegramFake();
  target = { baseUrl: fake.url, token: fake.token };
  fake.customer.text(ana, 'hello'); // Ana has written: her chat exists
});
afterAll(() => fake.close());

describe('the Bot API face', () => {
  it('answers 401 for a token it does not know and records the calls it takes', async () => {
    expect(await callBotApi({ ...target, token: '1:nope' }, 'getMe')).toEqual({ ok: false, status: 401, description: 'Unauthorized' });
    expect(await callBotApi(target, 'getMe')).toMatchObject({ ok: true, result: { id: fake.bot.id, is_bot: true } });
    expect(fake.callsOf('getMe').map((c) => c.status)).toEqual([200]);
  });

  it('keeps sendMessage’s limits: 1–4096 characters, a known chat', async () => {
    expect(await callBotApi(target, 'sendMessage', { chat_id: ana.id, text: '😀'.repeat(4096) })).toMatchObject({ ok: true });
    expect(await callBotApi(target, 'sendMessage', { chat_id: ana.id, text: 'x'.repeat(4097) })).toMatchObject({ ok: false, status: 400, description: 'Bad Request: message is too long' });
    expect(await callBotApi(target, 'sendMessage', { chat_id: ana.id, text: ' ' })).toMatchObject({ ok: false, status: 400, description: 'Bad Request: message text is empty' });
    expect(await callBotApi(target, 'sendMessage', { chat_id: 999, text: 'hi' })).toMatchObject({ ok: false, status: 400, description: 'Bad Request: chat not found' });
  });

  it('takes photos as multipart uploads of real pictures, captions up to 1024 characters', async () => {
    const photo = (bytes: Buffer, caption?: string) => {
      const form = new FormData();
      form.set('chat_id', String(ana.id));
      if (caption !== undefined) form.set('caption', caption);
      form.set('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'p.png');
      return callBotApi(target, 'sendPhoto', form);
    };
    expect(await photo(pngBytes(), 'ok')).toMatchObject({ ok: true });
    expect(await photo(Buffer.from('not a picture'))).toMatchObject({ ok: false, status: 400, description: 'Bad Request: IMAGE_PROCESS_FAILED' });
    expect(await photo(pngBytes(), 'c'.repeat(1025))).toMatchObject({ ok: false, status: 400, description: 'Bad Request: message caption is too long' });
    expect(await callBotApi(target, 'sendPhoto', { chat_id: ana.id, photo: 'https://example.com/p.png' })).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses a secret_token with characters Telegram does not allow, and reports the webhook it holds', async () => {
    expect(await callBotApi(target, 'setWebhook', { url: 'https://x.example/hook', secret_token: 'has space' })).toMatchObject({ ok: false, status: 400 });
    expect(await callBotApi(target, 'setWebhook', { url: 'https://x.example/hook', secret_token: 'abc_DEF-1' })).toMatchObject({ ok: true });
    expect(await callBotApi(target, 'getWebhookInfo')).toMatchObject({ ok: true, result: { url: 'https://x.example/hook' } });
  });

  it('serves files by getFile’s path to the bot’s token only', async () => {
    const update = fake.customer.document(ana, Buffer.from('%PDF-1.4 tiny'), 'a.pdf', 'application/pdf');
    const fileId = (update.message.document as { file_id: string }).file_id;
    const info = await callBotApi<{ file_path: string }>(target, 'getFile', { file_id: fileId });
    if (!info.ok) throw new Error(info.description);
    expect((await downloadBotFile(target, info.result.file_path, 1000)).toString()).toBe('%PDF-1.4 tiny');
    await expect(downloadBotFile({ ...target, token: '1:other' }, info.result.file_path, 1000)).rejects.toThrow('HTTP 404');
    await expect(downloadBotFile(target, info.result.file_path, 5)).rejects.toThrow('larger than 5 bytes');
  });
});

describe('the fault switch', () => {
  it('answers the next calls with 429 retry_after, 5xx, 403 blocked, 400 chat not found and 401, then recovers', async () => {
    fake.faults.next({ kind: 'flood', retryAfter: 3 });
    fake.faults.next({ kind: 'server', status: 500 });
    fake.faults.next({ kind: 'blocked' });
    fake.faults.next({ kind: 'chat not found' });
    fake.faults.next({ kind: 'unauthorized' });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await callBotApi(target, 'sendMessage', { chat_id: ana.id, text: `t${i}` }));
    expect(answers.map((a) => (a.ok ? 200 : a.status))).toEqual([429, 500, 403, 400, 401, 200]);
    expect(answers[0]).toEqual({ ok: false, status: 429, description: 'Too Many Requests: retry after 3', retryAfter: 3 });
    expect(answers[2]).toMatchObject({ description: 'Forbidden: bot was blocked by the user' });
  });

  it('is reported as unreachable when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await callBotApi({ ...target, baseUrl: `http://127.0.0.1:${port}` }, 'getMe')).toEqual({ ok: false, status: 0, description: 'Telegram could not be reached (ECONNREFUSED)' });
  });

  it('holds a call unanswered for a timeout, which the client reports as no answer', async () => {
    fake.faults.next({ kind: 'timeout' });
    const answer = await callBotApi({ ...target, timeoutMs: 300 }, 'sendMessage', { chat_id: ana.id, text: 'late' });
    expect(answer).toEqual({ ok: false, status: 0, description: 'Telegram did not answer within 0.3 s' });
  });
});

describe('the customer face', () => {
  it('delivers updates with the secret header, again and out of order when asked', async () => {
    const received: { secret: string | undefined; updateId: number }[] = [];
    const hook = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ secret: req.headers['x-telegram-bot-api-secret-token'] as string | undefined, updateId: JSON.parse(Buffer.concat(chunks).toString()).update_id });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
      expect(await callBotApi(target, 'setWebhook', { url, secret_token: 'tok' })).toMatchObject({ ok: true });
      const first = fake.customer.text(ana, 'one');
      const second = fake.customer.text(ana, 'two');
      await fake.customer.deliver(second);
      await fake.customer.deliver(first);
      await fake.customer.deliver(first);
      await fake.customer.deliver(first, { secret: null });
      expect(received).toEqual([
        { secret: 'tok', updateId: second.update_id },
        { secret: 'tok', updateId: first.update_id },
        { secret: 'tok', updateId: first.update_id },
        { secret: undefined, updateId: first.update_id },
      ]);
    } finally {
      hook.closeAllConnections();
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});
