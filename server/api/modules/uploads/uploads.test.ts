import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { setBilling } from '../billing/service';
import { binary, multipart, pdfBytes, pngBytes, svgText, upload } from './testFiles';

const AVATAR_ACCEPT = 'png,jpg,jpeg,gif,svg';
const MAX_BYTES = 2048;

interface Member {
  agent: TestAgent;
  workspaceId: string;
  botid: string;
}

let api: TestApi;
let a: Member;
let b: Member;

async function member(email: string): Promise<Member> {
  const { workspaceId } = await seedUser(api, { email });
  const agent = await login(api, email);
  const auth = await agent.get('/v2/api/auth');
  return { agent, workspaceId, botid: auth.body.workspace.botid as string };
}

const uploadsRoot = () => path.join(api.deps.config.dataDir, 'uploads');
const tempFiles = async () => fs.readdir(path.join(uploadsRoot(), 'tmp')).catch(() => []);
const storedRows = async () => (await api.deps.db.select({ n: count() }).from(uploads))[0]!.n;

beforeAll(async () => {
  api = await createTestApi({ UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  a = await member('owner@uploads-a.test');
  b = await member('owner@uploads-b.test');
});
afterAll(() => api.close());
// Whatever the answer, no upload leaves a partial file behind.
afterEach(async () => {
  expect(await tempFiles()).toEqual([]);
});

describe('POST /console/messages/upload', () => {
  it('stores a real PNG and serves the same bytes back, typed and sandboxed', async () => {
    const png = pngBytes();
    const res = await upload(a.agent, { file: { name: 'avatar.png', data: png }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('success');
    expect(res.body.url).toMatch(/^\/v2\/api\/files\/[0-9a-f-]{36}\/avatar\.png$/);
    expect(res.body.data).toMatchObject({ url: res.body.url, name: 'avatar.png', size: png.length, type: 'image/png' });

    const served = await a.agent.get(res.body.url).buffer(true).parse(binary);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''avatar\.png$/);
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
  });

  it('takes an upload without a botid for the caller’s own workspace', async () => {
    const res = await upload(a.agent, { file: { name: 'second.png', data: pngBytes() }, accept: AVATAR_ACCEPT });
    expect(res.body.result).toBe('success');
  });

  it('stores a clean SVG and serves it as an image that cannot run script', async () => {
    const res = await upload(a.agent, { file: { name: 'logo.svg', data: svgText() }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect(res.body.result).toBe('success');
    const served = await a.agent.get(res.body.url).buffer(true).parse(binary);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect((served.body as Buffer).toString()).toBe(svgText());
  });

  it('refuses a file named .png whose content is text', async () => {
    const before = await storedRows();
    const res = await upload(a.agent, { file: { name: 'notes.png', data: 'hello, this is not an image' }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('error');
    expect(res.body.message).toContain('does not match');
    expect(await storedRows()).toBe(before);
  });

  it('refuses a PNG named .gif', async () => {
    const res = await upload(a.agent, { file: { name: 'moving.gif', data: pngBytes() }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect(res.body).toMatchObject({ result: 'error', message: "The file's content does not match its name." });
  });

  it('refuses a file of a kind it does not know at all', async () => {
    const res = await upload(a.agent, { file: { name: 'run.exe', data: Buffer.from('MZ\x90\x00') }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect(res.body).toMatchObject({ result: 'error', message: 'This kind of file is not supported.' });
  });

  it('refuses a real PDF when only images are accepted', async () => {
    const res = await upload(a.agent, { file: { name: 'invoice.pdf', data: pdfBytes() }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect(res.body.result).toBe('error');
    expect(res.body.message).toContain('not accepted here');
  });

  it('refuses an SVG with a script', async () => {
    const evil = svgText('<script>fetch("/v2/api/auth")</script>');
    const res = await upload(a.agent, { file: { name: 'evil.svg', data: evil }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect(res.body).toMatchObject({ result: 'error', message: 'SVG images with scripts are not accepted.' });
  });

  it('refuses an empty file', async () => {
    const res = await upload(a.agent, { file: { name: 'empty.png', data: Buffer.alloc(0) }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect(res.body).toMatchObject({ result: 'error', message: 'The file is empty.' });
  });

  it('stores a file named with a path under ids only, and serves it under its bare name', async () => {
    for (const name of ['../../etc/passwd.png', '..\\..\\windows\\evil.png']) {
      const res = await upload(a.agent, { file: { name, data: pngBytes() }, accept: AVATAR_ACCEPT, botid: a.botid });
      expect(res.body.result).toBe('success');
      const id = res.body.data.id as string;
      expect(res.body.data.name).not.toMatch(/[/\\]/);
      expect(res.body.url).toBe(`/v2/api/files/${id}/${encodeURIComponent(res.body.data.name)}`);

      const [row] = await api.deps.db.select().from(uploads).where(eq(uploads.id, id));
      const onDisk = path.resolve(uploadsRoot(), row!.storagePath);
      expect(onDisk).toBe(path.join(uploadsRoot(), a.workspaceId, id));
      expect(Buffer.compare(await fs.readFile(onDisk), pngBytes())).toBe(0);

      const served = await a.agent.get(res.body.url).buffer(true).parse(binary);
      expect(served.status).toBe(200);
      expect(decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(served.headers['content-disposition'] as string)![1]!)).not.toMatch(/[/\\]/);
    }
    await expect(fs.access(path.join(api.deps.config.dataDir, 'etc'))).rejects.toThrow();
    expect((await fs.readdir(uploadsRoot())).sort()).toEqual([a.workspaceId, 'tmp'].sort());
  });

  it('cuts off a file over UPLOAD_MAX_BYTES with 413 and keeps nothing of it', async () => {
    const before = await storedRows();
    const big = pngBytes(MAX_BYTES * 3);
    const res = await upload(a.agent, { file: { name: 'big.png', data: big }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ result: 'error', code: 'BODY_TOO_LARGE', message: 'The file is too large (at most 2 KB).' });
    expect(await storedRows()).toBe(before);
  });

  it('takes a file of exactly UPLOAD_MAX_BYTES and refuses one byte more', async () => {
    const sized = (n: number) => pngBytes(n - pngBytes(1).length + 1);
    expect(sized(MAX_BYTES).length).toBe(MAX_BYTES);
    const exact = await upload(a.agent, { file: { name: 'exact.png', data: sized(MAX_BYTES) }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect(exact.body.result).toBe('success');
    expect(exact.body.data.size).toBe(MAX_BYTES);
    const over = await upload(a.agent, { file: { name: 'over.png', data: sized(MAX_BYTES + 1) }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect(over.status).toBe(413);
  });

  it('answers 400 without a file', async () => {
    const res = await upload(a.agent, { accept: AVATAR_ACCEPT, botid: a.botid });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ file: 'Required' });
  });

  it('answers 400 with two files', async () => {
    const { body, contentType } = multipart([
      { name: 'file', filename: 'one.png', data: pngBytes() },
      { name: 'file', filename: 'two.png', data: pngBytes() },
    ]);
    const res = await xhr(a.agent, 'post', '/v2/api/console/messages/upload').set('Content-Type', contentType).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Send one file at a time.');
  });

  it('answers 400 to a body that is not multipart', async () => {
    const res = await xhr(a.agent, 'post', '/v2/api/console/messages/upload', { file: 'avatar.png', botid: a.botid });
    expect(res.status).toBe(400);
    expect(res.body.result).toBe('error');
  });

  // A form that ends early used to leave the file's write pipeline rejected with no handler, which
  // ends a Node 20 process (unhandled rejection): one bad request could take the api down.
  it('answers 400 to a multipart body cut short', async () => {
    const { body, contentType } = multipart([{ name: 'file', filename: 'a.png', data: pngBytes() }]);
    const res = await xhr(a.agent, 'post', '/v2/api/console/messages/upload').set('Content-Type', contentType).send(body.subarray(0, body.length - 20));
    expect(res.status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const res = await upload(api.request(), { file: { name: 'a.png', data: pngBytes() }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect(res.status).toBe(401);
  });

  it('answers 403 for another workspace’s botid and keeps nothing', async () => {
    const before = await storedRows();
    const res = await upload(a.agent, { file: { name: 'a.png', data: pngBytes() }, accept: AVATAR_ACCEPT, botid: b.botid });
    expect(res.status).toBe(403);
    expect(await storedRows()).toBe(before);
  });

  it('answers 402 when the workspace package expired', async () => {
    const c = await member('owner@uploads-c.test');
    await setBilling(api.deps, c.workspaceId, { expiredDate: '2000-01-01' });
    const res = await upload(c.agent, { file: { name: 'a.png', data: pngBytes() }, accept: AVATAR_ACCEPT, botid: c.botid });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your workspace package has expired. Please renew to continue using all features.');
  });
});

describe('GET /files/:id/:name', () => {
  it('serves a file only to members of its workspace', async () => {
    const res = await upload(a.agent, { file: { name: 'private.png', data: pngBytes() }, accept: AVATAR_ACCEPT, botid: a.botid });
    expect((await a.agent.get(res.body.url)).status).toBe(200);
    const other = await b.agent.get(res.body.url);
    expect(other.status).toBe(404);
    expect(other.body.result).toBe('error');
    expect(other.headers['content-type']).toMatch(/^application\/json/);
    expect((await api.request().get(res.body.url)).status).toBe(401);
  });

  it('serves one byte range (206) so players can seek, the whole file without one, and 416 past the end', async () => {
    const png = pngBytes();
    const res = await upload(a.agent, { file: { name: 'seek.png', data: png }, accept: AVATAR_ACCEPT, botid: a.botid });
    const whole = await a.agent.get(res.body.url).buffer(true).parse(binary);
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const part = await a.agent.get(res.body.url).set('Range', 'bytes=8-15').buffer(true).parse(binary);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-15/${png.length}`);
    expect(part.headers['content-length']).toBe('8');
    expect(Buffer.compare(part.body as Buffer, png.subarray(8, 16))).toBe(0);

    const tail = await a.agent.get(res.body.url).set('Range', 'bytes=-4').buffer(true).parse(binary);
    expect(Buffer.compare(tail.body as Buffer, png.subarray(png.length - 4))).toBe(0);

    const several = await a.agent.get(res.body.url).set('Range', 'bytes=0-1,5-6').buffer(true).parse(binary);
    expect([several.status, (several.body as Buffer).length]).toEqual([200, png.length]);

    const beyond = await a.agent.get(res.body.url).set('Range', `bytes=${png.length + 10}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${png.length}`);
    expect(beyond.body).toEqual({ result: 'error', code: 'RANGE_NOT_SATISFIABLE', message: `The range asked for is outside the file (${png.length} bytes).` });
  });

  it('answers 404 to an unknown or malformed id', async () => {
    expect((await a.agent.get('/v2/api/files/00000000-0000-4000-8000-000000000000/x.png')).status).toBe(404);
    expect((await a.agent.get('/v2/api/files/..%2F..%2Fetc/passwd')).status).toBe(404);
  });
});
