// The Telegram connector against the local fake (tests/fakes/telegram): a real HTTP server with the Bot
// API's limits and faults, so what is checked here is what goes over the wire.
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTelegramFake, type TelegramFake } from '../../../../tests/fakes/telegram/server';
import { insertChannel, updateChannel } from '../../modules/channels/repository';
import { storeUpload } from '../../modules/uploads/service';
import { pdfBytes, pngBytes } from '../../modules/uploads/testFiles';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import type { ChannelRow } from '../connector';
import type { SendRequest } from '../definition';
import { sealSetting } from '../settingsStore';
import { telegramDefinition } from './definition';

let fake: TelegramFake;
let api: TestApi;
let workspaceId: string;
let channel: ChannelRow;
/** The row as the settings api stores it: the token sealed for this channel. */
const withToken = (row: ChannelRow, token: string) => ({ ...row, settings: { botToken: sealSetting(api.deps, row.id, 'botToken', token) } });
const rosa = { id: 5_012_345_678, firstName: 'Rosa', lastName: 'Diaz' };

beforeAll(async () => {
  fake = await startTelegramFake();
  api = await createTestApi({ TELEGRAM_API_URL: fake.url, PUBLIC_URL: 'https://inbox.example.com' });
  workspaceId = (await seedUser(api, { email: 'admin@telegram.test' })).workspaceId;
  const row = await insertChannel(api.deps.db, { workspaceId, type: 'TELEGRAM', name: 'Bot', settings: {} });
  channel = (await updateChannel(api.deps.db, workspaceId, row.id, { settings: withToken(row, fake.token).settings }))!;
});
afterAll(async () => {
  await api.close();
  await fake.close();
});
beforeEach(() => fake.faults.clear());

async function stored(bytes: Buffer, fileName: string) {
  const tempPath = path.join(await fsp.mkdtemp(path.join(os.tmpdir(), 'tg-')), 'f');
  await fsp.writeFile(tempPath, bytes);
  const row = await storeUpload(api.deps, { workspaceId, userId: null, accept: undefined, file: { tempPath, fileName, size: bytes.length, head: bytes.subarray(0, 4096) } });
  return { id: row.id, name: row.fileName, mime: row.contentType, size: row.size, url: '' };
}

function reply(text: string, attachments: SendRequest['attachments'] = []): SendRequest {
  return { channel, conversationId: 'c', recipientExternalId: String(rosa.id), messageId: 'm', text, attachments, meta: null, createdAt: new Date(), deliveryId: 'd', attempts: 0 };
}
const send = (req: SendRequest) => telegramDefinition.outbound!.send(api.deps, req);

describe('connect', () => {
  it('checks the token with getMe and sets the webhook to the channel’s inbound URL with its secret', async () => {
    await telegramDefinition.connect!(api.deps, channel);
    expect(fake.callsOf('getMe')).toHaveLength(1);
    expect(fake.bot.webhook).toEqual({
      url: `https://inbox.example.com/v2/api/channels/telegram/${channel.publicId}/webhook`,
      secretToken: channel.secret,
      allowedUpdates: ['message'],
    });
  });

  it('refuses a malformed token before calling Telegram, and a token Telegram does not know', async () => {
    const calls = fake.state.calls.length;
    await expect(telegramDefinition.connect!(api.deps, withToken(channel, 'not a token'))).rejects.toMatchObject({ status: 400, message: expect.stringContaining('not a Telegram bot token') });
    expect(fake.state.calls).toHaveLength(calls);
    await expect(telegramDefinition.connect!(api.deps, withToken(channel, `123456789:${'A'.repeat(35)}`))).rejects.toMatchObject({ status: 400, message: expect.stringContaining('does not know this bot token') });
  });
});

describe('inbound', () => {
  const raw = (body: unknown, secret?: string) => ({ method: 'POST' as const, headers: secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret }, query: {}, body: Buffer.from(JSON.stringify(body)) });

  it('verifies the secret header against the channel’s secret only', () => {
    const update = fake.customer.text(rosa, 'hi');
    expect(telegramDefinition.inbound!.verify(channel, raw(update, channel.secret))).toBe(true);
    expect(telegramDefinition.inbound!.verify(channel, raw(update, `${channel.secret.slice(0, -1)}0`))).toBe(false);
    expect(telegramDefinition.inbound!.verify(channel, raw(update))).toBe(false);
  });

  it('reads a text message with the chat-scoped id and the sender’s name', () => {
    const update = fake.customer.text(rosa, 'Where is my order?');
    const [item] = telegramDefinition.inbound!.parse(channel, raw(update, channel.secret));
    expect(item).toMatchObject({
      kind: 'message',
      message: { externalContactId: String(rosa.id), contactName: 'Rosa Diaz', externalMessageId: `${rosa.id}:${update.message.message_id}`, text: 'Where is my order?' },
    });
  });

  it('fetches the largest size of a photo with getFile and the bot token', async () => {
    const picture = pngBytes(3000);
    const update = fake.customer.photo(rosa, picture, 'the box');
    const [item] = telegramDefinition.inbound!.parse(channel, raw(update, channel.secret));
    if (item?.kind !== 'message') throw new Error('expected a message');
    expect(item.message.text).toBe('the box');
    expect(item.message.files).toHaveLength(1);
    expect(item.message.files![0]!.size).toBe(picture.length);
    const fetched = await item.message.files![0]!.fetch(api.deps);
    expect(fetched.bytes.equals(picture)).toBe(true);
    expect(fake.callsOf('getFile').at(-1)?.params.file_id).toBe((update.message.photo as { file_id: string }[])[1]!.file_id);
  });

  it('leaves out what is not a customer’s message, and answers 400 for what is not an Update', () => {
    expect(telegramDefinition.inbound!.parse(channel, raw({ update_id: 1, edited_message: { message_id: 1 } }))).toEqual([]);
    const group = { update_id: 2, message: { message_id: 3, date: 1, from: { id: 1, is_bot: false, first_name: 'A' }, chat: { id: -100, type: 'group' }, text: 'hi' } };
    expect(telegramDefinition.inbound!.parse(channel, raw(group))).toEqual([]);
    expect(() => telegramDefinition.inbound!.parse(channel, { ...raw({}), body: Buffer.from('{nope') })).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => telegramDefinition.inbound!.parse(channel, raw({ message: {} }))).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('outbound', () => {
  it('sends a text reply with sendMessage and answers the chat-scoped id', async () => {
    const result = await send(reply('Your order left today.'));
    const [sent] = fake.sentTo(rosa.id).slice(-1);
    expect(sent).toMatchObject({ kind: 'text', text: 'Your order left today.' });
    expect(result).toEqual({ ok: true, externalIds: [`${rosa.id}:${sent!.messageId}`] });
  });

  it('uploads a picture with sendPhoto (text as caption) and a PDF with sendDocument', async () => {
    const png = await stored(pngBytes(), 'box.png');
    const pdf = await stored(pdfBytes(), 'invoice.pdf');
    const result = await send(reply('Here they are', [png, pdf]));
    expect(result.ok).toBe(true);
    const [photo, document] = fake.sentTo(rosa.id).slice(-2);
    expect(photo).toMatchObject({ kind: 'photo', caption: 'Here they are', file: { name: 'box.png', mime: 'image/png' } });
    expect(photo!.file!.bytes.equals(pngBytes())).toBe(true);
    expect(document).toMatchObject({ kind: 'document', file: { name: 'invoice.pdf', mime: 'application/pdf' } });
    expect(document!.caption).toBeUndefined();
  });

  it('classifies 429 as retry after Telegram’s retry_after, and 5xx as retry', async () => {
    fake.faults.next({ kind: 'flood', retryAfter: 7 });
    expect(await send(reply('a'))).toEqual({ ok: false, kind: 'retry', reason: 'Telegram asked to slow down (too many requests)', afterMs: 7000 });
    fake.faults.next({ kind: 'server', status: 502 });
    expect(await send(reply('b'))).toMatchObject({ ok: false, kind: 'retry', reason: 'Telegram had an error (Bad Gateway)' });
  });

  it('gives up on a blocked bot and an unknown chat, and asks to reconnect on 401', async () => {
    fake.faults.next({ kind: 'blocked' });
    expect(await send(reply('a'))).toEqual({ ok: false, kind: 'give up', reason: 'The customer blocked the bot on Telegram' });
    expect(await send({ ...reply('b'), recipientExternalId: '42' })).toEqual({ ok: false, kind: 'give up', reason: 'Telegram does not know this chat (chat not found)' });
    fake.faults.next({ kind: 'unauthorized' });
    expect(await send(reply('c'))).toMatchObject({ ok: false, kind: 'reconnect' });
    expect(await send({ ...reply('d'), channel: { ...channel, settings: {} } })).toMatchObject({ ok: false, kind: 'reconnect' });
  });

  it('retries when Telegram is unreachable', async () => {
    const result = await send({ ...reply('a'), fetch: (() => Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }))) as typeof fetch });
    expect(result).toEqual({ ok: false, kind: 'retry', reason: 'Telegram could not be reached (ECONNREFUSED)' });
  });
});
