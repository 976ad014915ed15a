// The three kinds of input that used to answer 500 (broken percent-encoding in a path, NUL, a lone
// surrogate), each refused with a 400 that names the field or the path, with and without a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../channels/webhook/signature';
import { insertChannel } from '../modules/channels/repository';
import { putTicket } from '../modules/tickets/testWorld';
import { multipart } from '../modules/uploads/testFiles';
import { seedTeam, type Team } from '../testing/team';

let w: Team;
beforeAll(async () => {
  w = await seedTeam('bad-input');
});
afterAll(() => w.api.close());

const NUL = 'Must not contain a NUL character (U+0000)';
/** A JSON body written by hand, so escapes like \ud800 reach the server exactly as sent. */
const rawJson = (agent: Team['admin'], url: string, text: string) =>
  agent.post(url).set('X-Requested-With', 'XMLHttpRequest').set('Content-Type', 'application/json').send(text);
/** A message to a webhook channel, signed as its sender signs it (no session). */
const signedMessage = (hook: { publicId: string; secret: string }, text: string) =>
  w.api.request().post(`/v2/api/channels/webhook/${hook.publicId}/messages`).set('Content-Type', 'application/json').set('X-Signature-256', signBody(hook.secret, text)).send(text);
const webhookChannel = (name: string) => insertChannel(w.api.deps.db, { workspaceId: w.ws, type: 'WEBHOOK', name, settings: { url: 'http://127.0.0.1:9/' } });

describe('broken percent-encoding in a path parameter', () => {
  it('answers 400 naming the segment, with and without a session, public routes included', async () => {
    for (const agent of [w.admin, w.api.request()]) {
      const channel = await agent.get('/v2/api/channels/%ff');
      expect(channel.status).toBe(400);
      expect(channel.body).toEqual({ result: 'error', code: 'INVALID_INPUT', message: 'The address is not valid: "%ff" has broken percent-encoding (write a % sign as %25).' });
      const webchat = await agent.get('/v2/api/webchat/%/config');
      expect(webchat.status).toBe(400);
      expect(webchat.body.message).toBe('The address is not valid: "%" has broken percent-encoding (write a % sign as %25).');
    }
  });

  it('answers 400 for an encoded NUL in the path, and keeps a well-encoded % working', async () => {
    const res = await w.admin.get('/v2/api/contacts/a%00b');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`The address is not valid: "a%00b" must not contain a NUL character (U+0000).`);
    const encodedPercent = await w.admin.get('/v2/api/webchat/100%25/config');
    expect(encodedPercent.status).toBe(404);
    expect(encodedPercent.body.message).toBe('This chat is not available.');
  });
});

describe('a NUL character in text', () => {
  it('answers 400 naming the JSON field', async () => {
    const res = await rawJson(w.admin, '/v2/api/departments', '{"name":"Sales\\u0000"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: 'error', code: 'INVALID_INPUT', message: `name: ${NUL}`, fields: { name: NUL } });
  });

  it('answers 400 naming the query parameter, and keeps a lone % in a search as typed', async () => {
    const res = await w.admin.get('/v2/api/tickets?q=%00');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: 'error', code: 'INVALID_INPUT', message: `Query parameter q: ${NUL}`, fields: { q: NUL } });
    expect((await w.admin.get('/v2/api/tickets?q=100%')).status).toBe(200);
  });

  it('answers 400 naming the field on the SSO login form (no session)', async () => {
    const res = await w.api
      .request()
      .post('/v2/api/sso/login')
      .set('Origin', 'http://127.0.0.1')
      .set('Host', '127.0.0.1')
      .type('form')
      .send('email=%00&password=secret');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: 'error', code: 'INVALID_INPUT', message: `email: ${NUL}`, fields: { email: NUL } });
  });

  it('answers 400 naming the dotted path in a signed webhook message', async () => {
    const res = await signedMessage(await webhookChannel('Shop'), '{"id":"m-1","from":{"id":"c-1","name":"Ada\\u0000"},"text":"Hello"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: 'error', code: 'INVALID_INPUT', message: `from.name: ${NUL}`, fields: { 'from.name': NUL } });
  });

  it('answers 400 naming the file when an uploaded file name holds a NUL', async () => {
    const { body, contentType } = multipart([{ name: 'file', filename: 'a%00.png', data: Buffer.from('x') }]);
    // filename* is decoded by the multipart parser: the way a NUL gets into a file name.
    const encoded = Buffer.from(body.toString('latin1').replace('filename="a%00.png"', "filename*=UTF-8''a%00.png"), 'latin1');
    const res = await w.admin.post('/v2/api/console/messages/upload').set('X-Requested-With', 'XMLHttpRequest').set('Content-Type', contentType).send(encoded);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: 'error', code: 'INVALID_INPUT', message: `file: ${NUL}`, fields: { file: NUL } });
  });
});

describe('a date the database cannot store', () => {
  it('answers 400 naming the timestamp of a signed webhook message dated before year 1', async () => {
    const hook = await webhookChannel('Old');
    for (const [n, timestamp] of [-8.64e15, -62_135_596_800_001, '0000-01-01T00:00:00Z'].entries()) {
      const res = await signedMessage(hook, JSON.stringify({ id: `old-${n}`, from: { id: 'c-1' }, text: 'Hello', timestamp }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ timestamp: 'timestamp must be an ISO 8601 date-time or milliseconds since 1970.' });
    }
  });
});

describe('a malformed upload', () => {
  // Found by the fuzz test: the unread part's stream failed with no listener and ended the process.
  it('answers 400 when a form ends early inside a file part that is not the file, and the api carries on', async () => {
    const body = Buffer.from('--b\r\nContent-Disposition: form-data; name="other"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc');
    const res = await w.admin.post('/v2/api/console/messages/upload').set('X-Requested-With', 'XMLHttpRequest').set('Content-Type', 'multipart/form-data; boundary=b').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: 'error', code: 'INVALID_INPUT', message: 'The upload was interrupted or malformed.' });
    expect((await w.admin.get('/v2/api/healthz')).status).toBe(200);
  });
});

describe('a lone surrogate in text', () => {
  it('answers 400 naming the field of a ticket note', async () => {
    const ticket = await putTicket(w, { subject: 'Surrogates', assigneeId: w.adminId });
    const res = await rawJson(w.admin, `/v2/api/tickets/${ticket.id}/notes`, '{"text":"note \\ud800 here"}');
    expect(res.status).toBe(400);
    const message = 'Must not contain an unpaired surrogate (U+D800): send valid UTF-8 text';
    expect(res.body).toEqual({ result: 'error', code: 'INVALID_INPUT', message: `text: ${message}`, fields: { text: message } });
    // A paired surrogate (an emoji) is ordinary text.
    expect((await rawJson(w.admin, `/v2/api/tickets/${ticket.id}/notes`, '{"text":"ok \\ud83d\\ude00"}')).status).toBe(200);
  });
});
