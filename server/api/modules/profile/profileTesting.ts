// Test support for the profile api: each test gets a fresh logged-in user, and reads the codes it is mailed.
import type TestAgent from 'supertest/lib/agent';
import { expect } from 'vitest';
import { login, seedUser, xhr, type TestApi } from '../../testing/harness';

export const VERIFY = 'please verify your account';
export const NEW_PASSWORD = 'a brand new passphrase';

export const update = (agent: TestAgent, body: object) => xhr(agent, 'put', '/v2/api/profile/update', body);
export const verify = (agent: TestAgent, code: unknown) => xhr(agent, 'post', '/v2/api/profile/verify', { code });
export const me = async (agent: TestAgent) => (await agent.get('/v2/api/auth')).body.user;
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The helpers bound to a test file's api, which its beforeAll creates (hence the getter). */
export function profileTestKit(getApi: () => TestApi) {
  let seq = 0;
  /** A fresh user with a workspace, logged in; every test gets its own so none depends on another. */
  async function freshUser(prefix: string, opts: { workspaceId?: string } = {}) {
    const n = ++seq;
    const email = `${prefix}${n}@profile.test`;
    const { user, workspaceId } = await seedUser(getApi(), { email, ...opts });
    return { n, email, user, workspaceId, agent: await login(getApi(), email) };
  }
  const advance = (ms: number) => {
    const api = getApi();
    api.clock.now = new Date(api.clock.now.getTime() + ms);
  };
  const mailsTo = (to: string) => getApi().mails.filter((m) => m.to === to);
  function lastCode(to: string): string {
    const mail = mailsTo(to).at(-1);
    expect(mail, `a mail to ${to}`).toBeDefined();
    const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    expect(code, 'a 6-digit code in the mail').toBeDefined();
    return code!;
  }
  return { freshUser, advance, mailsTo, lastCode };
}
