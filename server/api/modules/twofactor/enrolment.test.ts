import type TestAgent from 'supertest/lib/agent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT } from '../../../../src/domain/twoFactor';
import { twoFactorSecrets, recoveryCodes } from '../../db/securitySchema';
import { TEST_PASSWORD, createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { ENROLMENT_TTL_MS, WRONG_CODE, WRONG_PASSWORD } from './enrolment';
import { MAX_WRONG_CODES, TOO_MANY_CODES } from './secondFactor';
import { appCode, enrol, eventsOf, nextStep, wrongCode } from './testTwoFactor';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let seq = 0;
async function freshUser(prefix: string) {
  const email = `${prefix}${++seq}@enrol.test`;
  const { user, workspaceId } = await seedUser(api, { email });
  return { email, user, workspaceId, agent: await login(api, email) };
}

const status = async (agent: TestAgent) => (await agent.get('/v2/api/two-factor')).body.data;
const post = (agent: TestAgent, path: string, body: object = {}) => xhr(agent, 'post', `/v2/api/two-factor${path}`, body);
const mailsTo = (to: string) => api.mails.filter((m) => m.to === to);

describe('enrolment', () => {
  it('starts with a QR code, the otpauth URI and the secret, and stores the secret sealed, not as sent', async () => {
    const u = await freshUser('start');
    expect(await status(u.agent)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    const res = await post(u.agent, '/enrol');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { qrSvg, uri, secret } = res.body.data as { qrSvg: string; uri: string; secret: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Omnichannel%20Inbox:${encodeURIComponent(u.email)}?issuer=Omnichannel%20Inbox&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);
    expect(qrSvg).not.toMatch(/<script|on[a-z]+=/i);
    const [row] = await api.deps.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, u.user.id));
    expect(row!.enabledAt).toBeNull();
    expect(row!.secretSealed).toMatch(/^v1\./);
    expect(row!.secretSealed).not.toContain(secret);
    // Not on until the first code: the login still needs the password only.
    expect((await status(u.agent)).enabled).toBe(false);
  });

  it('turns on with a right code, answers ten recovery codes once, records and mails it', async () => {
    const u = await freshUser('confirm');
    const secret = (await post(u.agent, '/enrol')).body.data.secret as string;
    const wrong = await post(u.agent, '/confirm', { code: wrongCode(api, secret) });
    expect(wrong.body).toEqual({ result: 'error', code: 'REFUSED', message: WRONG_CODE });
    const res = await post(u.agent, '/confirm', { code: appCode(api, secret).replace(/^(\d{3})/, '$1 ') });
    expect(res.status).toBe(200);
    const codes = res.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await api.deps.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, u.user.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of stored) for (const code of codes) expect(row.codeHash).not.toContain(code.replace('-', ''));

    const now = await status(u.agent);
    expect(now).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(now.enabledAt).toBe(api.clock.now.toISOString());
    expect(JSON.stringify(now)).not.toContain(secret);
    expect((await eventsOf(api, u.user.id)).map((e) => [e.kind, e.actorId, e.workspaceId])).toEqual([['two-factor enrolled', u.user.id, u.workspaceId]]);
    expect(mailsTo(u.email).map((m) => m.subject)).toEqual(['Two-factor login is on']);
    expect(mailsTo(u.email)[0]!.text).toContain('If this was not you');
  });

  it('never hands the secret out again once it is on', async () => {
    const u = await freshUser('again');
    await enrol(api, u.agent);
    const res = await post(u.agent, '/enrol');
    expect(res.body).toEqual({ result: 'error', code: 'REFUSED', message: 'Two-factor login is already on.' });
    expect(await post(u.agent, '/confirm', { code: '123456' })).toMatchObject({ body: { result: 'error' } });
  });

  it('refuses a malformed code with 400 naming the field', async () => {
    const u = await freshUser('format');
    await post(u.agent, '/enrol');
    for (const code of ['12345', 'abcdef', '1234567', undefined]) {
      const res = await post(u.agent, '/confirm', { code });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['code']);
    }
  });

  it('lets a set-up wait 15 minutes for its first code, then asks to start again', async () => {
    const u = await freshUser('slow');
    const secret = (await post(u.agent, '/enrol')).body.data.secret as string;
    api.clock.now = new Date(api.clock.now.getTime() + ENROLMENT_TTL_MS + 1000);
    const res = await post(u.agent, '/confirm', { code: appCode(api, secret) });
    expect(res.body).toEqual({ result: 'error', code: 'REFUSED', message: 'This set-up has expired. Please start again.' });
  });

  it('a new start replaces the pending secret: a code of the first one no longer works', async () => {
    const u = await freshUser('restart');
    const first = (await post(u.agent, '/enrol')).body.data.secret as string;
    const second = (await post(u.agent, '/enrol')).body.data.secret as string;
    expect(second).not.toBe(first);
    expect((await post(u.agent, '/confirm', { code: appCode(api, first) })).body.message).toBe(WRONG_CODE);
    expect((await post(u.agent, '/confirm', { code: appCode(api, second) })).body.result).toBe('success');
  });

  it('needs a session and the CSRF header', async () => {
    expect((await api.request().get('/v2/api/two-factor')).status).toBe(401);
    const u = await freshUser('csrf');
    expect((await u.agent.post('/v2/api/two-factor/enrol').send({})).status).toBe(403);
  });
});

describe('turning it off', () => {
  it('needs the password and a code; forgets everything, records and mails it', async () => {
    const u = await freshUser('off');
    const { secret } = await enrol(api, u.agent);
    expect((await post(u.agent, '/disable', { password: 'wrong password', code: appCode(api, secret) })).body.message).toBe(WRONG_PASSWORD);
    expect((await post(u.agent, '/disable', { password: TEST_PASSWORD, code: wrongCode(api, secret) })).body.message).toBe(WRONG_CODE);
    expect((await status(u.agent)).enabled).toBe(true);
    const res = await post(u.agent, '/disable', { password: TEST_PASSWORD, code: appCode(api, secret) });
    expect(res.body).toEqual({ result: 'success', data: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false } });
    expect(await api.deps.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, u.user.id))).toEqual([]);
    expect(await api.deps.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, u.user.id))).toEqual([]);
    expect((await eventsOf(api, u.user.id)).map((e) => e.kind)).toEqual(['two-factor enrolled', 'two-factor turned off']);
    expect(mailsTo(u.email).at(-1)!.subject).toBe('Two-factor login is off');
  });

  it('takes a recovery code instead of the app code, in any case', async () => {
    const u = await freshUser('offrec');
    const { recoveryCodes: codes } = await enrol(api, u.agent);
    const res = await post(u.agent, '/disable', { password: TEST_PASSWORD, code: codes[3]!.toUpperCase() });
    expect(res.body.data.enabled).toBe(false);
  });

  it('refuses when it is not on', async () => {
    const u = await freshUser('notoff');
    expect((await post(u.agent, '/disable', { password: TEST_PASSWORD, code: '123456' })).body).toEqual({ result: 'error', code: 'REFUSED', message: 'Two-factor login is not on.' });
  });
});

describe('new recovery codes', () => {
  it('needs the password; the old codes stop working; records and mails it', async () => {
    const u = await freshUser('regen');
    const { recoveryCodes: old } = await enrol(api, u.agent);
    expect((await post(u.agent, '/recovery-codes', { password: 'nope nope' })).body.message).toBe(WRONG_PASSWORD);
    const res = await post(u.agent, '/recovery-codes', { password: TEST_PASSWORD });
    const fresh = res.body.data.recoveryCodes as string[];
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await post(u.agent, '/disable', { password: TEST_PASSWORD, code: old[0] })).body.message).toBe(WRONG_CODE);
    expect((await post(u.agent, '/disable', { password: TEST_PASSWORD, code: fresh[0] })).body.result).toBe('success');
    expect((await eventsOf(api, u.user.id)).map((e) => e.kind)).toContain('recovery codes regenerated');
    expect(mailsTo(u.email).map((m) => m.subject)).toContain('New recovery codes');
  });
});

describe('wrong codes per account', () => {
  it(`answers 429 with Retry-After after ${MAX_WRONG_CODES} wrong codes or passwords in 15 minutes`, async () => {
    const u = await freshUser('guess');
    const { secret } = await enrol(api, u.agent);
    for (let i = 0; i < MAX_WRONG_CODES; i++) {
      const res = await post(u.agent, '/disable', { password: TEST_PASSWORD, code: wrongCode(api, secret) });
      expect(res.body.message).toBe(WRONG_CODE);
    }
    const blocked = await post(u.agent, '/disable', { password: TEST_PASSWORD, code: appCode(api, secret) });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.body.message).toBe(TOO_MANY_CODES);
    api.clock.now = new Date(api.clock.now.getTime() + 15 * 60_000);
    expect((await post(u.agent, '/disable', { password: TEST_PASSWORD, code: appCode(api, secret) })).body.result).toBe('success');
  });
});

describe('codes of the app', () => {
  it('are taken once each: the code of the set-up, or an older one, is refused; the next step is taken', async () => {
    const u = await freshUser('replay');
    const secret = (await post(u.agent, '/enrol')).body.data.secret as string;
    const used = appCode(api, secret);
    expect((await post(u.agent, '/confirm', { code: used })).body.result).toBe('success');
    expect((await post(u.agent, '/disable', { password: TEST_PASSWORD, code: used })).body.message).toBe(WRONG_CODE);
    nextStep(api, -1);
    const older = appCode(api, secret);
    nextStep(api, 1);
    // Still inside the ±1 step window, but before the step already taken.
    expect((await post(u.agent, '/disable', { password: TEST_PASSWORD, code: older })).body.message).toBe(WRONG_CODE);
    nextStep(api);
    expect((await post(u.agent, '/disable', { password: TEST_PASSWORD, code: appCode(api, secret) })).body.result).toBe('success');
  });
});
