import { and, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_FAILED, LINK_EXPIRED } from '../../../../src/domain/invitationRules';
import { departmentMembers, invitations } from '../../db/adminSchema';
import { members } from '../../db/schema';
import { TEST_PASSWORD, login, xhr } from '../../testing/harness';
import type { TestSmtp } from '../../testing/smtpServer';
import { eventsSince, latestSeq, type Team } from '../../testing/team';
import { HOST, ORIGIN } from '../sso/throttleTesting';
import { SIGNUPS_PER_HOUR } from '../sso/joinRoutes';
import { createUser } from '../workspaces/service';
import { addDepartment, invite, teamWithSmtp, tokenMailedTo } from './invitationTesting';

let team: Team;
let smtp: TestSmtp;
let supportId: string;
beforeAll(async () => {
  ({ team, smtp } = await teamWithSmtp('join'));
  supportId = await addDepartment(team, team.ws, 'Support');
});
afterAll(async () => {
  await smtp.close();
  await team.api.close();
});

async function invited(email: string, access = ['/home', '/app/chat']): Promise<string> {
  expect((await invite(team.admin, { email, role: 'Agent', departmentIds: [supportId], access })).status).toBe(200);
  return tokenMailedTo(smtp, email);
}

const joinPage = (token: string) => `/v2/onboarding/join?token=${token}`;
const accept = (as: TestAgent, token: string) => xhr(as, 'post', '/v2/api/invitations/accept', { token });

/** The console's attach after the provider's login (as harness.login does after its form). */
async function attach(agent: TestAgent): Promise<TestAgent> {
  const url = (await agent.get('/v2/api/auth/attach')).body.data as string;
  const verify = (await agent.get(url)).body.data as string;
  await agent.post('/v2/api/auth/verify').set('X-Requested-With', 'XMLHttpRequest').send({ verify });
  return agent;
}

const signup = (agent: TestAgent, token: string, fields: { name: string; password: string }, ip = '198.51.100.7') =>
  agent.post('/v2/api/sso/signup').set('Host', HOST).set('Origin', ORIGIN).set('X-Forwarded-For', ip).type('form').send({ ...fields, continue: joinPage(token) });

describe('the mailed link', () => {
  it('sends a visitor without a login to the login page, which names the workspace and offers to create a login', async () => {
    const token = await invited('new@join.test');
    const res = await team.api.request().get(`/v2/api/sso/join?token=${token}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/v2/api/sso/login?continue=${encodeURIComponent(joinPage(token))}`);
    const page = await team.api.request().get(res.headers.location as string);
    expect(page.text).toContain('Log in to join <strong>admin@join.test workspace</strong>');
    expect(page.text).toContain(`/v2/api/sso/signup?continue=${encodeURIComponent(joinPage(token))}`);
  });

  it('sends a link that no longer works straight to the console, which shows it expired', async () => {
    const res = await team.api.request().get('/v2/api/sso/join?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(res.headers.location).toBe(joinPage('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    const preview = await xhr(team.api.request(), 'post', '/v2/api/invitations/preview', { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect([preview.status, preview.body.message.startsWith(LINK_EXPIRED)]).toEqual([404, true]);
  });
});

describe('joining', () => {
  it('creates a login for the invited e-mail, then accepting makes the membership and opens the workspace', async () => {
    const token = await invited('sign@join.test');
    const since = await latestSeq(team.admin);
    const browser = team.api.request();
    const made = await signup(browser, token, { name: 'Sign Up', password: 'long enough password' });
    expect([made.status, made.headers.location]).toEqual([303, joinPage(token)]);
    await attach(browser);
    const res = await accept(browser, token);
    expect(res.status).toBe(200);
    const auth = (await browser.get('/v2/api/auth')).body;
    expect([auth.workspace.id, auth.user.email, auth.workspace.role]).toEqual([team.ws, 'sign@join.test', 'Agent']);
    const userId = auth.user.id as string;
    const [member] = await team.api.deps.db.select().from(members).where(and(eq(members.workspaceId, team.ws), eq(members.userId, userId)));
    expect(member!.access).toEqual(['/home', '/app/chat']);
    const inDepartment = await team.api.deps.db.select().from(departmentMembers).where(eq(departmentMembers.userId, userId));
    expect(inDepartment.map((d) => d.departmentId)).toEqual([supportId]);
    const [invitation] = await team.api.deps.db.select().from(invitations).where(eq(invitations.email, 'sign@join.test'));
    expect(invitation!.acceptedBy).toBe(userId);
    const events = await eventsSince(team.admin, since);
    expect(events.filter((e) => e.type === 'member updated').map((e) => (e.payload as { member: { email: string } }).member.email)).toEqual(['sign@join.test']);
    const again = await accept(browser, token);
    expect([again.status, again.body.message.startsWith(LINK_EXPIRED)]).toEqual([404, true]);
  });

  it('lets an existing login join after logging in', async () => {
    await createUser(team.api.deps, { email: 'known@join.test', password: TEST_PASSWORD });
    const token = await invited('known@join.test', ['/home', '/app/ticket']);
    const browser = await login(team.api, 'known@join.test');
    expect((await accept(browser, token)).status).toBe(200);
    expect((await browser.get('/v2/api/auth')).body.workspace.id).toBe(team.ws);
  });

  it('refuses a login of another e-mail with Failed to join workspace, and changes nothing', async () => {
    const token = await invited('right@join.test');
    const res = await accept(team.outsider, token);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(new RegExp(`^${JOIN_FAILED}: this invitation is for right@join.test, and you are logged in as outsider@join.test`));
    const [invitation] = await team.api.deps.db.select().from(invitations).where(eq(invitations.email, 'right@join.test'));
    expect(invitation!.acceptedAt).toBeNull();
    expect(await team.api.deps.db.select().from(members).where(and(eq(members.workspaceId, team.ws), eq(members.userId, team.outsiderId)))).toEqual([]);
  });

  it('refuses a sign-up for an e-mail that already has a login, and limits new logins per address', async () => {
    const token = await invited('limit@join.test');
    const short = { name: 'Limit', password: 'short' };
    for (let i = 0; i < SIGNUPS_PER_HOUR; i++) expect((await signup(team.api.request(), token, short, '203.0.113.9')).status).toBe(400);
    const limited = await signup(team.api.request(), token, { name: 'Limit', password: 'long enough password' }, '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(limited.text).toContain('Too many new logins from your address');
    await createUser(team.api.deps, { email: 'exists@join.test', password: TEST_PASSWORD });
    const exists = await signup(team.api.request(), await invited('exists@join.test'), { name: 'X', password: 'long enough password' });
    expect(exists.status).toBe(409);
  });
});
