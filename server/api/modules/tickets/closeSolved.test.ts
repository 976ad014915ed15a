import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../../jobs/registry';
import { createJobRunner } from '../../jobs/scheduledJobs';
import { ticketHistory, tickets } from '../../db/inboxSchema';
import { eventsSince, latestSeq } from '../../testing/team';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';

const DAY = 86_400_000;
let w: ConversationWorld;
const ticket = async (id: string) => (await w.api.deps.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const later = (ms: number) => {
  w.api.clock.now = new Date(w.api.clock.now.getTime() + ms);
};
const solvedTicket = async (text: string) => {
  const { conversation } = await w.inbound(w.hook, text);
  expect((await w.post(w.admin, `/tickets/${conversation.ticketId}/status`, { status: 'solved' })).status).toBe(200);
  return conversation.ticketId!;
};

beforeAll(async () => {
  w = await conversationWorld('close-solved');
});
afterAll(() => w.api.close());

describe("the scheduled job 'close solved tickets after N days'", () => {
  it('closes, on one run of the job, the tickets solved more than N days ago, with their history line and events', async () => {
    const old = await solvedTicket('solved long ago');
    later(DAY);
    const recent = await solvedTicket('solved yesterday');
    const open = (await w.inbound(w.hook, 'still open')).conversation.ticketId!;
    // Off (the default): nothing closes, however old.
    later(2 * DAY);
    const runner = createJobRunner(w.api.deps, SCHEDULED_JOBS);
    expect(await runner.runDue()).toContain('close-solved-tickets');
    expect((await ticket(old)).statusOmni).toBe('solved');

    await w.post(w.admin, '/setting/ticket/update', { workspace: w.ws.id, closeSolvedAfterDays: 3 });
    later(3600_000);
    const since = await latestSeq(w.admin);
    expect(await runner.runDue()).toContain('close-solved-tickets');
    expect(await ticket(old)).toMatchObject({ status: 'solved', statusOmni: 'closed' });
    expect((await ticket(recent)).statusOmni).toBe('solved');
    expect((await ticket(open)).statusOmni).not.toBe('closed');
    const lines = await w.api.deps.db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, old));
    expect(lines.at(-1)).toMatchObject({ field: 'statusOmni', old: 'solved', new: 'closed', actorId: null });
    const events = await eventsSince(w.admin, since);
    expect(events.filter((e) => e.type === 'ticket event').map((e) => e.payload)).toEqual([
      expect.objectContaining({ ticketId: old, action: 'close', ticketStatusOmni: 'closed', actorId: null }),
    ]);

    // Not due again within the hour (the lease and last run are in the database); then the next one is due.
    later(30 * 60_000);
    expect(await createJobRunner(w.api.deps, SCHEDULED_JOBS).runDue()).not.toContain('close-solved-tickets');
    later(DAY);
    expect(await createJobRunner(w.api.deps, SCHEDULED_JOBS).runDue()).toContain('close-solved-tickets');
    expect((await ticket(recent)).statusOmni).toBe('closed');
  });
});
