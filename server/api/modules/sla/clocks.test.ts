import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, departments, tickets } from '../../db/inboxSchema';
import { xhr } from '../../testing/harness';
import { eventsSince, latestSeq } from '../../testing/team';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { postPolicy } from './testPolicy';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('sla-clocks');
  await postPolicy(w.admin, { name: 'Medium', nextResponseMinutes: 30, resolutionMinutes: 240 });
  await postPolicy(w.admin, { name: 'Urgent', priority: 'urgent', firstResponseMinutes: 10, nextResponseMinutes: 30, resolutionMinutes: 240 });
});
afterAll(() => w.api.close());

const MIN = 60_000;
const move = (minutes: number) => {
  w.api.clock.now = new Date(w.api.clock.now.getTime() + minutes * MIN);
  return w.api.clock.now;
};
const ticketOf = async (id: string) => (await w.api.deps.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

describe('a ticket’s SLA clocks', () => {
  it('a webhook message makes a ticket with its due times; a reply meets the first response; the customer writing again owes the next', async () => {
    const t0 = w.api.clock.now;
    const { conversation } = await w.inbound(w.hook, 'My order is late', 'late-order');
    const created = await ticketOf(conversation.ticketId!);
    expect(created).toMatchObject({ slaState: 'on track', slaDueAt: new Date(t0.getTime() + 60 * MIN), slaNextCheckAt: new Date(t0.getTime() + 45 * MIN) });
    expect(created.sla?.clocks.firstResponse?.runningSince).toBe(t0.toISOString());

    move(20);
    expect((await xhr(w.admin, 'post', `/v2/api/conversations/${conversation.id}/messages`, { text: 'On it' })).status).toBe(200);
    const replied = await ticketOf(created.id);
    expect(replied.sla?.clocks.firstResponse).toMatchObject({ state: 'met' });
    expect(replied).toMatchObject({ slaState: 'on track', slaDueAt: new Date(t0.getTime() + 240 * MIN) });

    const t1 = move(10);
    const since = await latestSeq(w.admin);
    await w.inbound(w.hook, 'Any news?', 'late-order');
    // the list learns the nearer due at once
    const updated = (await eventsSince(w.admin, since)).filter((e) => e.type === 'ticket updated');
    expect(updated.map((e) => (e.payload as { ticket: { sla: { dueAt: string } } }).ticket.sla.dueAt)).toEqual([new Date(t1.getTime() + 30 * MIN).toISOString()]);
    const again = await ticketOf(created.id);
    expect(again.sla?.clocks.nextResponse?.runningSince).toBe(t1.toISOString());
    expect(again.slaDueAt).toEqual(new Date(t1.getTime() + 30 * MIN));
  });

  it('hold pauses the resolution; a higher priority takes its policy', async () => {
    const { conversation } = await w.inbound(w.hook, 'Broken again', 'holder');
    const id = conversation.ticketId!;
    await xhr(w.admin, 'post', `/v2/api/conversations/${conversation.id}/messages`, { text: 'Looking' });
    move(100);
    expect((await xhr(w.admin, 'post', `/v2/api/tickets/${id}/status`, { status: 'hold' })).status).toBe(200);
    const held = await ticketOf(id);
    expect(held.sla?.clocks.resolution).toMatchObject({ runningSince: null, spentMinutes: 100 });
    expect(held).toMatchObject({ slaDueAt: null, slaNextCheckAt: null, slaState: 'on track' });

    const t1 = move(1000);
    await xhr(w.admin, 'post', `/v2/api/tickets/${id}/status`, { status: 'unsolved' });
    expect((await ticketOf(id)).slaDueAt).toEqual(new Date(t1.getTime() + 140 * MIN));

    expect((await xhr(w.admin, 'post', `/v2/api/tickets/${id}/priority`, { priority: 'urgent' })).status).toBe(200);
    const urgent = await ticketOf(id);
    expect(urgent.sla?.clocks.firstResponse).toMatchObject({ targetMinutes: 10, state: 'met' });
    expect(urgent.slaPolicyId).not.toBe(held.slaPolicyId);

    expect((await xhr(w.admin, 'post', `/v2/api/tickets/${id}/priority`, { priority: 'low' })).status).toBe(200);
    expect(await ticketOf(id)).toMatchObject({ slaPolicyId: null, sla: null, slaState: null, slaDueAt: null });
  });

  it('a ticket filed under its channel’s department takes that department’s policy', async () => {
    const db = w.api.deps.db;
    const [vip] = await db.insert(departments).values({ workspaceId: w.ws.id, name: 'VIP' }).returning();
    await db.update(channels).set({ defaultDepartmentId: vip!.id }).where(eq(channels.id, w.hook.id));
    const made = await postPolicy(w.admin, { name: 'VIP', departmentId: vip!.id, firstResponseMinutes: 5 });
    const t0 = w.api.clock.now;
    const { conversation } = await w.inbound(w.hook, 'VIP here');
    expect(await ticketOf(conversation.ticketId!)).toMatchObject({ departmentId: vip!.id, slaPolicyId: made, slaDueAt: new Date(t0.getTime() + 5 * MIN) });
  });
});
