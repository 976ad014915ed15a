import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema';
import { createTestApi, type TestApi } from '../../testing/harness';
import { CONTACT_THANKS } from './routes';

const SALES = 'sales@public.test';
const CONTACT = '/v2/api/public/contact';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ SALES_EMAIL: SALES });
});
afterAll(() => api.close());

let address = 0;
/** Each test writes from its own address (the api trusts X-Forwarded-For from loopback), so quotas stay apart. */
const newAddress = () => `198.51.100.${++address}`;
const contact = (ip: string, body: unknown) =>
  api.request().post(CONTACT).set('X-Requested-With', 'XMLHttpRequest').set('X-Forwarded-For', ip).send(body as object);
const valid = (n = 1) => ({ name: `  Grace ${n} `, email: ' grace@example.com ', company: ' Navy ', message: `  Hello number ${n}  ` });
const rowsFrom = (ip: string) => api.deps.db.select().from(contactRequests).where(eq(contactRequests.ip, ip));

describe('GET /public/pricing', () => {
  it('lists the packages free and lite and the addons agent, mau and conversation, without a session', async () => {
    const res = await api.request().get('/v2/api/public/pricing');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.result).toBe('success');
    expect(res.body.data.packages.map((p: { name: string }) => p.name)).toEqual(['free', 'lite']);
    expect(res.body.data.addons.map((a: { name: string }) => a.name)).toEqual(['agent', 'mau', 'conversation']);
    const [free, lite] = res.body.data.packages;
    expect(free).toMatchObject({ title: 'Free', priceMonthly: 0, currency: 'USD' });
    expect(lite.priceMonthly).toBeGreaterThan(0);
    expect(lite.features.length).toBeGreaterThan(free.features.length);
    for (const p of res.body.data.packages) {
      expect(p.limits).toEqual({ agents: expect.any(Number), mau: expect.any(Number), conversations: expect.any(Number) });
    }
    for (const a of res.body.data.addons) expect(a).toMatchObject({ price: expect.any(Number), unit: expect.any(String) });
  });
});

describe('POST /public/contact', () => {
  it('answers 400 with Required for each missing field', async () => {
    const res = await contact(newAddress(), {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      result: 'error',
      code: 'INVALID_INPUT',
      message: 'Please correct the highlighted fields.',
      fields: { name: 'Required', email: 'Required', message: 'Required' },
    });
    const blank = await contact(newAddress(), { name: '   ', email: ' ', message: '\n' });
    expect(blank.body.fields).toEqual({ name: 'Required', email: 'Required', message: 'Required' });
  });

  it('answers 400 Invalid format for a bad e-mail', async () => {
    const res = await contact(newAddress(), { ...valid(), email: 'grace at example' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: 'Invalid format' });
  });

  it('answers 400 to values that are too long', async () => {
    const ip = newAddress();
    const res = await contact(ip, { name: 'n'.repeat(101), email: 'a@example.com', company: 'c'.repeat(121), message: 'm'.repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ name: 'Max 100 characters', company: 'Max 120 characters', message: 'Max 5000 characters' });
    const longest = await contact(ip, { name: 'n'.repeat(100), email: 'a@example.com', company: 'c'.repeat(120), message: 'm'.repeat(5000) });
    expect(longest.body.result).toBe('success');
  });

  it('answers 400 to a body that is not an object', async () => {
    const res = await contact(newAddress(), ['name', 'email']);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body must be a JSON object.');
  });

  it('thanks the sender, stores the request trimmed and mails it to SALES_EMAIL', async () => {
    const ip = newAddress();
    const before = api.mails.length;
    const res = await contact(ip, valid(7));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', message: CONTACT_THANKS });
    expect(await rowsFrom(ip)).toEqual([
      expect.objectContaining({ name: 'Grace 7', email: 'grace@example.com', company: 'Navy', message: 'Hello number 7', ip }),
    ]);
    const mails = api.mails.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: SALES, subject: 'Contact request from Grace 7 (Navy)' });
    expect(mails[0]!.text).toContain('E-mail: grace@example.com');
    expect(mails[0]!.text).toContain('Hello number 7');
  });

  it('takes 5 requests an hour from one address, answers 429 with Retry-After to the 6th, and takes more after the hour', async () => {
    const ip = newAddress();
    for (let n = 1; n <= 5; n++) expect((await contact(ip, valid(n))).body.result).toBe('success');
    const mailsBefore = api.mails.length;

    api.clock.now = new Date(api.clock.now.getTime() + 10 * 60_000);
    const sixth = await contact(ip, valid(6));
    expect(sixth.status).toBe(429);
    expect(sixth.body.result).toBe('error');
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(49 * 60);
    expect(retryAfter).toBeLessThanOrEqual(50 * 60);
    expect(await rowsFrom(ip)).toHaveLength(5);
    expect(api.mails.length).toBe(mailsBefore);

    // Another address is not held back by this one.
    expect((await contact(newAddress(), valid())).body.result).toBe('success');

    api.clock.now = new Date(api.clock.now.getTime() + retryAfter * 1000);
    expect((await contact(ip, valid(7))).body.result).toBe('success');
    expect(await rowsFrom(ip)).toHaveLength(6);
  });

  it('does not count refused requests against the quota', async () => {
    const ip = newAddress();
    for (let n = 0; n < 6; n++) expect((await contact(ip, {})).status).toBe(400);
    expect((await contact(ip, valid())).body.result).toBe('success');
  });

  it('answers 403 without X-Requested-With (a cross-site form post)', async () => {
    const ip = newAddress();
    const res = await api.request().post(CONTACT).set('X-Forwarded-For', ip).type('form').send(valid());
    expect(res.status).toBe(403);
    expect(await rowsFrom(ip)).toHaveLength(0);
  });
});
