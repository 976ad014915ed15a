import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const NEW_PASSWORD = 'a brand new passphrase';
const change = (agent: Awaited<ReturnType<typeof login>>, oldpassword: string) =>
  xhr(agent, 'put', '/v2/api/profile/update', { oldpassword, password: NEW_PASSWORD, repassword: NEW_PASSWORD });

describe("the profile's old password", () => {
  it('cannot be guessed at full speed: 5 wrong ones, then 429 with a growing Retry-After, in every session of the user', async () => {
    await seedUser(api, { email: 'guessed@profile.test' });
    const [thief, owner] = [await login(api, 'guessed@profile.test'), await login(api, 'guessed@profile.test')];
    for (let i = 0; i < 5; i++) {
      expect((await change(thief, `guess ${i}`)).body).toEqual({ result: 'error', code: 'REFUSED', message: 'The old password is not right.' });
    }
    const held = await change(thief, TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(held.headers['retry-after']).toBe('60');
    expect(held.body).toEqual({ result: 'error', code: 'RATE_LIMITED', message: 'Too many wrong old passwords. Please wait 1 minute and try again.' });
    expect((await change(owner, TEST_PASSWORD)).status).toBe(429);

    api.clock.now = new Date(api.clock.now.getTime() + 60_000);
    expect((await change(thief, 'guess 6')).body.message).toBe('The old password is not right.');
    expect((await change(thief, 'guess 7')).headers['retry-after']).toBe('120');
    // Logging in is not held back by it.
    await expect(login(api, 'guessed@profile.test')).resolves.toBeDefined();

    api.clock.now = new Date(api.clock.now.getTime() + 120_000);
    expect((await change(owner, TEST_PASSWORD)).body.result).toBe('success');
    // The right one starts the count again.
    for (let i = 0; i < 5; i++) expect((await change(owner, `typo ${i}`)).status).toBe(200);
  });
});
