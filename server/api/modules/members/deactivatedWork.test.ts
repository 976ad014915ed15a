// A deactivated member takes no work: nothing can be assigned or transferred to them, the Transfer dialog
// does not offer them, and new unassigned work is not counted for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadFor } from '../alerts/service';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { DEACTIVATED_ASSIGNEE } from '../tickets/actions';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('deact');
});
afterAll(() => w.api.close());

describe('a deactivated member', () => {
  it('is given no work, offered to nobody, and counted no unread work; reactivated, all of it again', async () => {
    // Written after everyone joined (work from before a member joined counts as read).
    w.api.clock.now = new Date(Date.now() + 1000);
    const { conversation } = await w.inbound(w.hook, 'Where is my order?');
    const agent = w.ws.otherAgentId;
    const counts = async () => (await unreadFor(w.api.deps.db, w.ws.id)).get(agent);
    const offered = async () => ((await w.admin.get('/v2/api/chat/transfer-targets')).body.data.members as { id: string }[]).map((m) => m.id);
    expect(await counts()).toEqual({ chat: 1, ticket: 1 });

    expect((await w.post(w.admin, `/workspace/members/${agent}/deactivate`)).status).toBe(200);
    const assign = await w.post(w.admin, `/conversations/${conversation.id}/assign`, { assigneeId: agent });
    expect([assign.status, assign.body.message, assign.body.fields]).toEqual([400, DEACTIVATED_ASSIGNEE, { assigneeId: DEACTIVATED_ASSIGNEE }]);
    const transfer = await w.post(w.admin, `/conversations/${conversation.id}/transfer`, { memberId: agent });
    expect([transfer.status, transfer.body.message]).toEqual([400, DEACTIVATED_ASSIGNEE]);
    expect(await offered()).not.toContain(agent);
    expect(await counts()).toBeUndefined();

    expect((await w.post(w.admin, `/workspace/members/${agent}/reactivate`)).status).toBe(200);
    expect((await w.post(w.admin, `/conversations/${conversation.id}/assign`, { assigneeId: agent })).status).toBe(200);
    expect(await offered()).toContain(agent);
  });
});
