import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../../app';
import { outbox } from '../../db/schema';
import { createLogger } from '../../logger';
import { createMailer } from '../../mail/mailer';
import { TEST_PASSWORD, createTestApi, type TestApi } from '../../testing/harness';
import { accountSource, addressSource, advance, postLogin } from './throttleTesting';

const HOUR = 3600_000;
const SUBJECT = 'Failed attempts to log in to your account';

// The api with the real mailer (no SMTP_URL): every mail lands in the outbox table, read back here.
let api: TestApi;
let app: ReturnType<typeof createApiApp>;
beforeAll(async () => {
  api = await createTestApi();
  const mailer = createMailer({ db: api.deps.db, logger: createLogger('silent'), smtpUrl: undefined, from: 'inbox@throttle.test' });
  app = createApiApp({ ...api.deps, mailer });
});
afterAll(() => api.close());

const nextAddress = addressSource('198.18');
const newAccount = accountSource('warned');
const account = () => newAccount(api);

const browser = () => supertest.agent(app);
const attempt = (email: string, password: string, ip: string, agent = browser()) =>
  postLogin(api, { email, password }, ip, agent);

async function fail(email: string, ip: string, times: number, agent?: ReturnType<typeof browser>) {
  for (let i = 0; i < times; i++) expect((await attempt(email, 'not the password', ip, agent)).status).toBe(401);
}

const mailsTo = (to: string) => api.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);

/** The mail goes out after the answer: wait for it to land (or for the moment it would have). */
async function expectMails(to: string, count: number) {
  await vi.waitFor(async () => expect(await mailsTo(to)).toHaveLength(count), { timeout: 5000, interval: 25 });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await mailsTo(to)).toHaveLength(count);
}

describe('the warning to the owner', () => {
  it('goes out once the 10th failure from unknown browsers is reached, then at most once an hour', async () => {
    const email = await account();
    const [a, b, c] = [nextAddress(), nextAddress(), nextAddress()];
    const since = api.clock.now;
    await fail(email, a, 4);
    await fail(email, b, 4);
    await fail(email, c, 1);
    await expectMails(email, 0);

    await fail(email, c, 1);
    await expectMails(email, 1);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(SUBJECT);
    const stamp = `${since.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expect(mail!.text).toContain(`Someone tried to log in to your account (${email}) with a wrong password 10 times since ${stamp}, from 3 different network addresses`);
    expect(mail!.text).toContain('Nobody got in with these attempts.');
    expect(mail!.text).toContain('(up to 15 minutes)');
    expect(mail!.text).toContain('change it from the profile menu');
    expect(mail!.text).toContain('"Forgot your password?"');
    expect(mail!.text).toContain('We send this warning at most once an hour.');

    await fail(email, nextAddress(), 5);
    advance(api, HOUR - 1000);
    await fail(email, nextAddress(), 1);
    await expectMails(email, 1);

    advance(api, 1000);
    await fail(email, nextAddress(), 1);
    await expectMails(email, 2);
    expect((await mailsTo(email))[1]!.text).toContain(`wrong password 17 times since ${stamp}, from 6 different network addresses`);
  });

  it('counts 24 hours from the first failure', async () => {
    const email = await account();
    await fail(email, nextAddress(), 5);
    await fail(email, nextAddress(), 4);
    advance(api, 24 * HOUR);
    await fail(email, nextAddress(), 1);
    await expectMails(email, 0);
  });

  it("does not count a known browser's own mistakes", async () => {
    const email = await account();
    const known = browser();
    const ip = nextAddress();
    expect((await attempt(email, TEST_PASSWORD, ip, known)).status).toBe(303);
    for (let round = 0; round < 2; round++) {
      await fail(email, ip, 5, known);
      advance(api, HOUR);
    }
    await expectMails(email, 0);
  });

  it('goes to nobody for an e-mail without an account, whose answers stay those of one with', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 10; i++) {
      expect((await attempt('ghost@throttle.test', 'not the password', i < 5 ? ip : nextAddress())).status).toBe(401);
    }
    await expectMails('ghost@throttle.test', 0);
  });
});
