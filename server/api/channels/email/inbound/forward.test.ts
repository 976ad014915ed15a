// The forwarding address: a mail server pipes raw mail to the channel's inbound endpoint with the
// channel's secret; the mail is stored as if read over IMAP.
import express from 'express';
import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelInboundEvents } from '../../../db/outboxSchema';
import { messages } from '../../../db/inboxSchema';
import { errorHandler } from '../../../http/errors';
import { insertChannel, updateChannel } from '../../../modules/channels/repository';
import { createTestApi, seedUser, type TestApi } from '../../../testing/harness';
import type { ChannelRow } from '../../connector';
import type { ChannelDefinition } from '../../definition';
import { channelInboundRoutes } from '../../inbound/routes';
import { emailDefinition } from '../definition';
import { storedEmailSettings } from '../testSettings';
import { emailInbound, INBOX_TOKEN_HEADER } from './forward';
import { customerMail } from './testMails';

let api: TestApi;
let channel: ChannelRow;
let app: express.Express;
const definition: ChannelDefinition = { ...emailDefinition, inbound: emailInbound };
const webhook = (publicId: string, query = '') => `/v2/api/channels/email/${publicId}/webhook${query}`;

beforeAll(async () => {
  api = await createTestApi();
  const { workspaceId } = await seedUser(api, { email: 'admin@forward.test' });
  const row = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name: 'Forwarded', settings: {} });
  const servers = { address: 'support@shop.test', imap: { host: '127.0.0.1', port: 1, user: 'x', password: 'x' }, smtp: { host: '127.0.0.1', port: 1, user: 'x', password: 'x' } };
  channel = (await updateChannel(api.deps.db, workspaceId, row.id, { settings: storedEmailSettings(api.deps, row.id, servers) }))!;
  app = express();
  app.use('/v2/api', channelInboundRoutes(api.deps, { definitionFor: (t) => (t === 'EMAIL' ? definition : undefined) }));
  app.use(errorHandler(api.deps.logger));
});
afterAll(() => api.close());

const storedMail = async (externalId: string) => {
  await expect.poll(async () => (await api.deps.db.select().from(messages).where(eq(messages.externalId, externalId))).length, { timeout: 10_000 }).toBe(1);
  return (await api.deps.db.select().from(messages).where(eq(messages.externalId, externalId)))[0]!;
};

describe('the forwarding endpoint', () => {
  it('stores a piped mail sent with the channel’s token, in the header or the query', async () => {
    const raw = customerMail({ subject: 'Forwarded question', messageId: '<fwd-1@customer.test>', text: 'Hello from Postfix' });
    await supertest(app).post(webhook(channel.publicId)).set('Content-Type', 'message/rfc822').set(INBOX_TOKEN_HEADER, channel.secret).send(raw).expect(200);
    const message = await storedMail('<fwd-1@customer.test>');
    expect(message).toMatchObject({ text: 'Hello from Postfix', meta: { email: { subject: 'Forwarded question' } } });
    const again = customerMail({ subject: 'By query', messageId: '<fwd-2@customer.test>', text: 'curl --data-binary' });
    await supertest(app).post(webhook(channel.publicId, `?token=${channel.secret}`)).set('Content-Type', 'text/plain').send(again).expect(200);
    await storedMail('<fwd-2@customer.test>');
    // The same mail piped twice is stored once.
    await supertest(app).post(webhook(channel.publicId)).set('Content-Type', 'message/rfc822').set(INBOX_TOKEN_HEADER, channel.secret).send(raw).expect(200);
    await expect.poll(async () => (await api.deps.db.select().from(channelInboundEvents).where(eq(channelInboundEvents.channelId, channel.id))).every((e) => e.state === 'done')).toBe(true);
    expect(await api.deps.db.select().from(messages).where(eq(messages.externalId, '<fwd-1@customer.test>'))).toHaveLength(1);
  });

  it('takes a piped mail larger than other providers’ 1 MB, with its file, up to the upload limit', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    const raw = customerMail({ subject: 'The contract', messageId: '<fwd-big@customer.test>', text: 'Signed copy attached', files: [{ name: 'contract.pdf', mime: 'application/pdf', bytes: pdf }] });
    expect(raw.length).toBeGreaterThan(2.5 * 1024 * 1024);
    await supertest(app).post(webhook(channel.publicId)).set('Content-Type', 'message/rfc822').set(INBOX_TOKEN_HEADER, channel.secret).send(raw).expect(200);
    const message = await storedMail('<fwd-big@customer.test>');
    expect(message.attachments.map((a) => [a.name, a.size])).toEqual([['contract.pdf', pdf.length]]);
    // Over the upload limit's room, the route refuses it before reading it all.
    const huge = 'x'.repeat(Math.ceil((api.deps.config.uploadMaxBytes * 4) / 3) + 2 * 1024 * 1024);
    await supertest(app).post(webhook(channel.publicId)).set('Content-Type', 'message/rfc822').set(INBOX_TOKEN_HEADER, channel.secret).send(huge).expect(413);
  });

  it('refuses a wrong or missing token before storing anything', async () => {
    const raw = customerMail({ subject: 'Forged', messageId: '<forged@customer.test>', text: 'trust me' });
    const before = (await api.deps.db.select().from(channelInboundEvents)).length;
    await supertest(app).post(webhook(channel.publicId)).set('Content-Type', 'message/rfc822').set(INBOX_TOKEN_HEADER, 'not-the-secret').send(raw).expect(401);
    await supertest(app).post(webhook(channel.publicId)).set('Content-Type', 'message/rfc822').send(raw).expect(401);
    expect((await api.deps.db.select().from(channelInboundEvents)).length).toBe(before);
  });
});
