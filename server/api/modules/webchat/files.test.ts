import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelRow } from '../../channels/connector';
import { uploads } from '../../db/schema';
import { messages } from '../../db/inboxSchema';
import { createTestApi, login, seedUser, type TestApi } from '../../testing/harness';
import { binary, pdfBytes, pngBytes, svgText, upload } from '../uploads/testFiles';
import { WEBCHAT_RATE_LIMITS } from './routes';
import { openVisitor, storeReply, visitorCall, visitorUpload, webchatChannel } from './testVisitor';
import { fileSignature } from './visitorToken';

let api: TestApi;
let http: TestAgent;
let admin: TestAgent;
let adminId: string;
let channel: ChannelRow;
let other: ChannelRow;

const MAX_BYTES = 4096;

beforeAll(async () => {
  api = await createTestApi({ UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  http = api.request();
  const seeded = await seedUser(api, { email: 'admin@webchat-files.test' });
  adminId = seeded.user.id;
  admin = await login(api, 'admin@webchat-files.test');
  channel = await webchatChannel(api, seeded.workspaceId);
  other = await webchatChannel(api, (await seedUser(api, { email: 'other@webchat-files.test' })).workspaceId);
});
afterAll(() => api.close());

describe('POST /webchat/:publicId/upload', () => {
  it('takes an image checked by its content and answers an id bound to this visitor and a url they can open', async () => {
    const visitor = await openVisitor(http, channel);
    const res = await visitorUpload(http, channel, visitor, { name: '../../photo.png', data: pngBytes() });
    expect(res.status).toBe(200);
    const file = res.body.data;
    expect(file).toMatchObject({ name: 'photo.png', mime: 'image/png', size: pngBytes().length });
    expect(file.id).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const [row] = await api.deps.db.select().from(uploads).where(eq(uploads.id, file.id.split('.')[0]));
    expect(row).toMatchObject({ userId: null, workspaceId: channel.workspaceId, fileName: 'photo.png' });

    const served = await http.get(file.url).buffer(true).parse(binary);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe("inline; filename*=UTF-8''photo.png");
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(served.body as Buffer, pngBytes())).toBe(0);
  });

  it('sends the file with a message: the agent sees it under the console url, the visitor under theirs', async () => {
    const visitor = await openVisitor(http, channel);
    const file = (await visitorUpload(http, channel, visitor, { name: 'invoice.pdf', data: pdfBytes() })).body.data;
    const sent = await visitorCall(http, channel, visitor, 'post', '/messages', { attachmentIds: [file.id] });
    expect(sent.status).toBe(200);
    expect(sent.body.data.attachments).toEqual([{ ...file, id: file.id.split('.')[0] }]);

    const [stored] = await api.deps.db.select().from(messages).where(eq(messages.id, sent.body.data.id));
    const attachment = stored!.attachments[0]!;
    expect(attachment.url).toBe(`/v2/api/files/${attachment.id}/invoice.pdf`);
    const asAgent = await admin.get(attachment.url).buffer(true).parse(binary);
    expect(asAgent.status).toBe(200);
    expect(asAgent.headers['content-disposition']).toBe("attachment; filename*=UTF-8''invoice.pdf");
  });

  it("lets the visitor open the files of the agent's replies", async () => {
    const visitor = await openVisitor(http, channel);
    const first = await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'Can you send the manual?' });
    const agentFile = (await upload(admin, { file: { name: 'manual.pdf', data: pdfBytes() } })).body.data;
    const [row] = await api.deps.db.select().from(messages).where(eq(messages.id, first.body.data.id));
    const reply = await storeReply(api, channel, row!.conversationId, adminId, 'Here it is', new Date(api.clock.now.getTime() + 1000));
    const attachment = { id: agentFile.id, name: 'manual.pdf', mime: 'application/pdf', size: agentFile.size, url: agentFile.url };
    await api.deps.db.update(messages).set({ attachments: [attachment] }).where(eq(messages.id, reply.id));

    const page = (await visitorCall(http, channel, visitor, 'get', '/messages')).body.data;
    const shown = page.items.at(-1).attachments[0];
    expect(shown.url).toMatch(new RegExp(`^/v2/api/webchat/${channel.publicId}/files/${agentFile.id}/manual\\.pdf\\?sig=`));
    expect((await http.get(shown.url)).status).toBe(200);
  });

  it.each([
    ['text called .png', { name: 'photo.png', data: 'just some text' }, "The file's content does not match its name."],
    ['an SVG image', { name: 'logo.svg', data: svgText() }, 'This file type is not accepted here (png, jpeg, gif, webp, pdf, mp4, webm, mp3, ogg, wav).'],
    ['an empty file', { name: 'empty.png', data: '' }, 'The file is empty.'],
  ])('answers 400 to %s', async (_what, file, message) => {
    const visitor = await openVisitor(http, channel);
    const res = await visitorUpload(http, channel, visitor, file);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 413 over the size limit and 400 without a file', async () => {
    const visitor = await openVisitor(http, channel);
    expect((await visitorUpload(http, channel, visitor, { name: 'big.png', data: pngBytes(MAX_BYTES) })).status).toBe(413);
    const empty = await visitorCall(http, channel, visitor, 'post', '/upload').set('Content-Type', 'multipart/form-data; boundary=x').send('--x--\r\n');
    expect(empty.status).toBe(400);
  });

  it("refuses another visitor's upload id in a message", async () => {
    const owner = await openVisitor(http, channel);
    const thief = await openVisitor(http, channel);
    const file = (await visitorUpload(http, channel, owner, { name: 'photo.png', data: pngBytes() })).body.data;
    const res = await visitorCall(http, channel, thief, 'post', '/messages', { attachmentIds: [file.id] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A file of this message was not uploaded here.');
  });
});

describe('upload limits', () => {
  it('limits uploads per address', async () => {
    const visitor = await openVisitor(http, channel);
    for (let i = 0; i < WEBCHAT_RATE_LIMITS.upload.max; i += 1) {
      expect((await visitorUpload(http, channel, visitor, { name: `p${i}.png`, data: pngBytes() })).status).toBe(200);
    }
    const refused = await visitorUpload(http, channel, visitor, { name: 'last.png', data: pngBytes() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /webchat/:publicId/files/:id/:name', () => {
  it('answers 404 without the right signature, or through another channel', async () => {
    const visitor = await openVisitor(http, channel);
    const file = (await visitorUpload(http, channel, visitor, { name: 'photo.png', data: pngBytes() })).body.data;
    const unsigned = file.url.replace(/\?sig=.*$/, '');
    expect((await http.get(unsigned)).status).toBe(404);
    expect((await http.get(`${unsigned}?sig=${'A'.repeat(43)}`)).status).toBe(404);
    expect((await http.get(file.url.replace(channel.publicId, other.publicId))).status).toBe(404);
  });

  it('answers 404 for a file of another workspace even with a signature of this channel', async () => {
    const stranger = await openVisitor(http, other);
    const theirs = (await visitorUpload(http, other, stranger, { name: 'photo.png', data: pngBytes() })).body.data;
    const id = theirs.id.split('.')[0];
    const forged = `/v2/api/webchat/${channel.publicId}/files/${id}/photo.png?sig=${fileSignature(channel, id)}`;
    expect((await http.get(forged)).status).toBe(404);
  });
});
