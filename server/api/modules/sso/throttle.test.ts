import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApi, type TestApi } from '../../testing/harness';
import { DEVICE_COOKIE } from './deviceCookie';
import { login } from './service';
import { WRONG, accountSource, addressSource, advance, cookieLine, postLogin, retryAfter } from './throttleTesting';

const MINUTE = 60_000;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const nextAddress = addressSource('203.0');
const newAccount = accountSource('owner');
const account = () => newAccount(api);

type Agent = ReturnType<TestApi['request']>;
const wrong = (email: string, ip: string, agent?: Agent) => postLogin(api, { email, password: 'not the password' }, ip, agent);
const right = (email: string, ip: string, agent?: Agent) => postLogin(api, { email, password: TEST_PASSWORD }, ip, agent);

async function guess(email: string, ip: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const res = await wrong(email, ip);
    expect(res.status).toBe(401);
    expect(res.text).toContain(WRONG);
  }
}

/** A browser that has logged in to the account once (from an address of its own): it holds the device cookie. */
async function knownBrowser(email: string): Promise<Agent> {
  const browser = api.request();
  expect((await right(email, nextAddress(), browser)).status).toBe(303);
  return browser;
}

/** An address that has used up its free tries on the account. */
async function guessedAddress(email: string): Promise<string> {
  const ip = nextAddress();
  await guess(email, ip, 5);
  return ip;
}

async function expectHeld(res: { status: number; headers: Record<string, unknown>; text: string }, seconds: number, text: string) {
  expect(res.status).toBe(429);
  expect(retryAfter(res)).toBe(seconds);
  expect(res.text).toContain(`Too many attempts. Please wait ${text} and try again.`);
  expect(cookieLine(res, 'sso')).toBeUndefined();
}

describe('the guesser', () => {
  it('gets 5 free tries, then 429 with a Retry-After doubling from 1 to 15 minutes, the page saying how long', async () => {
    const email = await account();
    const ip = nextAddress();
    await guess(email, ip, 5);
    for (const [seconds, text] of [[60, '1 minute'], [120, '2 minutes'], [240, '4 minutes'], [480, '8 minutes'], [900, '15 minutes'], [900, '15 minutes']] as const) {
      await expectHeld(await wrong(email, ip), seconds, text);
      // The right password is not even checked from the guesser's address (no device cookie).
      await expectHeld(await right(email, ip), seconds, text);
      advance(api, seconds * 1000 - 45_000);
      await expectHeld(await wrong(email, ip), 45, '45 seconds');
      advance(api, 44_000);
      await expectHeld(await wrong(email, ip), 1, '1 second');
      advance(api, 1000);
      await guess(email, ip, 1);
    }
  });

  it('counts the account whatever the case of the e-mail', async () => {
    const email = await account();
    const ip = nextAddress();
    for (const typed of [email, email.toUpperCase(), ` ${email} `, email.replace('owner', 'OWNER'), email.replace('.test', '.TEST')]) {
      expect((await wrong(typed, ip)).status).toBe(401);
    }
    await expectHeld(await wrong(email, ip), 60, '1 minute');
  });

  it('gets the same answers for an e-mail without an account, so the page never tells which exist', async () => {
    const email = await account();
    const [ipKnown, ipUnknown] = [nextAddress(), nextAddress()];
    for (let i = 0; i < 6; i++) {
      const known = await wrong(email, ipKnown);
      const unknown = await wrong('nobody@throttle.test', ipUnknown);
      expect(unknown.status).toBe(known.status);
      expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
      expect(unknown.text.replace('nobody@throttle.test', 'X')).toBe(known.text.replace(email, 'X'));
    }
  });

  it('is held after 20 failures on any accounts from one address; logging in to its own account gives back that try only', async () => {
    const own = await account();
    const sprayer = nextAddress();
    for (let i = 0; i < 19; i++) expect((await wrong(`sprayed${i}@throttle.test`, sprayer)).status).toBe(401);
    expect((await right(own, sprayer)).status).toBe(303);
    expect((await wrong('sprayed19@throttle.test', sprayer)).status).toBe(401);
    await expectHeld(await wrong('sprayed20@throttle.test', sprayer), 60, '1 minute');
    await expectHeld(await right(own, sprayer), 60, '1 minute');
    expect((await right(own, nextAddress())).status).toBe(303);
  });

  it('counts parallel guesses one by one', async () => {
    const email = await account();
    const ip = nextAddress();
    // Straight to the service: requests through supertest reach the app one after another.
    const results = await Promise.all(Array.from({ length: 12 }, () => login(api.deps, email, 'not the password', ip)));
    const kinds = results.map((r) => r.kind);
    const checked = kinds.filter((k) => k === 'wrong').length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(kinds.filter((k) => k !== 'wrong').every((k) => k === 'limited')).toBe(true);
    await expectHeld(await wrong(email, ip), 60, '1 minute');
  });

  it('is forgotten after an hour without a try, and not before', async () => {
    const email = await account();
    const ip = nextAddress();
    await guess(email, ip, 5);
    advance(api, 60 * MINUTE - 1000);
    // Still within the hour: the 1-minute wait is long over, so one more try is let through and counted.
    await guess(email, ip, 1);
    await expectHeld(await wrong(email, ip), 120, '2 minutes');
    advance(api, 60 * MINUTE);
    await guess(email, ip, 5);
    await expectHeld(await wrong(email, ip), 60, '1 minute');
  });
});

describe('the owner', () => {
  it('logs in from another address while guessers from several addresses are held', async () => {
    const email = await account();
    const guessers = [nextAddress(), nextAddress(), nextAddress()];
    for (const ip of guessers) await guess(email, ip, 5);
    for (const ip of guessers) expect((await wrong(email, ip)).status).toBe(429);
    const owner = await right(email, nextAddress());
    expect(owner.status).toBe(303);
    expect(cookieLine(owner, 'sso')).toBeDefined();
    // The owner's success frees nobody else.
    expect((await wrong(email, guessers[0]!)).status).toBe(429);
  });

  it('starts again on an address once logged in there', async () => {
    const email = await account();
    const ip = nextAddress();
    await guess(email, ip, 4);
    expect((await right(email, ip)).status).toBe(303);
    await guess(email, ip, 5);
    await expectHeld(await wrong(email, ip), 60, '1 minute');
  });

  it('gets a signed device cookie: HttpOnly, SameSite=Strict, on the SSO path, for 180 days', async () => {
    const res = await right(await account(), nextAddress());
    const line = cookieLine(res, DEVICE_COOKIE);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\/v2\/api\/sso(;|$)/);
    expect(line).toMatch(/; Max-Age=15552000(;|$)/);
  });

  it("logs in with the device cookie on the guesser's own address", async () => {
    const email = await account();
    const browser = await knownBrowser(email);
    const shared = await guessedAddress(email);
    expect((await right(email, shared)).status).toBe(429);
    expect((await right(email, shared, browser)).status).toBe(303);
  });

  it('has its own bucket in a known browser: its failures hold back only itself', async () => {
    const email = await account();
    const browser = await knownBrowser(email);
    const ip = nextAddress();
    for (let i = 0; i < 5; i++) expect((await wrong(email, ip, browser)).status).toBe(401);
    await expectHeld(await right(email, ip, browser), 60, '1 minute');
    // Another browser on that address has its full free tries.
    await guess(email, ip, 4);
    expect((await right(email, ip)).status).toBe(303);
    advance(api, MINUTE);
    expect((await right(email, ip, browser)).status).toBe(303);
  });

  it('is not helped by a device cookie that was altered or made for another account', async () => {
    const [email, other] = [await account(), await account()];
    const deviceOf = async (who: string) => cookieLine(await right(who, nextAddress()), DEVICE_COOKIE)!.split(';')[0]!;
    const [ownCookie, otherCookie] = [await deviceOf(email), await deviceOf(other)];
    const altered = ownCookie.slice(0, -1) + (ownCookie.endsWith('A') ? 'B' : 'A');
    const ip = await guessedAddress(email);
    for (const cookie of [otherCookie, altered]) {
      expect((await right(email, ip).set('Cookie', cookie)).status).toBe(429);
    }
    expect((await right(email, ip).set('Cookie', ownCookie)).status).toBe(303);
  });

  it("with a valid SSO session is sent straight on, even from the guesser's address", async () => {
    const email = await account();
    const browser = await knownBrowser(email);
    const shared = await guessedAddress(email);
    const res = await browser.get('/v2/api/sso/login').set('X-Forwarded-For', shared).query({ continue: '/v2/app/contact' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/v2/app/contact');
  });
});
