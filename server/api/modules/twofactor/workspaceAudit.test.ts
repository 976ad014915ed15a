// The workspace's two-factor changes in the audit log: one line each, in the change's transaction.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/adminSchema';
import { xhr } from '../../testing/harness';
import { seedTeam, type Team } from '../../testing/team';
import { enrol } from './testTwoFactor';

let team: Team;
beforeAll(async () => {
  team = await seedTeam('tfaudit');
  await enrol(team.api, team.admin);
});
afterAll(() => team.api.close());

const lines = () => team.api.deps.db.select().from(auditLog).where(eq(auditLog.workspaceId, team.ws)).orderBy(desc(auditLog.createdAt));
const requireIt = (required: boolean) => xhr(team.admin, 'put', '/v2/api/workspace/two-factor', { required });

describe('the audit log of two-factor login', () => {
  it('records the requirement switched on and off, once each; the same value again records nothing', async () => {
    expect((await requireIt(true)).status).toBe(200);
    expect((await requireIt(true)).status).toBe(200);
    expect((await requireIt(false)).status).toBe(200);
    expect((await lines()).map((l) => [l.action, l.actorId, l.targetType, l.before, l.after])).toEqual([
      ['two-factor-requirement.changed', team.adminId, 'workspace', { twoFactorRequired: true }, { twoFactorRequired: false }],
      ['two-factor-requirement.changed', team.adminId, 'workspace', { twoFactorRequired: false }, { twoFactorRequired: true }],
    ]);
  });

  it("records a member's reset, naming the member; a refused reset records nothing", async () => {
    await enrol(team.api, team.agent);
    const count = (await lines()).length;
    expect((await xhr(team.admin, 'post', `/v2/api/workspace/members/${team.otherAgentId}/two-factor/reset`, {})).body.code).toBe('REFUSED');
    expect(await lines()).toHaveLength(count);
    expect((await xhr(team.admin, 'post', `/v2/api/workspace/members/${team.agentId}/two-factor/reset`, {})).status).toBe(200);
    expect((await lines())[0]).toMatchObject({
      action: 'member.two-factor-reset',
      targetId: team.agentId,
      targetLabel: 'agent@tfaudit.test',
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
  });
});
