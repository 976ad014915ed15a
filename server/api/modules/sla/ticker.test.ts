import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/inboxSchema';
import { eventsSince, latestSeq } from '../../testing/team';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { startSlaBackground } from './background';
import { runSlaTicker } from './ticker';
import { postPolicy } from './testPolicy';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('sla-ticker');
  await postPolicy(w.admin);
});
afterAll(() => w.api.close());

const MIN = 60_000;
const move = (minutes: number) => (w.api.clock.now = new Date(w.api.clock.now.getTime() + minutes * MIN));
const slaEvents = async (as: Parameters<typeof eventsSince>[0], since: number) =>
  (await eventsSince(as, since)).filter((e) => e.type === 'ticket sla' || e.type === 'ticket updated');

describe('the SLA ticker', () => {
  it('turns a ticket at risk, then breached, publishing it and telling its assignee and the Administrators', async () => {
    const start = w.api.clock.now;
    const { conversation } = await w.inbound(w.hook, 'Where is my parcel?');
    const id = conversation.ticketId!;
    await w.api.deps.db.update(tickets).set({ assigneeId: w.ws.agentId, status: 'new' }).where(eq(tickets.id, id));
    const since = await latestSeq(w.admin);

    move(44);
    expect(await runSlaTicker(w.api.deps)).toBe(0);
    move(1);
    expect(await runSlaTicker(w.api.deps)).toBe(1);
    expect((await w.api.deps.db.select().from(tickets).where(eq(tickets.id, id)))[0]).toMatchObject({
      slaState: 'at risk',
      slaNextCheckAt: new Date(start.getTime() + 60 * MIN),
    });
    move(15);
    expect(await runSlaTicker(w.api.deps)).toBe(1);
    expect(await runSlaTicker(w.api.deps)).toBe(0);

    const dueAt = new Date(start.getTime() + 60 * MIN).toISOString();
    for (const as of [w.agent, w.admin]) {
      const events = await slaEvents(as, since);
      expect(events.map((e) => [e.type, e.type === 'ticket sla' ? e.payload.state : (e.payload as { ticket: { sla: { state: string } } }).ticket.sla.state])).toEqual([
        ['ticket updated', 'at risk'],
        ['ticket sla', 'at risk'],
        ['ticket updated', 'breached'],
        ['ticket sla', 'breached'],
      ]);
      expect(events[3]!.payload).toEqual({ ticketId: id, ticketNumber: expect.any(Number), subject: 'Where is my parcel?', state: 'breached', target: 'firstResponse', dueAt });
    }
    expect(await slaEvents(w.otherAgent, since)).toEqual([]);
  });

  it('runs in the background every few seconds', async () => {
    const { conversation } = await w.inbound(w.hook, 'Still waiting');
    const id = conversation.ticketId!;
    move(50);
    const background = startSlaBackground(w.api.deps, 10);
    const state = async () => (await w.api.deps.db.select({ s: tickets.slaState }).from(tickets).where(eq(tickets.id, id)))[0]!.s;
    for (let i = 0; i < 200 && (await state()) !== 'at risk'; i += 1) await new Promise((r) => setTimeout(r, 10));
    await background.stop();
    expect(await state()).toBe('at risk');
  });
});
