// Test support for the login throttle: the login form as a browser behind the edge sends it.
import type TestAgent from 'supertest/lib/agent';
import { seedUser, type TestApi } from '../../testing/harness';

export const HOST = '127.0.0.1';
export const ORIGIN = `http://${HOST}`;
export const WRONG = 'Wrong e-mail or password.';

/**
 * Posts the login form from a client address: the test client is a trusted loopback proxy, so its
 * X-Forwarded-For is the address the api counts, as the edge's is.
 */
export function postLogin(api: TestApi, fields: { email: string; password: string; continue?: string }, ip: string, agent?: TestAgent) {
  return (agent ?? api.request())
    .post('/v2/api/sso/login')
    .set('Host', HOST)
    .set('Origin', ORIGIN)
    .set('X-Forwarded-For', ip)
    .type('form')
    .send(fields);
}

export const cookieLine = (res: { headers: Record<string, unknown> }, name: string): string | undefined =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((line) => line.startsWith(`${name}=`));

export const retryAfter = (res: { headers: Record<string, unknown> }): number => Number(res.headers['retry-after']);

/** A source of fresh addresses, so the buckets of one test never reach another. */
export function addressSource(prefix: string): () => string {
  let last = 0;
  return () => `${prefix}.${Math.floor(++last / 250)}.${last % 250}`;
}

/** Fresh accounts (each with its workspace), so the buckets of one test never reach another. */
export function accountSource(prefix: string): (api: TestApi) => Promise<string> {
  let last = 0;
  return async (api) => {
    const email = `${prefix}${++last}@throttle.test`;
    await seedUser(api, { email });
    return email;
  };
}

export const advance = (api: TestApi, ms: number): void => {
  api.clock.now = new Date(api.clock.now.getTime() + ms);
};
