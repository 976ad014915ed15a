import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, xhr, type TestApi } from '../../testing/harness';
import { pdfBytes, pngBytes, upload } from '../uploads/testFiles';
import { me, profileTestKit, update, verify } from './profileTesting';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const { freshUser, mailsTo } = profileTestKit(() => api);

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
  it('saves aux with its reason and available, as GET /auth shows', async () => {
    const u = await freshUser('status');
    const aux = await xhr(u.agent, 'put', '/v2/api/profile/change-status', { status: 'aux', reason: 'Lunch' });
    expect(aux.body).toEqual({ result: 'success', data: { status: 'aux', reason: 'Lunch' } });
    expect(await me(u.agent)).toMatchObject({ status: 'aux', statusReason: 'Lunch' });
    const back = await xhr(u.agent, 'put', '/v2/api/profile/change-status', { status: 'available', reason: 'Lunch' });
    expect(back.body).toEqual({ result: 'success', data: { status: 'available', reason: null } });
    expect(await me(u.agent)).toMatchObject({ status: 'available', statusReason: null });
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
