import type TestAgent from 'supertest/lib/agent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberedBrowsers } from '../../db/securitySchema';
import { TEST_PASSWORD, createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { EXPIRED, RESTART, WRONG } from './loginRoutes';
import { MAX_CODE_TRIES, PENDING_LOGIN_TTL_MS, REMEMBER_MS } from './loginStep';
import { MAX_WRONG_CODES } from './secondFactor';
import { appCode, enrol, eventsOf, nextStep, wrongCode, type Enrolled } from './testTwoFactor';

const HOST = '127.0.0.1';
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let lastAddress = 0;
const nextAddress = () => `203.0.113.${++lastAddress}`;

let seq = 0;
/** A user with two-factor login on (set up through the api) and a browser without any login yet. */
async function twoFactorUser(prefix: string): Promise<Enrolled & { email: string; id: string; browser: TestAgent }> {
  const email = `${prefix}${++seq}@tflogin.test`;
  const { user } = await seedUser(api, { email });
  const enrolled = await enrol(api, await login(api, email));
  return { ...enrolled, email, id: user.id, browser: api.request() };
}

function form(agent: TestAgent, path: string, fields: Record<string, string>, origin = `http://${HOST}`) {
  return agent.post(path).set('Host', HOST).set('Origin', origin).set('X-Forwarded-For', nextAddress()).type('form').send(fields);
}
const password = (agent: TestAgent, email: string, continueTo = '/v2/app/ticket') =>
  form(agent, '/v2/api/sso/login', { email, password: TEST_PASSWORD, continue: continueTo });
const code = (agent: TestAgent, fields: Record<string, string>) => form(agent, '/v2/api/sso/two-factor', fields);

const cookieLine = (res: { headers: Record<string, unknown> }, name: string): string | undefined =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((line) => line.startsWith(`${name}=`));
const isSet = (res: { headers: Record<string, unknown> }, name: string) => {
  const line = cookieLine(res, name);
  return line !== undefined && !line.startsWith(`${name}=;`);
};
/** The browser holds an SSO session: the attach endpoint answers a verify value. */
async function loggedIn(agent: TestAgent): Promise<boolean> {
  return (await agent.get('/v2/api/sso/attach?challenge=abcdefghijklmnopqrstuvwxyz')).status === 200;
}

describe('the second step of the login', () => {
  it('after the right password: no session yet, a 5-minute pending cookie and the code page', async () => {
    const u = await twoFactorUser('step');
    const res = await password(u.browser, u.email);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/v2/api/sso/two-factor');
    expect(cookieLine(res, 'sso')).toBeUndefined();
    const pending = cookieLine(res, 'sso_pending')!;
    expect(pending).toMatch(/; Max-Age=300;/);
    expect(pending).toMatch(/; Path=\/v2\/api\/sso;/);
    expect(pending).toMatch(/; HttpOnly/);
    expect(pending).toMatch(/; SameSite=Lax/);
    expect(await loggedIn(u.browser)).toBe(false);

    const page = await u.browser.get('/v2/api/sso/two-factor');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<label for="code">Code</label>');
    expect(page.text).toMatch(/<input id="code" name="code" type="text" inputmode="numeric" [^>]*autocomplete="one-time-code"/);
    expect(page.text).toContain('<label for="remember">Remember this browser for 30 days</label>');
    expect(page.text).toContain('<a href="/v2/api/sso/two-factor?method=recovery">Use a recovery code</a>');
    expect(page.text).toContain('href="/v2/api/sso/login?continue=%2Fv2%2Fapp%2Fticket"');
    expect(page.text).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('opens the session after the right code and goes on to the continue target; the same code is not taken twice', async () => {
    const u = await twoFactorUser('right');
    await password(u.browser, u.email);
    const used = appCode(api, u.secret);
    const res = await code(u.browser, { method: 'app', code: used });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/v2/app/ticket');
    expect(isSet(res, 'sso')).toBe(true);
    expect(cookieLine(res, 'sso_pending')).toMatch(/^sso_pending=;/);
    expect(cookieLine(res, 'sso_remember')).toBeUndefined();
    expect(await loggedIn(u.browser)).toBe(true);

    const other = api.request();
    await password(other, u.email);
    const replay = await code(other, { method: 'app', code: used });
    expect(replay.status).toBe(401);
    expect(replay.text).toContain(WRONG);
    expect(await loggedIn(other)).toBe(false);
  });

  it('answers a wrong code with the page again, and after 5 wrong codes starts over with the password', async () => {
    const u = await twoFactorUser('wrong');
    await password(u.browser, u.email);
    for (let i = 1; i < MAX_CODE_TRIES; i++) {
      const res = await code(u.browser, { method: 'app', code: wrongCode(api, u.secret) });
      expect(res.status).toBe(401);
      expect(res.text).toContain(WRONG);
      expect(res.text).toContain('aria-describedby="code-error"');
    }
    const fifth = await code(u.browser, { method: 'app', code: wrongCode(api, u.secret) });
    expect(fifth.status).toBe(401);
    expect(fifth.text).toContain(RESTART);
    expect(fifth.text).toContain('<label for="password">Password</label>');
    expect(fifth.text).toContain('name="continue" value="/v2/app/ticket"');
    const late = await code(u.browser, { method: 'app', code: appCode(api, u.secret) });
    expect(late.text).toContain(EXPIRED);
    expect(await loggedIn(u.browser)).toBe(false);
  });

  it('lasts 5 minutes', async () => {
    const u = await twoFactorUser('slow');
    await password(u.browser, u.email);
    api.clock.now = new Date(api.clock.now.getTime() + PENDING_LOGIN_TTL_MS + 1000);
    const res = await code(u.browser, { method: 'app', code: appCode(api, u.secret) });
    expect(res.status).toBe(401);
    expect(res.text).toContain(EXPIRED);
    expect(await loggedIn(u.browser)).toBe(false);
    const page = await u.browser.get('/v2/api/sso/two-factor');
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/v2/api/sso/login');
  });

  it('belongs to the browser that gave the password: another one with the right code gets nothing', async () => {
    const u = await twoFactorUser('bound');
    await password(u.browser, u.email);
    const thief = api.request();
    const res = await code(thief, { method: 'app', code: appCode(api, u.secret) });
    expect(res.status).toBe(401);
    expect(res.text).toContain(EXPIRED);
    expect(await loggedIn(thief)).toBe(false);
    expect((await code(u.browser, { method: 'app', code: appCode(api, u.secret) })).status).toBe(303);
  });

  it('refuses a code sent from another origin', async () => {
    const u = await twoFactorUser('origin');
    await password(u.browser, u.email);
    const res = await form(u.browser, '/v2/api/sso/two-factor', { method: 'app', code: appCode(api, u.secret) }, 'https://evil.example');
    expect(res.status).toBe(403);
    expect(await loggedIn(u.browser)).toBe(false);
  });
});

describe('recovery codes at login', () => {
  it('log in once each, and the use is recorded and mailed with the count left', async () => {
    const u = await twoFactorUser('recover');
    await password(u.browser, u.email);
    const page = await u.browser.get('/v2/api/sso/two-factor?method=recovery');
    expect(page.text).toContain('<label for="code">Recovery code</label>');
    expect(page.text).toContain('<input type="hidden" name="method" value="recovery">');
    expect(page.text).toContain('Use your authenticator app</a>');
    const res = await code(u.browser, { method: 'recovery', code: u.recoveryCodes[0]! });
    expect(res.status).toBe(303);
    expect(await loggedIn(u.browser)).toBe(true);
    const event = (await eventsOf(api, u.id)).at(-1)!;
    expect([event.kind, event.actorId, event.ip]).toEqual(['recovery code used', u.id, '203.0.113.' + lastAddress]);
    const mail = api.mails.filter((m) => m.to === u.email).at(-1)!;
    expect(mail.subject).toBe('A recovery code was used to log in');
    expect(mail.text).toContain('9 of your recovery codes are left');

    const again = api.request();
    await password(again, u.email);
    expect((await code(again, { method: 'recovery', code: u.recoveryCodes[0]! })).text).toContain(WRONG);
    // An app code is not a recovery code, and the other way round.
    expect((await code(again, { method: 'recovery', code: appCode(api, u.secret) })).text).toContain(WRONG);
    expect((await code(again, { method: 'app', code: u.recoveryCodes[1]! })).text).toContain(WRONG);
    expect((await code(again, { method: 'recovery', code: u.recoveryCodes[1]!.toUpperCase().replace('-', ' ') })).status).toBe(303);
  });
});

describe('a remembered browser', () => {
  async function remembered(prefix: string) {
    const u = await twoFactorUser(prefix);
    await password(u.browser, u.email);
    const res = await code(u.browser, { method: 'app', code: appCode(api, u.secret), remember: '1' });
    expect(res.status).toBe(303);
    const line = cookieLine(res, 'sso_remember')!;
    expect(line).toMatch(/; Max-Age=2592000;/);
    expect(line).toMatch(/; Path=\/v2\/api\/sso;/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    const [row] = await api.deps.db.select().from(rememberedBrowsers).where(eq(rememberedBrowsers.userId, u.id));
    expect(row!.tokenHash).not.toBe(decodeURIComponent(line.split(';')[0]!.split('=')[1]!));
    nextStep(api);
    return u;
  }

  it('skips the code for 30 days in that browser only', async () => {
    const u = await remembered('remember');
    const again = await password(u.browser, u.email, '/v2/home');
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/v2/home');
    expect(isSet(again, 'sso')).toBe(true);

    const elsewhere = api.request();
    expect((await password(elsewhere, u.email)).headers.location).toBe('/v2/api/sso/two-factor');

    api.clock.now = new Date(api.clock.now.getTime() + REMEMBER_MS + 1000);
    expect((await password(u.browser, u.email)).headers.location).toBe('/v2/api/sso/two-factor');
  });

  it('is forgotten when two-factor login is turned off', async () => {
    const u = await remembered('forgetoff');
    await attach(u.browser);
    const off = await xhr(u.browser, 'post', '/v2/api/two-factor/disable', { password: TEST_PASSWORD, code: appCode(api, u.secret) });
    expect(off.body.result).toBe('success');
    expect(await api.deps.db.select().from(rememberedBrowsers).where(eq(rememberedBrowsers.userId, u.id))).toEqual([]);
  });

  it('is forgotten when the password changes', async () => {
    const u = await remembered('forgetpw');
    await attach(u.browser);
    const asked = await xhr(u.browser, 'put', '/v2/api/profile/update', { oldpassword: TEST_PASSWORD, password: 'a new long passphrase', repassword: 'a new long passphrase' });
    expect(asked.body.message).toBe('please verify your account');
    const mailed = /\b(\d{6})\b/.exec(api.mails.filter((m) => m.to === u.email).at(-1)!.text)![1]!;
    expect((await xhr(u.browser, 'post', '/v2/api/profile/verify', { code: mailed })).body.result).toBe('success');
    expect(await api.deps.db.select().from(rememberedBrowsers).where(eq(rememberedBrowsers.userId, u.id))).toEqual([]);
    const res = await form(u.browser, '/v2/api/sso/login', { email: u.email, password: 'a new long passphrase' });
    expect(res.headers.location).toBe('/v2/api/sso/two-factor');
  });
});

describe('wrong codes per account', () => {
  it(`answer 429 with Retry-After after ${MAX_WRONG_CODES} in 15 minutes, across pending logins and browsers`, async () => {
    const u = await twoFactorUser('flood');
    for (let round = 0; round < MAX_WRONG_CODES / MAX_CODE_TRIES; round++) {
      const browser = api.request();
      await password(browser, u.email);
      for (let i = 0; i < MAX_CODE_TRIES; i++) await code(browser, { method: 'app', code: wrongCode(api, u.secret) });
    }
    const owner = api.request();
    await password(owner, u.email);
    const res = await code(owner, { method: 'app', code: appCode(api, u.secret) });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
    expect(res.text).toContain('Too many wrong codes. Please wait 15 minutes and try again.');
    expect(await loggedIn(owner)).toBe(false);
  });
});

/** Finishes the console's attach chain for a browser that holds an SSO session: it gets an app session. */
async function attach(agent: TestAgent): Promise<void> {
  const url = (await agent.get('/v2/api/auth/attach')).body.data as string;
  const verify = (await agent.get(url)).body.data as string;
  const res = await agent.post('/v2/api/auth/verify').set('X-Requested-With', 'XMLHttpRequest').send({ verify });
  expect(res.body.result).toBe('success');
}
