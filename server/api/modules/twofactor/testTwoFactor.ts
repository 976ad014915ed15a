// Shared steps of the two-factor api tests: enrol through the api and compute the app's codes.
import type TestAgent from 'supertest/lib/agent';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { securityEvents } from '../../db/securitySchema';
import { xhr, type TestApi } from '../../testing/harness';
import { codeAt } from './totp';

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** Moves the api's clock on by one 30-second step, so the app shows a new code. */
export function nextStep(api: TestApi, steps = 1): void {
  api.clock.now = new Date(api.clock.now.getTime() + steps * 30_000);
}

export const appCode = (api: TestApi, secret: string) => codeAt(secret, api.clock.now);

/** A six-digit code that is not the app's code of the previous, current or next step. */
export function wrongCode(api: TestApi, secret: string): string {
  const near = [-30_000, 0, 30_000].map((d) => codeAt(secret, new Date(api.clock.now.getTime() + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

/** Sets two-factor login up for the logged-in agent through the api, as the profile menu does. */
export async function enrol(api: TestApi, agent: TestAgent): Promise<Enrolled> {
  const started = await xhr(agent, 'post', '/v2/api/two-factor/enrol', {});
  expect(started.status).toBe(200);
  const secret = started.body.data.secret as string;
  const confirmed = await xhr(agent, 'post', '/v2/api/two-factor/confirm', { code: appCode(api, secret) });
  expect(confirmed.body.result).toBe('success');
  nextStep(api);
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

export async function eventsOf(api: TestApi, userId: string) {
  return api.deps.db.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(securityEvents.createdAt);
}
