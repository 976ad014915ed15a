// The invitation link's 7 days, at the edge (issue 13): valid a millisecond before, expired at the very
// instant and after, by the api's clock (deps.now), for the preview and the join alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_DEFAULT_ACCESS } from '../../../../src/domain/access';
import { INVITATION_TTL_MS, LINK_EXPIRED } from '../../../../src/domain/invitationRules';
import { login, seedUser, xhr } from '../../testing/harness';
import type { TestSmtp } from '../../testing/smtpServer';
import type { Team } from '../../testing/team';
import { invite, teamWithSmtp, tokenMailedTo } from './invitationTesting';

let team: Team;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ team, smtp } = await teamWithSmtp('expiry'));
}, 60_000);
afterAll(async () => {
  team.api.clock.now = new Date();
  await smtp.close();
  await team.api.close();
});

const SENT = new Date('2026-03-01T09:30:00.000Z');
const preview = (token: string) => xhr(team.api.request(), 'post', '/v2/api/invitations/preview', { token });
const at = (ms: number) => (team.api.clock.now = new Date(SENT.getTime() + ms));

async function invitedAt(email: string): Promise<string> {
  team.api.clock.now = SENT;
  expect((await invite(team.admin, { email, role: 'Agent', departmentIds: [], access: [...AGENT_DEFAULT_ACCESS] })).status).toBe(200);
  return tokenMailedTo(smtp, email);
}

describe('an invitation link', () => {
  it('is 7 days: valid a millisecond before, expired at the instant and after', async () => {
    const token = await invitedAt('edge@expiry.test');
    expect(INVITATION_TTL_MS).toBe(7 * 24 * 3600_000);
    at(INVITATION_TTL_MS - 1);
    const before = await preview(token);
    expect([before.status, before.body.data?.email]).toEqual([200, 'edge@expiry.test']);
    for (const ms of [INVITATION_TTL_MS, INVITATION_TTL_MS + 1]) {
      at(ms);
      const res = await preview(token);
      expect([res.status, String(res.body.message).startsWith(LINK_EXPIRED)]).toEqual([404, true]);
    }
  });

  it('joins a millisecond before the 7 days end, and not at their end', async () => {
    const early = await invitedAt('early@expiry.test');
    const late = await invitedAt('late@expiry.test');
    team.api.clock.now = new Date();
    for (const email of ['early@expiry.test', 'late@expiry.test']) await seedUser(team.api, { email });
    at(INVITATION_TTL_MS - 1);
    const joined = await xhr(await login(team.api, 'early@expiry.test'), 'post', '/v2/api/invitations/accept', { token: early });
    expect(joined.status).toBe(200);
    at(INVITATION_TTL_MS);
    const refused = await xhr(await login(team.api, 'late@expiry.test'), 'post', '/v2/api/invitations/accept', { token: late });
    expect(String(refused.body.message).startsWith(LINK_EXPIRED)).toBe(true);
  });
});
