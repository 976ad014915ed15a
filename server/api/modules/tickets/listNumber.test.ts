import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, TicketSummary } from '../../../../src/domain/inbox';
import { tickets } from '../../db/inboxSchema';
import { seedTeam, type Team } from '../../testing/team';
import type { TicketRow } from './repository';
import { putTicket } from './testWorld';

// GET /tickets?number=N: one ticket by its number, as the command palette looks it up ('#19'), with the
// list's own rules for who sees what.
let w: Team;
const t: Record<string, TicketRow> = {};

beforeAll(async () => {
  w = await seedTeam('listnumber');
  t.mine = await putTicket(w, { subject: 'Mine', assigneeId: w.agentId });
  t.theirs = await putTicket(w, { subject: 'Theirs', assigneeId: w.otherAgentId });
  t.open = await putTicket(w, { subject: 'Nobody yet' });
  t.merged = await putTicket(w, { subject: 'Merged away', status: 'solved' });
  await w.api.deps.db.update(tickets).set({ mergedIntoId: t.open!.id }).where(eq(tickets.id, t.merged!.id));
}, 60_000);
afterAll(() => w.api.close());

async function byNumber(as: Team['admin'], number: number | string) {
  const res = await as.get(`/v2/api/tickets?number=${number}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data as Page<TicketSummary>;
}

describe('GET /tickets?number=', () => {
  it('finds exactly the ticket of that number', async () => {
    const page = await byNumber(w.admin, t.theirs!.number);
    expect(page.items.map((ticket) => ticket.subject)).toEqual(['Theirs']);
    expect(page.total).toBe(1);
  });

  it("keeps an Agent to unassigned work and their own: a colleague's ticket is not found", async () => {
    expect((await byNumber(w.agent, t.mine!.number)).items.map((ticket) => ticket.id)).toEqual([t.mine!.id]);
    expect((await byNumber(w.agent, t.open!.number)).items.map((ticket) => ticket.id)).toEqual([t.open!.id]);
    expect(await byNumber(w.agent, t.theirs!.number)).toMatchObject({ items: [], total: 0 });
  });

  it('finds nothing for a number no ticket has, or a merged one', async () => {
    expect(await byNumber(w.admin, 999_999)).toMatchObject({ items: [], total: 0 });
    expect(await byNumber(w.admin, t.merged!.number)).toMatchObject({ items: [], total: 0 });
  });

  it('answers 400 naming the field for what is not a ticket number', async () => {
    for (const bad of ['0', '-3', '1.5', 'abc', '12345678901', '%2319']) {
      const res = await w.admin.get(`/v2/api/tickets?number=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors?.number ?? res.text, bad).toMatch(/ticket number/);
    }
  });
});
