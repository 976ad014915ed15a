import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, TicketSummary } from '../../../../src/domain/inbox';
import { saveTimeZone } from '../../clock/repository';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { parseTicketListQuery } from './listQuery';

// A date in the ticket list's from/to is a whole day of the workspace, in its time zone.

const bounds = (query: Record<string, string>, zone: string) => {
  const { filter } = parseTicketListQuery(query, zone);
  return { from: filter.from?.toISOString(), to: filter.to?.toISOString() };
};

describe('parseTicketListQuery, dates', () => {
  it('reads a date as the workspace’s day: from its first instant, to the first of the next', () => {
    expect(bounds({ from: '2026-03-04', to: '2026-03-04' }, 'UTC')).toEqual({ from: '2026-03-04T00:00:00.000Z', to: '2026-03-05T00:00:00.000Z' });
    expect(bounds({ from: '2026-03-04', to: '2026-03-04' }, 'Europe/Berlin')).toEqual({ from: '2026-03-03T23:00:00.000Z', to: '2026-03-04T23:00:00.000Z' });
    expect(bounds({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/Berlin')).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
    expect(bounds({ from: '2026-11-01', to: '2026-11-01' }, 'America/New_York')).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-11-02T05:00:00.000Z' });
    expect(bounds({ from: '2026-03-04', to: '2026-03-04' }, 'Asia/Kolkata')).toEqual({ from: '2026-03-03T18:30:00.000Z', to: '2026-03-04T18:30:00.000Z' });
  });

  it('leaves an instant as it is written, whatever the zone', () => {
    expect(bounds({ from: '2026-03-04T12:00:00Z' }, 'Asia/Tokyo').from).toBe('2026-03-04T12:00:00.000Z');
  });
});

describe('GET /tickets?from&to in a workspace of another zone', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('lists the tickets of the workspace’s day, not of the UTC day', async () => {
    api.clock.now = new Date('2026-03-04T12:00:00Z');
    const { workspaceId } = await seedUser(api, { email: 'admin@days.test' });
    await saveTimeZone(api.deps.db, workspaceId, 'America/New_York');
    const admin = await login(api, 'admin@days.test');
    for (const [iso, subject] of [
      ['2026-03-04T04:59:00Z', 'Late on the 3rd in New York'],
      ['2026-03-04T05:00:00Z', 'Early on the 4th in New York'],
      ['2026-03-05T04:59:00Z', 'Late on the 4th in New York'],
    ] as const) {
      api.clock.now = new Date(iso);
      expect((await xhr(admin, 'post', '/v2/api/tickets', { subject })).status).toBe(200);
    }
    api.clock.now = new Date('2026-03-06T12:00:00Z');
    const res = await admin.get('/v2/api/tickets?from=2026-03-04&to=2026-03-04');
    expect(res.status, res.text).toBe(200);
    expect((res.body.data as Page<TicketSummary>).items.map((item) => item.subject)).toEqual(['Late on the 4th in New York', 'Early on the 4th in New York']);
  });
});
