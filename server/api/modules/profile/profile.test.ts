import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { pdfBytes, pngBytes, upload } from '../uploads/testFiles';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const VERIFY = 'please verify your account';
const NEW_PASSWORD = 'a brand new passphrase';

let seq = 0;
/** A fresh user with a workspace, logged in; every test gets its own so none depends on another. */
async function freshUser(prefix: string, opts: { workspaceId?: string } = {}) {
  const email = `${prefix}${++seq}@profile.test`;
  const { user, workspaceId } = await seedUser(api, { email, ...opts });
  return { email, user, workspaceId, agent: await login(api, email) };
}

const update = (agent: TestAgent, body: object) => xhr(agent, 'put', '/v2/api/profile/update', body);
const verify = (agent: TestAgent, code: unknown) => xhr(agent, 'post', '/v2/api/profile/verify', { code });
const me = async (agent: TestAgent) => (await agent.get('/v2/api/auth')).body.user;
const advance = (ms: number) => {
  api.clock.now = new Date(api.clock.now.getTime() + ms);
};
const mailsTo = (to: string) => api.mails.filter((m) => m.to === to);
function lastCode(to: string): string {
  const mail = mailsTo(to).at(-1);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
  expect(code, 'a 6-digit code in the mail').toBeDefined();
  return code!;
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('PUT /profile/update: name, e-mail, avatar', () => {
  it('saves a new name, trimmed, and GET /auth shows it', async () => {
    const u = await freshUser('name');
    const res = await update(u.agent, { name: '  Ada Lovelace  ', email: `  ${u.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', message: 'Your profile is saved.' });
    const user = await me(u.agent);
    expect(user.username).toBe('Ada Lovelace');
    expect(user.email).toBe(u.email);
    expect(mailsTo(u.email)).toHaveLength(0);
  });

  it('answers 400 Required for an empty or blank name', async () => {
    const u = await freshUser('noname');
    for (const name of ['', '   ', undefined]) {
      const res = await update(u.agent, { name, email: u.email });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ name: 'Required' });
    }
    expect((await me(u.agent)).username).toBe(u.email.split('@')[0]);
  });

  it('takes 50 characters and refuses 51 with Max 50 characters', async () => {
    const u = await freshUser('longname');
    const long = await update(u.agent, { name: 'x'.repeat(51), email: u.email });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ name: 'Max 50 characters' });
    const fifty = await update(u.agent, { name: `  ${'y'.repeat(50)}  `, email: u.email });
    expect(fifty.body.result).toBe('success');
    expect((await me(u.agent)).username).toBe('y'.repeat(50));
  });

  it('answers Invalid format for a bad e-mail and Required for none', async () => {
    const u = await freshUser('bademail');
    for (const email of ['not-an-email', 'a@b', 'two words@x.test', 'a@@x.test']) {
      const res = await update(u.agent, { name: 'Ok', email });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ email: 'Invalid format' });
    }
    const none = await update(u.agent, { name: 'Ok', email: ' ' });
    expect(none.body.fields).toEqual({ email: 'Required' });
  });

  it('sets the avatar to an image the user uploaded, and removes it', async () => {
    const u = await freshUser('avatar');
    const up = await upload(u.agent, { file: { name: 'me.png', data: pngBytes() }, accept: 'png,jpg,jpeg,gif,svg' });
    expect(up.body.result).toBe('success');
    const set = await update(u.agent, { name: 'Avatar', email: u.email, profile: up.body.url });
    expect(set.body.result).toBe('success');
    expect((await me(u.agent)).profile_image_url).toBe(up.body.url);

    // Sending the same url again (the form sends what it has) keeps it.
    await update(u.agent, { name: 'Avatar', email: u.email, profile: up.body.url });
    expect((await me(u.agent)).profile_image_url).toBe(up.body.url);

    const removed = await update(u.agent, { name: 'Avatar', email: u.email, removeprofile: true });
    expect(removed.body.result).toBe('success');
    expect((await me(u.agent)).profile_image_url).toBeNull();
  });

  it('refuses an avatar url the user did not upload', async () => {
    const u = await freshUser('stranger');
    const colleague = await freshUser('colleague', { workspaceId: u.workspaceId });
    const theirs = await upload(colleague.agent, { file: { name: 'them.png', data: pngBytes() }, accept: 'png' });
    const pdf = await upload(u.agent, { file: { name: 'doc.pdf', data: pdfBytes() } });
    expect(pdf.body.result).toBe('success');
    for (const profile of [
      'https://evil.example/x.png',
      '/v2/api/files/00000000-0000-4000-8000-000000000000/x.png',
      theirs.body.url as string,
      pdf.body.url as string,
      'javascript:alert(1)',
    ]) {
      const res = await update(u.agent, { name: 'Stranger', email: u.email, profile });
      expect(res.status, profile).toBe(400);
      expect(res.body.fields).toEqual({ profile: 'Upload the image first' });
    }
    expect((await me(u.agent)).profile_image_url).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const res = await xhr(api.request(), 'put', '/v2/api/profile/update', { name: 'x', email: 'x@x.test' });
    expect(res.status).toBe(401);
  });
});

describe('e-mail change with a verification code', () => {
  it('mails a 6-digit code to the new address and changes the e-mail only once it is entered', async () => {
    const u = await freshUser('mover');
    const target = `moved${seq}@profile.test`;
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
    const target = `guessed${seq}@profile.test`;
    await update(u.agent, { name: 'Guesser', email: target });
    const code = lastCode(target);
    for (let i = 0; i < 5; i++) {
      const wrong = await verify(u.agent, otherCode(code));
      expect(wrong.status).toBe(200);
      expect(wrong.body).toEqual({ result: 'error', message: 'The code is not right. Please check it and try again.' });
    }
    const right = await verify(u.agent, code);
    expect(right.body).toEqual({ result: 'error', message: 'Too many wrong codes. Please ask for a new code.' });
    expect((await me(u.agent)).email).toBe(u.email);
  });

  // On PostgreSQL (TEST_DATABASE_URL) the requests really run side by side; the old read-then-write count
  // let 10 of 20 parallel guesses be checked there.
  it('counts wrong codes sent at the same time, so parallel guesses cannot pass the limit', async () => {
    const u = await freshUser('parallel');
    const target = `guessed-in-parallel${seq}@profile.test`;
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
    const target = `too-late${seq}@profile.test`;
    await update(u.agent, { name: 'Late', email: target });
    const code = lastCode(target);
    advance(16 * 60_000);
    const res = await verify(u.agent, code);
    expect(res.body).toEqual({ result: 'error', message: 'The code has expired. Please ask for a new code.' });
    expect((await me(u.agent)).email).toBe(u.email);
  });

  it('refuses a resend within 30 s, then mails a new code that replaces the old one', async () => {
    const u = await freshUser('resend');
    const target = `resent${seq}@profile.test`;
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
    expect(res.body).toEqual({ result: 'error', message: 'This e-mail is already used by another account.' });
    expect(mailsTo(other.email)).toHaveLength(0);
    const user = await me(u.agent);
    expect(user.email).toBe(u.email);
    expect(user.username).toBe(u.email.split('@')[0]);
  });

  it('refuses the code when the address was taken by another account meanwhile', async () => {
    const u = await freshUser('slow');
    const target = `contested${seq}@profile.test`;
    await update(u.agent, { name: 'Slow', email: target });
    const code = lastCode(target);
    await seedUser(api, { email: target });
    const res = await verify(u.agent, code);
    expect(res.body).toEqual({ result: 'error', message: 'This e-mail is already used by another account.' });
    expect((await me(u.agent)).email).toBe(u.email);
  });
});

describe('password change with a verification code', () => {
  it('answers result error to a wrong old password and mails nothing', async () => {
    const u = await freshUser('forgetful');
    const res = await update(u.agent, { oldpassword: 'not the password', password: NEW_PASSWORD, repassword: NEW_PASSWORD });
    expect(res.body).toEqual({ result: 'error', message: 'The old password is not right.' });
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

describe('POST /profile/verify input', () => {
  it('answers 400 to a code that is not numeric, or none', async () => {
    const u = await freshUser('verifier');
    for (const code of ['abcdef', '12 34', '1e5', 123456, '12345678901']) {
      const res = await verify(u.agent, code);
      expect(res.status, String(code)).toBe(400);
      expect(res.body.fields).toEqual({ code: 'Invalid format' });
    }
    const none = await xhr(u.agent, 'post', '/v2/api/profile/verify', {});
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ code: 'Required' });
  });

  it('answers result error when nothing waits for a code', async () => {
    const u = await freshUser('idle');
    expect((await verify(u.agent, '123456')).body.result).toBe('error');
  });

  it('answers 401 without a session', async () => {
    expect((await xhr(api.request(), 'post', '/v2/api/profile/verify', { code: '123456' })).status).toBe(401);
  });
});

describe('PUT /profile/change-status', () => {
  it('saves aux and available, as GET /auth shows', async () => {
    const u = await freshUser('status');
    const aux = await xhr(u.agent, 'put', '/v2/api/profile/change-status', { status: 'aux' });
    expect(aux.body).toEqual({ result: 'success', data: { status: 'aux' } });
    expect((await me(u.agent)).status).toBe('aux');
    await xhr(u.agent, 'put', '/v2/api/profile/change-status', { status: 'available' });
    expect((await me(u.agent)).status).toBe('available');
  });

  it('answers 400 to any other status', async () => {
    const u = await freshUser('badstatus');
    for (const status of ['busy', '', 'AUX', undefined]) {
      const res = await xhr(u.agent, 'put', '/v2/api/profile/change-status', { status });
      expect(res.status).toBe(400);
    }
    expect((await me(u.agent)).status).toBe('available');
  });

  it('answers 401 without a session', async () => {
    expect((await xhr(api.request(), 'put', '/v2/api/profile/change-status', { status: 'aux' })).status).toBe(401);
  });
});
