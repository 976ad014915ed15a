import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_DEFAULT_ACCESS } from '../../../../src/domain/access';
import { INVITE_FAILED, INVITATION_MESSAGES, LINK_EXPIRED } from '../../../../src/domain/invitationRules';
import { auditLog, invitations } from '../../db/adminSchema';
import { sha256 } from '../../security/tokens';
import { xhr } from '../../testing/harness';
import type { TestSmtp } from '../../testing/smtpServer';
import type { Team } from '../../testing/team';
import { addDepartment, invite, teamWithSmtp, tokenMailedTo } from './invitationTesting';
import { alreadyInvited, alreadyMember } from './service';

let team: Team;
let smtp: TestSmtp;
let salesId: string;
let foreignDepartment: string;
beforeAll(async () => {
  ({ team, smtp } = await teamWithSmtp('inv'));
  salesId = await addDepartment(team, team.ws, 'Sales');
  foreignDepartment = await addDepartment(team, team.otherWs, 'Theirs');
});
afterAll(async () => {
  await smtp.close();
  await team.api.close();
});

const rowsFor = (email: string) => team.api.deps.db.select().from(invitations).where(eq(invitations.email, email));
const preview = (token: string) => xhr(team.api.request(), 'post', '/v2/api/invitations/preview', { token });
const agentBody = (email: string) => ({ email, role: 'Agent', departmentIds: [salesId], access: ['/home', '/app/chat'] });

describe('inviting a member', () => {
  it('mails a single-use link through SMTP, keeps only its hash, and lists the invitation', async () => {
    const res = await invite(team.admin, { ...agentBody(' Nia@Inv.test '), access: [...AGENT_DEFAULT_ACCESS] });
    expect(res.status).toBe(200);
    const listed = res.body.data.find((i: { email: string }) => i.email === 'nia@inv.test');
    expect(listed).toMatchObject({ role: 'Agent', departmentIds: [salesId], access: [...AGENT_DEFAULT_ACCESS], invitedBy: 'admin' });
    expect(new Date(listed.expiresAt).getTime() - new Date(listed.createdAt).getTime()).toBe(7 * 24 * 3600_000);
    const token = tokenMailedTo(smtp, 'nia@inv.test');
    const [row] = await rowsFor('nia@inv.test');
    expect(row!.tokenHash).toBe(sha256(token));
    expect(row!.tokenHash).not.toContain(token);
    expect((await preview(token)).body.data).toEqual({ workspaceName: 'admin@inv.test workspace', email: 'nia@inv.test', role: 'Agent' });
    const audit = await team.api.deps.db.select().from(auditLog).where(and(eq(auditLog.workspaceId, team.ws), eq(auditLog.targetId, row!.id)));
    expect(audit.map((a) => [a.action, a.actorName, a.targetLabel])).toEqual([['member.invited', 'admin', 'nia@inv.test']]);
  });

  it('refuses a bad e-mail, role, access list or department, naming the field, and stores nothing', async () => {
    const cases: [object, string, string][] = [
      [{ ...agentBody('x@inv.test'), email: 'not-mail' }, 'email', INVITATION_MESSAGES.emailInvalid],
      [{ ...agentBody('x@inv.test'), role: 'Owner' }, 'role', INVITATION_MESSAGES.role],
      [{ ...agentBody('x@inv.test'), access: [] }, 'access', INVITATION_MESSAGES.accessEmpty],
      [{ ...agentBody('x@inv.test'), access: ['/nowhere'] }, 'access', 'Unknown page: /nowhere.'],
      [{ ...agentBody('x@inv.test'), departmentIds: [foreignDepartment] }, 'departmentIds', INVITATION_MESSAGES.department],
    ];
    for (const [body, field, message] of cases) {
      const res = await invite(team.admin, body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ [field]: message });
    }
    expect(await rowsFor('x@inv.test')).toEqual([]);
  });

  it('refuses an e-mail that is already a member, and a second open invitation (offering to resend)', async () => {
    const member = await invite(team.admin, agentBody('agent@inv.test'));
    expect([member.status, member.body.message]).toEqual([409, alreadyMember('agent@inv.test')]);
    await invite(team.admin, agentBody('twice@inv.test'));
    const again = await invite(team.admin, agentBody('TWICE@inv.test'));
    expect([again.status, again.body.message]).toEqual([409, alreadyInvited('twice@inv.test')]);
    expect(await rowsFor('twice@inv.test')).toHaveLength(1);
  });

  it('answers Failed inviting member when the SMTP server refuses the mail, and leaves nothing open', async () => {
    smtp.refuse(true);
    try {
      const res = await invite(team.admin, agentBody('bounce@inv.test'));
      expect(res.status).toBe(502);
      expect(res.body.message).toMatch(new RegExp(`^${INVITE_FAILED}: the invitation mail to bounce@inv.test could not be sent`));
    } finally {
      smtp.refuse(false);
    }
    expect(await rowsFor('bounce@inv.test')).toEqual([]);
    expect((await invite(team.admin, agentBody('bounce@inv.test'))).status).toBe(200);
  });
});

describe('resending and revoking', () => {
  it('resends with a new link for 7 more days; the old link is dead', async () => {
    await invite(team.admin, agentBody('late@inv.test'));
    const [row] = await rowsFor('late@inv.test');
    const first = tokenMailedTo(smtp, 'late@inv.test');
    team.api.clock.now = new Date(Date.now() + 3 * 24 * 3600_000);
    try {
      const res = await xhr(team.admin, 'post', `/v2/api/invitations/${row!.id}/resend`, {});
      expect(res.status).toBe(200);
      const second = tokenMailedTo(smtp, 'late@inv.test');
      expect(second).not.toBe(first);
      const old = await preview(first);
      expect([old.status, old.body.message.startsWith(LINK_EXPIRED)]).toEqual([404, true]);
      expect((await preview(second)).status).toBe(200);
      const [renewed] = await rowsFor('late@inv.test');
      expect(renewed!.expiresAt.getTime()).toBe(team.api.clock.now.getTime() + 7 * 24 * 3600_000);
    } finally {
      team.api.clock.now = new Date();
    }
  });

  it('revokes: the link stops working and the invitation leaves the list', async () => {
    await invite(team.admin, agentBody('gone@inv.test'));
    const [row] = await rowsFor('gone@inv.test');
    const token = tokenMailedTo(smtp, 'gone@inv.test');
    const res = await xhr(team.admin, 'post', `/v2/api/invitations/${row!.id}/revoke`, {});
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: { email: string }) => i.email)).not.toContain('gone@inv.test');
    expect((await preview(token)).status).toBe(404);
    expect((await xhr(team.admin, 'post', `/v2/api/invitations/${row!.id}/revoke`, {})).status).toBe(404);
  });

  it('shows an expired link as expired, and a new invitation replaces it', async () => {
    await invite(team.admin, agentBody('old@inv.test'));
    const token = tokenMailedTo(smtp, 'old@inv.test');
    team.api.clock.now = new Date(Date.now() + 7 * 24 * 3600_000 + 1000);
    try {
      expect((await preview(token)).body.message).toMatch(new RegExp(`^${LINK_EXPIRED}`));
      expect((await invite(team.admin, agentBody('old@inv.test'))).status).toBe(200);
    } finally {
      team.api.clock.now = new Date();
    }
  });
});

describe('who may invite', () => {
  it('refuses an Agent (403) every Administrator call', async () => {
    const [row] = await rowsFor('nia@inv.test');
    expect((await xhr(team.agent, 'get', '/v2/api/invitations')).status).toBe(403);
    expect((await invite(team.agent, agentBody('sneaky@inv.test'))).status).toBe(403);
    expect((await xhr(team.agent, 'post', `/v2/api/invitations/${row!.id}/resend`, {})).status).toBe(403);
    expect((await xhr(team.agent, 'post', `/v2/api/invitations/${row!.id}/revoke`, {})).status).toBe(403);
    expect(await rowsFor('sneaky@inv.test')).toEqual([]);
  });

  it("answers another workspace's Administrator 404 for this workspace's invitation, and lists only their own", async () => {
    const [row] = await rowsFor('nia@inv.test');
    expect((await xhr(team.outsider, 'post', `/v2/api/invitations/${row!.id}/resend`, {})).status).toBe(404);
    expect((await xhr(team.outsider, 'post', `/v2/api/invitations/${row!.id}/revoke`, {})).status).toBe(404);
    expect((await xhr(team.outsider, 'get', '/v2/api/invitations')).body.data).toEqual([]);
    const [still] = await rowsFor('nia@inv.test');
    expect(still!.revokedAt).toBeNull();
  });
});
