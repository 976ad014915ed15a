import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { HOST, ORIGIN, WRONG, cookieLine } from './throttleTesting';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// Each test logs in from its own forwarded address (the test client is a trusted loopback proxy), so
// the per-address limit of one test never spills into another.
let lastAddress = 0;
const nextAddress = () => `198.51.100.${++lastAddress}`;

interface FormOptions {
  ip: string;
  origin?: string | null;
  proto?: string;
  agent?: TestAgent;
}

function postLogin(fields: Record<string, string>, opts: FormOptions) {
  let req = (opts.agent ?? api.request())
    .post('/v2/api/sso/login')
    .set('Host', HOST)
    .set('X-Forwarded-For', opts.ip)
    .type('form');
  if (opts.origin !== null) req = req.set('Origin', opts.origin ?? ORIGIN);
  if (opts.proto) req = req.set('X-Forwarded-Proto', opts.proto);
  return req.send(fields);
}

describe('GET /sso/login', () => {
  it('renders the form with its labels, no script, and no-store', async () => {
    const res = await api.request().get('/v2/api/sso/login');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<label for="email">E-mail</label>');
    expect(res.text).toContain('<label for="password">Password</label>');
    expect(res.text).toContain('<button type="submit">Log in</button>');
    expect(res.text).toContain('<input type="hidden" name="continue" value="/v2/app/chat">');
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).not.toMatch(/\son[a-z]+=/i);
    expect(res.text).not.toMatch(/javascript:/i);
  });

  it('keeps a continue target of this site and escapes it', async () => {
    const target = '/v2/app/ticket?a=1&b="><script>alert(1)</script>';
    const res = await api.request().get('/v2/api/sso/login').query({ continue: target });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toContain(
      'name="continue" value="/v2/app/ticket?a=1&amp;b=%22%3E%3Cscript%3Ealert(1)%3C/script%3E"',
    );
  });

  it('replaces a continue target outside the site by the chat app', async () => {
    const res = await api.request().get('/v2/api/sso/login').query({ continue: '"><script>alert(1)</script>' });
    expect(res.text).toContain('name="continue" value="/v2/app/chat"');
    expect(res.text).not.toMatch(/<script/i);
  });

  it('sends a browser that is already logged in straight to its continue target', async () => {
    await seedUser(api, { email: 'again@sso.test' });
    const agent = api.request();
    expect((await postLogin({ email: 'again@sso.test', password: TEST_PASSWORD }, { ip: nextAddress(), agent })).status).toBe(303);
    const res = await agent.get('/v2/api/sso/login').query({ continue: '/v2/app/contact' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/v2/app/contact');
  });

  it('serves its stylesheet', async () => {
    const res = await api.request().get('/v2/api/sso/login.css');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
  });
});

describe('POST /sso/login', () => {
  beforeAll(async () => {
    await seedUser(api, { email: 'agent@sso.test' });
  });

  it('logs in and redirects (303) to the continue target', async () => {
    const res = await postLogin({ email: 'agent@sso.test', password: TEST_PASSWORD, continue: '/v2/app/ticket?id=7' }, { ip: nextAddress() });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/v2/app/ticket?id=7');
    expect(cookieLine(res, 'sso')).toBeDefined();
  });

  it('accepts the e-mail in another case and with spaces around it', async () => {
    const res = await postLogin({ email: '  Agent@SSO.test ', password: TEST_PASSWORD }, { ip: nextAddress() });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/v2/app/chat');
  });

  it('answers a wrong password with 401 and the form again, e-mail kept, no session', async () => {
    const res = await postLogin({ email: 'agent@sso.test', password: 'not the password', continue: '/v2/app/contact' }, { ip: nextAddress() });
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(WRONG);
    expect(res.text).toContain('value="agent@sso.test"');
    expect(res.text).toContain('name="continue" value="/v2/app/contact"');
    expect(res.text).toContain('aria-describedby="login-error"');
    expect(cookieLine(res, 'sso')).toBeUndefined();
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const wrong = await postLogin({ email: 'agent@sso.test', password: 'not the password' }, { ip: nextAddress() });
    const unknown = await postLogin({ email: 'nobody@sso.test', password: 'not the password' }, { ip: nextAddress() });
    expect(unknown.status).toBe(401);
    expect(unknown.text.replace('nobody@sso.test', 'X')).toBe(wrong.text.replace('agent@sso.test', 'X'));
  });

  it('escapes the e-mail it echoes', async () => {
    const res = await postLogin({ email: '"><script>alert(1)</script>', password: 'whatever1' }, { ip: nextAddress() });
    expect(res.status).toBe(401);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('asks for both fields when one is empty', async () => {
    const res = await postLogin({ email: 'agent@sso.test', password: '' }, { ip: nextAddress() });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Please enter your e-mail and password.');
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a protocol-relative url', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['an api call', '/v2/api/auth'],
    ['a javascript url', 'javascript:alert(1)'],
    ['a very long target', `/v2/app/chat?q=${'a'.repeat(1000)}`],
  ])('sends %s to the chat app instead', async (_label, target) => {
    const res = await postLogin({ email: 'agent@sso.test', password: TEST_PASSWORD, continue: target }, { ip: nextAddress() });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/v2/app/chat');
  });

  it('refuses (403) a form sent from another origin, even with the right password', async () => {
    const res = await postLogin({ email: 'agent@sso.test', password: TEST_PASSWORD }, { ip: nextAddress(), origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.text).toContain('This form must be sent from this site.');
    expect(cookieLine(res, 'sso')).toBeUndefined();
  });

  it('refuses a form with neither Origin nor Sec-Fetch-Site, and accepts Sec-Fetch-Site same-origin', async () => {
    const bare = await postLogin({ email: 'agent@sso.test', password: TEST_PASSWORD }, { ip: nextAddress(), origin: null });
    expect(bare.status).toBe(403);
    const fetchSite = await api
      .request()
      .post('/v2/api/sso/login')
      .set('X-Forwarded-For', nextAddress())
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ email: 'agent@sso.test', password: TEST_PASSWORD });
    expect(fetchSite.status).toBe(303);
  });
});

describe('SSO session cookie', () => {
  beforeAll(async () => {
    await seedUser(api, { email: 'cookie@sso.test' });
  });

  it('is HttpOnly, SameSite=Lax, scoped to the SSO path, not Secure over plain http', async () => {
    const res = await postLogin({ email: 'cookie@sso.test', password: TEST_PASSWORD }, { ip: nextAddress() });
    const line = cookieLine(res, 'sso');
    expect(line).toBeDefined();
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\/v2\/api\/sso(;|$)/);
    expect(line).toMatch(/; Max-Age=\d+/);
    expect(line).not.toMatch(/; Secure/);
  });

  it('is Secure when a trusted proxy says the request came over https', async () => {
    const res = await postLogin(
      { email: 'cookie@sso.test', password: TEST_PASSWORD },
      { ip: nextAddress(), proto: 'https', origin: `https://${HOST}` },
    );
    expect(res.status).toBe(303);
    expect(cookieLine(res, 'sso')).toMatch(/; Secure/);
  });

  it('the app session cookie after verify is HttpOnly, SameSite=Lax and scoped to the api', async () => {
    const agent = api.request();
    await postLogin({ email: 'cookie@sso.test', password: TEST_PASSWORD }, { ip: nextAddress(), agent });
    const attach = await agent.get('/v2/api/auth/attach');
    const attachCookie = cookieLine(attach, 'sso_attach');
    expect(attachCookie).toMatch(/; Path=\/v2\/api\/auth(;|$)/);
    expect(attachCookie).toMatch(/; HttpOnly/);
    const verify = await agent.get(attach.body.data as string);
    const res = await agent.post('/v2/api/auth/verify').set('X-Requested-With', 'XMLHttpRequest').send({ verify: verify.body.data });
    expect(res.body).toEqual({ result: 'success' });
    const line = cookieLine(res, 'sid');
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\/v2\/api(;|$)/);
  });
});

describe('SSO cookie behind an untrusted proxy', () => {
  let untrusted: TestApi;
  beforeAll(async () => {
    untrusted = await createTestApi({ TRUST_PROXY: '10.0.0.1' });
    await seedUser(untrusted, { email: 'cookie@sso.test' });
  });
  afterAll(() => untrusted.close());

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const res = await untrusted
      .request()
      .post('/v2/api/sso/login')
      .set('Host', HOST)
      .set('Origin', ORIGIN)
      .set('X-Forwarded-Proto', 'https')
      .type('form')
      .send({ email: 'cookie@sso.test', password: TEST_PASSWORD });
    expect(res.status).toBe(303);
    expect(cookieLine(res, 'sso')).not.toMatch(/; Secure/);
  });
});
