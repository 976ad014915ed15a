// Removing a department moves its tickets and channel defaults, then deletes it, in one transaction: when
// the delete fails, nothing moved, no audit line is written and nothing is published.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/adminSchema';
import { channels, tickets } from '../../db/inboxSchema';
import { refuseUpdates, storedEvents } from '../../testing/failingWrites';
import { xhr } from '../../testing/harness';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { createDepartment } from './service';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('committeddepartments');
});
afterAll(() => w.api.close());

describe('removing a department whose delete fails', () => {
  it('leaves its tickets and channels where they were, records nothing and publishes nothing', async () => {
    const keep = await createDepartment(w.api.deps, w.ws.id, 'Keep');
    const gone = await createDepartment(w.api.deps, w.ws.id, 'Gone');
    await xhr(w.admin, 'put', `/v2/api/departments/channels/${w.line.id}`, { departmentId: gone.id });
    const { conversation } = await w.inbound(w.line, 'file me under Gone');
    const departmentOfTicket = async () => (await w.api.deps.db.select({ d: tickets.departmentId }).from(tickets).where(eq(tickets.conversationId, conversation.id)))[0]!.d;
    const channelDefault = async () => (await w.api.deps.db.select({ d: channels.defaultDepartmentId }).from(channels).where(eq(channels.id, w.line.id)))[0]!.d;
    const removals = () => w.api.deps.db.select().from(auditLog).where(and(eq(auditLog.workspaceId, w.ws.id), eq(auditLog.action, 'department.removed')));
    expect(await departmentOfTicket()).toBe(gone.id);
    const eventsBefore = await storedEvents(w.api, w.ws.id);

    const allow = await refuseUpdates(w.api, 'departments', 'DELETE');
    try {
      expect((await xhr(w.admin, 'post', `/v2/api/departments/${gone.id}/remove`, { moveTo: keep.id })).status).toBe(500);
    } finally {
      await allow();
    }
    expect(await departmentOfTicket()).toBe(gone.id);
    expect(await channelDefault()).toBe(gone.id);
    expect(await removals()).toEqual([]);
    expect(await storedEvents(w.api, w.ws.id)).toBe(eventsBefore);

    expect((await xhr(w.admin, 'post', `/v2/api/departments/${gone.id}/remove`, { moveTo: keep.id })).status).toBe(200);
    expect(await departmentOfTicket()).toBe(keep.id);
    expect(await channelDefault()).toBe(keep.id);
    expect(await removals()).toHaveLength(1);
    // The departments list, then the moved ticket and its conversation (movedWork.test.ts).
    expect(await storedEvents(w.api, w.ws.id)).toBe(eventsBefore + 3);
  });
});
