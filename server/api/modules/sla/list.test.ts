import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, TicketDetail, TicketSummary } from '../../../../src/domain/inbox';
import { isTicketSummary } from '../../../../src/domain/realtimeEventGuards';
import type { SlaState } from '../../../../src/domain/sla';
import { tickets } from '../../db/inboxSchema';
import { seedTeam, type Team } from '../../testing/team';
import { putTickets } from '../tickets/testWorld';
import { postPolicy } from './testPolicy';

let w: Team;
const MIN = 60_000;
const base = new Date('2026-11-23T10:00:00Z');
/** Due in minutes from base, or none; several share a due time so the id decides. */
const DUES = [30, -10, 30, 5, null, 60, 30, null, 5, null, 120, null];
const STATES: (SlaState | null)[] = ['on track', 'breached', 'at risk', 'at risk', null, 'on track', 'breached', null, 'on track', null, 'met', null];
let ids: string[] = [];

beforeAll(async () => {
  w = await seedTeam('sla-list');
  w.api.clock.now = base;
  const policyId = await postPolicy(w.admin);
  const rows = await putTickets(w, DUES.length, { subject: 'Due' });
  ids = rows.map((r) => r.id);
  for (const [i, row] of rows.entries()) {
    const minutes = DUES[i];
    if (minutes === null || minutes === undefined) continue;
    const dueAt = new Date(base.getTime() + minutes * MIN);
    const clock = { targetMinutes: 60, runningSince: base.toISOString(), spentMinutes: 0, dueAt: dueAt.toISOString(), atRiskAt: null, doneAt: null, state: STATES[i]! };
    await w.api.deps.db
      .update(tickets)
      .set({ slaPolicyId: policyId, sla: { policyId, businessHours: false, calendarId: null, clocks: { firstResponse: clock } }, slaState: STATES[i], slaDueAt: dueAt })
      .where(eq(tickets.id, row.id));
  }
}, 60_000);
afterAll(() => w.api.close());

const page = async (query: string) => {
  const res = await w.admin.get(`/v2/api/tickets?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as Page<TicketSummary>;
};

describe('the ticket list by SLA', () => {
  it('sorts by the nearest due first, tickets without one last (newest first), paging without gaps or repeats', async () => {
    const seen: TicketSummary[] = [];
    let cursor: string | null = null;
    do {
      const p: Page<TicketSummary> = await page(`sort=sla&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...p.items);
      cursor = p.nextCursor;
    } while (cursor);
    const withDue = ids.map((id, i) => ({ id, due: DUES[i] })).filter((r): r is { id: string; due: number } => r.due !== null);
    withDue.sort((a, b) => a.due - b.due || (a.id < b.id ? -1 : 1));
    // created at the same time: the larger id first
    const withoutSorted = ids.filter((_, i) => DUES[i] === null).sort((a, b) => (a < b ? 1 : -1));
    expect(seen.map((s) => s.id)).toEqual([...withDue.map((r) => r.id), ...withoutSorted]);
  });

  it('filters by states and carries the SLA in each summary', async () => {
    const p = await page('sla=at%20risk&sla=breached&sort=sla');
    const expected = ids.filter((_, i) => STATES[i] === 'at risk' || STATES[i] === 'breached');
    expect(p.items.map((s) => s.id).sort()).toEqual([...expected].sort());
    expect(p.total).toBe(4);
    expect(p.items[0]!.sla).toEqual({ state: 'breached', dueAt: new Date(base.getTime() - 10 * MIN).toISOString(), target: 'firstResponse', policyName: 'Medium 24/7' });
    expect(p.items.every(isTicketSummary)).toBe(true);
    const bad = await w.admin.get('/v2/api/tickets?sla=late');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ sla: 'sla must be one of on track, at risk, breached, met' });
  });

  it('answers the detail with its clocks and policy, and null without an SLA', async () => {
    const detail = (await w.admin.get(`/v2/api/tickets/${ids[0]}`)).body.data as TicketDetail;
    expect(detail.sla).toMatchObject({ policyName: 'Medium 24/7', calendar: null, clocks: { businessHours: false, clocks: { firstResponse: { targetMinutes: 60 } } } });
    expect(detail.ticket.sla?.state).toBe('on track');
    const none = (await w.admin.get(`/v2/api/tickets/${ids[4]}`)).body.data as TicketDetail;
    expect(none.sla).toBeNull();
    expect(none.ticket.sla).toBeNull();
  });
});
