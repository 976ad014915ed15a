import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, login, seedUser, TEST_PASSWORD, xhr, type TestApi } from '../../testing/harness';
import { postLogin } from '../sso/throttleTesting';

const REQUEST = '/v2/api/account/recovery/request';
const RESET = '/v2/api/account/recovery/reset';
const SENT = { result: 'success', message: 'If an account exists for this address, we sent it a code.' };
const NEW_PASSWORD = 'a recovered passphrase';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let seq = 0;
// Each test asks from its own address, so the per-address limit of one test does not reach another.
const from = () => `10.0.0.${++seq}`;
const ask = (email: unknown, ip = from()) => xhr(api.request(), 'post', REQUEST, { email }).set('X-Forwarded-For', ip);
const reset = (body: object, ip = from()) => xhr(api.request(), 'post', RESET, body).set('X-Forwarded-For', ip);
const advance = (ms: number) => {
  api.clock.now = new Date(api.clock.now.getTime() + ms);
};
const mailsTo = (to: string) => api.mails.filter((m) => m.to === to);
const lastCode = (to: string) => /\b(\d{6})\b/.exec(mailsTo(to).at(-1)?.text ?? '')?.[1] ?? '';
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function account(prefix: string) {
  const email = `${prefix}${++seq}@recovery.test`;
  await seedUser(api, { email });
  return email;
}

describe('POST /account/recovery/request', () => {
  it('mails a 6-digit code to an existing account and answers the same for an unknown address', async () => {
    const email = await account('forgot');
    const known = await ask(` ${email.toUpperCase()} `);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(SENT);
    expect(mailsTo(email)).toHaveLength(1);
    expect(lastCode(email)).toMatch(/^\d{6}$/);
    expect(mailsTo(email)[0]!.text).toContain('set a new password');

    const unknown = await ask('nobody@recovery.test');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(SENT);
    expect(mailsTo('nobody@recovery.test')).toHaveLength(0);
  });

  it('answers 400 with the field for a missing or malformed address', async () => {
    for (const [email, message] of [
      [undefined, 'Required'],
      ['  ', 'Required'],
      ['not-an-email', 'Invalid format'],
    ] as const) {
      const res = await ask(email);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ email: message });
    }
  });

  it('answers 429 with Retry-After past 5 requests an hour for one address', async () => {
    const ip = from();
    for (let i = 0; i < 5; i++) expect((await ask(`someone${i}@recovery.test`, ip)).status).toBe(200);
    const sixth = await ask('someone-else@recovery.test', ip);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    advance(3600_000);
    expect((await ask('someone-else@recovery.test', ip)).status).toBe(200);
  });

  it('refuses a request without X-Requested-With or a same origin', async () => {
    const res = await api.request().post(REQUEST).send({ email: 'x@recovery.test' });
    expect(res.status).toBe(403);
  });
});

describe('POST /account/recovery/reset', () => {
  it('sets the new password with the code and ends every session of the user', async () => {
    const email = await account('resetter');
    const before = await login(api, email);
    await ask(email);
    const res = await reset({ email, code: lastCode(email), password: NEW_PASSWORD });
    expect(res.body).toEqual({ result: 'success', message: 'Your password is changed. You can log in now.' });
    expect((await before.get('/v2/api/auth')).status).toBe(401);
    await expect(login(api, email, NEW_PASSWORD)).resolves.toBeDefined();
    await expect(login(api, email, TEST_PASSWORD)).rejects.toThrow(/login failed/);
    // A code is good once.
    expect((await reset({ email, code: lastCode(email), password: 'yet another one' })).body.result).toBe('error');
  });

  it('answers result error to a wrong code, and after 5 wrong codes needs a new one', async () => {
    const email = await account('guesser');
    await ask(email);
    const code = lastCode(email);
    for (let i = 0; i < 5; i++) {
      const wrong = await reset({ email, code: otherCode(code), password: NEW_PASSWORD });
      expect(wrong.status).toBe(200);
      expect(wrong.body).toEqual({ result: 'error', code: 'REFUSED', message: 'The code is not right. Please check it and try again.' });
    }
    expect((await reset({ email, code, password: NEW_PASSWORD })).body).toEqual({
      result: 'error',
      code: 'REFUSED',
      message: 'Too many wrong codes. Please ask for a new code.',
    });
    advance(30_000);
    await ask(email);
    expect((await reset({ email, code: lastCode(email), password: NEW_PASSWORD })).body.result).toBe('success');
  });

  it('refuses a code after 15 minutes', async () => {
    const email = await account('late');
    await ask(email);
    const code = lastCode(email);
    advance(15 * 60_000 + 1);
    const res = await reset({ email, code, password: NEW_PASSWORD });
    expect(res.body).toEqual({ result: 'error', code: 'REFUSED', message: 'The code has expired. Please ask for a new code.' });
    await expect(login(api, email)).resolves.toBeDefined();
  });

  it('answers the same error for an unknown address as for one with no code', async () => {
    const email = await account('nocode');
    for (const address of [email, 'ghost@recovery.test']) {
      const res = await reset({ email: address, code: '123456', password: NEW_PASSWORD });
      expect(res.body).toEqual({ result: 'error', code: 'REFUSED', message: 'The code has expired. Please ask for a new code.' });
    }
  });

  it('does not take a profile verification code, nor gives its code to the profile', async () => {
    const email = await account('mixed');
    const agent = await login(api, email);
    await xhr(agent, 'put', '/v2/api/profile/update', { oldpassword: TEST_PASSWORD, password: 'profile passphrase', repassword: 'profile passphrase' });
    const profileCode = lastCode(email);
    expect((await reset({ email, code: profileCode, password: NEW_PASSWORD })).body.result).toBe('error');
    await ask(email);
    const recoveryCode = lastCode(email);
    if (recoveryCode !== profileCode) {
      expect((await xhr(agent, 'post', '/v2/api/profile/verify', { code: recoveryCode })).body.result).toBe('error');
    }
    expect((await reset({ email, code: recoveryCode, password: NEW_PASSWORD })).body.result).toBe('success');
  });

  it('answers 400 to a short password without spending an attempt, and to a malformed code', async () => {
    const email = await account('short');
    await ask(email);
    const code = lastCode(email);
    const short = await reset({ email, code, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ password: 'At least 8 characters' });
    for (const bad of ['12345', 'abcdef', 123456]) {
      const res = await reset({ email, code: bad, password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ code: 'Invalid format' });
    }
    const missing = await reset({});
    expect(missing.body.fields).toEqual({ email: 'Required', code: 'Required', password: 'Required' });
    expect((await reset({ email, code, password: NEW_PASSWORD })).body.result).toBe('success');
  });
});

describe('recovery throttling', () => {
  const ASKED_OFTEN = (wait: string) =>
    `Several codes were asked for this address already. Please use the latest one, or wait ${wait} to ask for a new one.`;

  it('slows down requests for one e-mail from many addresses, 1 to 15 minutes, and a refused one leaves the latest code working', async () => {
    const email = await account('popular');
    for (let i = 0; i < 5; i++) expect((await ask(email)).status).toBe(200);
    for (const [seconds, wait] of [[60, '1 minute'], [120, '2 minutes'], [240, '4 minutes'], [480, '8 minutes'], [900, '15 minutes']] as const) {
      const held = await ask(email);
      expect(held.status).toBe(429);
      expect(held.headers['retry-after']).toBe(String(seconds));
      expect(held.body).toEqual({ result: 'error', code: 'RATE_LIMITED', message: ASKED_OFTEN(wait) });
      advance(seconds * 1000);
      const mailed = mailsTo(email).length;
      expect((await ask(email)).body).toEqual(SENT);
      expect(mailsTo(email)).toHaveLength(mailed + 1);
    }
    // Held for the longest wait, the code of the request that started it still works to its last second.
    advance(899_000);
    expect((await ask(email)).headers['retry-after']).toBe('1');
    expect((await reset({ email, code: lastCode(email), password: NEW_PASSWORD })).body.result).toBe('success');
  });

  it('answers the same for an e-mail without an account', async () => {
    for (let i = 0; i < 5; i++) expect((await ask('popular-ghost@recovery.test')).body).toEqual(SENT);
    const held = await ask('popular-ghost@recovery.test');
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ result: 'error', code: 'RATE_LIMITED', message: ASKED_OFTEN('1 minute') });
  });

  it('holds an address after 10 codes that did not work, on any accounts; the owner elsewhere still resets', async () => {
    const email = await account('target');
    await ask(email);
    const guesser = from();
    for (let i = 0; i < 10; i++) {
      const res = await reset({ email: `ghost${i}@recovery.test`, code: '123456', password: NEW_PASSWORD }, guesser);
      expect(res.body.result).toBe('error');
    }
    const held = await reset({ email, code: lastCode(email), password: NEW_PASSWORD }, guesser);
    expect(held.status).toBe(429);
    expect(held.headers['retry-after']).toBe('60');
    expect(held.body).toEqual({ result: 'error', code: 'RATE_LIMITED', message: 'Too many tries with codes that did not work. Please wait 1 minute and try again.' });
    expect((await reset({ email, code: lastCode(email), password: NEW_PASSWORD })).body.result).toBe('success');
  });

  it('lets the owner log in again from the address the password was reset from', async () => {
    const email = await account('locked');
    const ip = from();
    const form = (password: string) => postLogin(api, { email, password }, ip);
    for (let i = 0; i < 5; i++) expect((await form('not the password')).status).toBe(401);
    expect((await form('not the password')).status).toBe(429);
    await ask(email, ip);
    expect((await reset({ email, code: lastCode(email), password: NEW_PASSWORD }, ip)).body.result).toBe('success');
    expect((await form(NEW_PASSWORD)).status).toBe(303);
  });
});
