// GET /onboarding/progress (issue 13): the getting-started steps a workspace has done, read from its data.
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_DEFAULT_ACCESS } from '../../../../src/domain/access';
import { insertChannel } from '../channels/repository';
import { invite, teamWithSmtp } from '../invitations/invitationTesting';
import { login, seedUser, xhr } from '../../testing/harness';
import type { TestSmtp } from '../../testing/smtpServer';
import type { Team } from '../../testing/team';

let team: Team;
let smtp: TestSmtp;
let fresh: TestAgent;
let freshWs: string;
beforeAll(async () => {
  ({ team, smtp } = await teamWithSmtp('onb'));
  freshWs = (await seedUser(team.api, { email: 'new-admin@onb.test', workspaceName: 'Harbour Desk' })).workspaceId;
  fresh = await login(team.api, 'new-admin@onb.test');
}, 60_000);
afterAll(async () => {
  await smtp.close();
  await team.api.close();
});

const progress = (as: TestAgent) => xhr(as, 'get', '/v2/api/onboarding/progress');

describe('the getting-started progress', () => {
  it('has nothing done in a new workspace but its name and time zone', async () => {
    const res = await progress(fresh);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ workspace: { name: 'Harbour Desk', timeZone: 'UTC' }, channel: false, invitation: false });
  });

  it('counts a channel connected, then an invitation sent, in this workspace only', async () => {
    await insertChannel(team.api.deps.db, { workspaceId: freshWs, type: 'LINE', name: 'Line', settings: {} });
    expect((await progress(fresh)).body.data).toMatchObject({ channel: true, invitation: false });
    const sent = await invite(fresh, { email: 'first@onb.test', role: 'Agent', departmentIds: [], access: [...AGENT_DEFAULT_ACCESS] });
    expect(sent.status).toBe(200);
    expect((await progress(fresh)).body.data).toMatchObject({ channel: true, invitation: true });
    // The team's workspace has members already, and no channel of the new workspace counts for it.
    expect((await progress(team.admin)).body.data).toMatchObject({ channel: false, invitation: true });
  });

  it('does not count a revoked invitation', async () => {
    const list = (await xhr(fresh, 'get', '/v2/api/invitations')).body.data as { id: string }[];
    expect((await xhr(fresh, 'post', `/v2/api/invitations/${list[0]!.id}/revoke`, {})).status).toBe(200);
    expect((await progress(fresh)).body.data).toMatchObject({ invitation: false });
  });

  it('answers Administrators only', async () => {
    expect([(await progress(team.agent)).status, (await progress(team.agent)).body.code]).toEqual([403, 'ACCESS_DENIED']);
    // Even an Agent whose access list opens the workspace's settings.
    await seedUser(team.api, { email: 'agent@onb-fresh.test', workspaceId: freshWs, role: 'Agent', access: ['/home', '/settings/workspace'] });
    const res = await progress(await login(team.api, 'agent@onb-fresh.test'));
    expect([res.status, res.body.code]).toEqual([403, 'ADMINISTRATOR_ONLY']);
    expect((await team.api.request().get('/v2/api/onboarding/progress')).status).toBe(401);
  });
});
