import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApi, login, seedUser, type TestApi } from '../../testing/harness';
import { NEW_PASSWORD, VERIFY, me, otherCode, profileTestKit, update, verify } from './profileTesting';

// Changing the e-mail or the password takes effect only once the mailed code is entered.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const { freshUser, advance, mailsTo, lastCode } = profileTestKit(() => api);

describe('e-mail change with a verification code', () => {
  it('mails a 6-digit code to the new address and changes the e-mail only once it is entered', async () => {
    const u = await freshUser('mover');
    const target = `moved${u.n}@profile.test`;
    const res = await update(u.agent, { name: 'Mover', email: ` ${target.toUpperCase()} ` });
    expect(res.body).toEqual({ result: 'success', message: VERIFY, data: { action: 'email', target } });
    const code = lastCode(target);
    expect(mailsTo(u.email)).toHaveLength(0);
    expect((await me(u.agent)).email).toBe(u.email);

    const ok = await verify(u.agent, code);
    expect(ok.body).toEqual({ result: 'success', message: 'Your e-mail address is changed.' });
    expect((await me(u.agent)).email).toBe(target);
    await expect(login(api, target)).resolves.toBeDefined();

    // A code is good once.
    expect((await verify(u.agent, code)).body.result).toBe('error');
  });

  it('answers result error to a wrong code, and after 5 wrong codes refuses even the right one', async () => {
    const u = await freshUser('guesser');
    const target = `guessed${u.n}@profile.test`;
    await update(u.agent, { name: 'Guesser', email: target });
    const code = lastCode(target);
    for (let i = 0; i < 5; i++) {
      const wrong = await verify(u.agent, otherCode(code));
      expect(wrong.status).toBe(200);
      expect(wrong.body).toEqual({ result: 'error', code: 'REFUSED', message: 'The code is not right. Please check it and try again.' });
    }
    const right = await verify(u.agent, code);
    expect(right.body).toEqual({ result: 'error', code: 'REFUSED', message: 'Too many wrong codes. Please ask for a new code.' });
    expect((await me(u.agent)).email).toBe(u.email);
  });

  // On PostgreSQL (TEST_DATABASE_URL) the requests really run side by side; the old read-then-write count
  // let 10 of 20 parallel guesses be checked there.
  it('counts wrong codes sent at the same time, so parallel guesses cannot pass the limit', async () => {
    const u = await freshUser('parallel');
    const target = `guessed-in-parallel${u.n}@profile.test`;
    await update(u.agent, { name: 'Parallel', email: target });
    const code = lastCode(target);
    const wrongs = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(wrongs.map((w) => verify(u.agent, w)));
    expect(answers.every((a) => a.body.result === 'error')).toBe(true);
    expect(answers.filter((a) => a.body.message === 'The code is not right. Please check it and try again.')).toHaveLength(5);
    expect((await verify(u.agent, code)).body.message).toBe('Too many wrong codes. Please ask for a new code.');
    expect((await me(u.agent)).email).toBe(u.email);
  });

  it('refuses a code after 15 minutes', async () => {
    const u = await freshUser('late');
    const target = `too-late${u.n}@profile.test`;
    await update(u.agent, { name: 'Late', email: target });
    const code = lastCode(target);
    advance(16 * 60_000);
    const res = await verify(u.agent, code);
    expect(res.body).toEqual({ result: 'error', code: 'REFUSED', message: 'The code has expired. Please ask for a new code.' });
    expect((await me(u.agent)).email).toBe(u.email);
  });

  it('refuses a resend within 30 s, then mails a new code that replaces the old one', async () => {
    const u = await freshUser('resend');
    const target = `resent${u.n}@profile.test`;
    const body = { name: 'Resend', email: target };
    await update(u.agent, body);
    const first = lastCode(target);

    advance(10_000);
    const early = await update(u.agent, body);
    expect(early.body.result).toBe('error');
    expect(early.body.message).toBe('Please wait 20 seconds before asking for a new code.');
    expect(mailsTo(target)).toHaveLength(1);

    advance(20_000);
    const again = await update(u.agent, body);
    expect(again.body).toMatchObject({ result: 'success', message: VERIFY });
    expect(mailsTo(target)).toHaveLength(2);
    const second = lastCode(target);

    if (second !== first) expect((await verify(u.agent, first)).body.result).toBe('error');
    expect((await verify(u.agent, second)).body.result).toBe('success');
    expect((await me(u.agent)).email).toBe(target);
  });

  it('answers result error for an e-mail used by another account, and changes nothing', async () => {
    const u = await freshUser('taken');
    const other = await freshUser('owner');
    const res = await update(u.agent, { name: 'Renamed', email: other.email });
    expect(res.body).toEqual({ result: 'error', code: 'REFUSED', message: 'This e-mail is already used by another account.' });
    expect(mailsTo(other.email)).toHaveLength(0);
    const user = await me(u.agent);
    expect(user.email).toBe(u.email);
    expect(user.username).toBe(u.email.split('@')[0]);
  });

  it('refuses the code when the address was taken by another account meanwhile', async () => {
    const u = await freshUser('slow');
    const target = `contested${u.n}@profile.test`;
    await update(u.agent, { name: 'Slow', email: target });
    const code = lastCode(target);
    await seedUser(api, { email: target });
    const res = await verify(u.agent, code);
    expect(res.body).toEqual({ result: 'error', code: 'REFUSED', message: 'This e-mail is already used by another account.' });
    expect((await me(u.agent)).email).toBe(u.email);
  });
});

describe('password change with a verification code', () => {
  it('answers result error to a wrong old password and mails nothing', async () => {
    const u = await freshUser('forgetful');
    const res = await update(u.agent, { oldpassword: 'not the password', password: NEW_PASSWORD, repassword: NEW_PASSWORD });
    expect(res.body).toEqual({ result: 'error', code: 'REFUSED', message: 'The old password is not right.' });
    expect(mailsTo(u.email)).toHaveLength(0);
  });

  it('answers 400 when the confirmation differs, a field is missing or the password is short', async () => {
    const u = await freshUser('typo');
    const mismatch = await update(u.agent, { oldpassword: TEST_PASSWORD, password: NEW_PASSWORD, repassword: `${NEW_PASSWORD}!` });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual({ repassword: "password doesn't match" });
    const noOld = await update(u.agent, { password: NEW_PASSWORD });
    expect(noOld.status).toBe(400);
    expect(noOld.body.fields).toEqual({ oldpassword: 'Required' });
    const noNew = await update(u.agent, { oldpassword: TEST_PASSWORD });
    expect(noNew.body.fields).toEqual({ password: 'Required' });
    const short = await update(u.agent, { oldpassword: TEST_PASSWORD, password: 'short', repassword: 'short' });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.fields)).toEqual(['password']);
  });

  it('takes effect only after the code; then the new password logs in, the old does not, and other sessions end', async () => {
    const u = await freshUser('rotator');
    const elsewhere = await login(api, u.email);
    const res = await update(u.agent, { oldpassword: TEST_PASSWORD, password: NEW_PASSWORD, repassword: NEW_PASSWORD });
    expect(res.body).toEqual({ result: 'success', message: VERIFY, data: { action: 'password', target: u.email } });
    const code = lastCode(u.email);
    // Nothing changed yet: the old password still works, no session ended.
    expect((await elsewhere.get('/v2/api/auth')).status).toBe(200);

    const ok = await verify(u.agent, code);
    expect(ok.body).toEqual({ result: 'success', message: 'Your password is changed.' });
    expect((await u.agent.get('/v2/api/auth')).status).toBe(200);
    expect((await elsewhere.get('/v2/api/auth')).status).toBe(401);
    await expect(login(api, u.email, NEW_PASSWORD)).resolves.toBeDefined();
    await expect(login(api, u.email, TEST_PASSWORD)).rejects.toThrow(/login failed/);
  });

  it('refuses a resend of the same change within 30 s', async () => {
    const u = await freshUser('impatient');
    const body = { oldpassword: TEST_PASSWORD, password: NEW_PASSWORD, repassword: NEW_PASSWORD };
    expect((await update(u.agent, body)).body.message).toBe(VERIFY);
    const early = await update(u.agent, body);
    expect(early.body.result).toBe('error');
    expect(early.body.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    advance(30_000);
    expect((await update(u.agent, body)).body.message).toBe(VERIFY);
    expect(mailsTo(u.email)).toHaveLength(2);
  });
});
