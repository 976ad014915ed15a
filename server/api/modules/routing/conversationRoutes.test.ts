import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routingWorld, type RoutingWorld } from './testRouting';
import { memberSkills } from '../../db/routingSchema';
import { xhr } from '../../testing/harness';

let w: RoutingWorld;

beforeAll(async () => {
  w = await routingWorld('routing-routes');
  await w.online(w.ws.agentId, w.ws.otherAgentId);
});
afterAll(() => w.api.close());

const decisionsOf = (as: Parameters<typeof xhr>[0], id: string) => xhr(as, 'get', `/v2/api/routing/conversations/${id}/decisions`);
const putSkill = (as: Parameters<typeof xhr>[0], id: string, body: object) => xhr(as, 'put', `/v2/api/routing/conversations/${id}/skill`, body);
const getSkill = (as: Parameters<typeof xhr>[0], id: string) => xhr(as, 'get', `/v2/api/routing/conversations/${id}/skill`);

describe('a conversation routed by skill', () => {
  it('waits for the skill its first message names, and routes again when someone chooses no skill', async () => {
    const [billing] = await w.skills(['Billing']);
    await w.keywordRules([{ skillId: billing!, keywords: ['invoice'] }]);
    await w.settings({ defaultMode: 'skills' });
    w.tick();
    const { conversation } = await w.inbound(w.hook, 'Where is my INVOICE?');
    const waiting = await w.conversation(conversation.id);
    expect(waiting).toMatchObject({ assigneeId: null, routingState: 'waiting', neededSkillId: billing, neededSkillSource: 'keyword' });

    // Agents see nothing of it; the Administrator reads why it waits.
    expect((await decisionsOf(w.agent, conversation.id)).status).toBe(403);
    const before = await decisionsOf(w.admin, conversation.id);
    expect(before.body.data).toEqual([expect.objectContaining({ outcome: 'waiting', chosenName: null, reason: 'Waiting: nobody with the skill Billing is available' })]);

    // The Routing panel reads the skill routing found; an Agent who does not hold it may not.
    expect((await getSkill(w.admin, conversation.id)).body.data).toEqual({
      conversationId: conversation.id, neededSkillId: billing, neededSkillSource: 'keyword', routingState: 'waiting', assigneeId: null,
    });
    expect((await getSkill(w.agent, conversation.id)).status).toBe(403);
    expect((await getSkill(w.outsider, conversation.id)).status).toBe(404);
    expect((await putSkill(w.agent, conversation.id, { skillId: null })).status).toBe(403);
    expect((await putSkill(w.admin, conversation.id, { skillId: 'nope' })).body.fields).toEqual({ skillId: 'Choose a skill of this workspace, or none' });
    expect((await putSkill(w.admin, conversation.id, { skillId: w.ws.id })).status).toBe(400);
    expect((await putSkill(w.outsider, conversation.id, { skillId: null })).status).toBe(404);
    expect((await decisionsOf(w.outsider, conversation.id)).status).toBe(404);
    w.tick();
    const chosen = await putSkill(w.admin, conversation.id, { skillId: null });
    expect(chosen.body.data).toMatchObject({ neededSkillId: null, neededSkillSource: 'manual', routingState: 'assigned' });
    const assignee = chosen.body.data.assigneeId as string;
    expect([w.ws.agentId, w.ws.otherAgentId]).toContain(assignee);

    const after = (await decisionsOf(w.admin, conversation.id)).body.data;
    expect(after.map((d: { outcome: string }) => d.outcome)).toEqual(['waiting', 'assigned']);
    expect(after[1]).toMatchObject({ chosenUserId: assignee, chosenName: assignee === w.ws.agentId ? 'agent' : 'agent2' });
    expect(after[1].reason).toMatch(/^No skill needed, chosen as least busy/);
  });

  it("gives the channel's skill to the agent with the highest level, and lets the assignee choose another", async () => {
    const [tech, legal] = await w.skills(['Tech', 'Legal']);
    await w.api.deps.db.insert(memberSkills).values([
      { skillId: tech!, userId: w.ws.agentId, workspaceId: w.ws.id, level: 2 },
      { skillId: tech!, userId: w.ws.otherAgentId, workspaceId: w.ws.id, level: 4 },
    ]);
    await w.channelSkill(w.hook.id, tech!);
    w.tick();
    const { conversation } = await w.inbound(w.hook, 'hello');
    const c = await w.conversation(conversation.id);
    expect(c).toMatchObject({ assigneeId: w.ws.otherAgentId, neededSkillId: tech, neededSkillSource: 'channel' });
    expect((await getSkill(w.otherAgent, c.id)).body.data).toMatchObject({ neededSkillId: tech, neededSkillSource: 'channel' });
    const set = await putSkill(w.otherAgent, c.id, { skillId: legal });
    expect(set.body.data).toMatchObject({ neededSkillId: legal, neededSkillSource: 'manual', assigneeId: w.ws.otherAgentId, routingState: 'assigned' });
    await w.channelSkill(w.hook.id, null);
  });
});

describe('ticket priority', () => {
  it('weighs the conversation in the queue: urgent 3, low 0', async () => {
    await w.settings({ defaultMode: 'manual' });
    const { conversation } = await w.inbound(w.hook, 'priority please');
    if (!(await w.conversation(conversation.id)).ticketId) await w.post(w.admin, `/conversations/${conversation.id}/ticket`);
    const c = await w.conversation(conversation.id);
    expect((await w.post(w.admin, `/tickets/${c.ticketId}/priority`, { priority: 'urgent' })).status).toBe(200);
    expect((await w.conversation(c.id)).routingPriority).toBe(3);
    expect((await w.post(w.admin, `/tickets/${c.ticketId}/priority`, { priority: 'low' })).status).toBe(200);
    expect((await w.conversation(c.id)).routingPriority).toBe(0);
  });
});
