import { describe, expect, it } from 'vitest';
import { filtersKey, isPriority, isStatus, pageSearch, parseTicketView, viewSearch } from './ticketQuery';

const ID = '3f2a9c1e-8b4d-4e2f-9a1b-2c3d4e5f6a7b';
const ID2 = '0a2a9c1e-8b4d-4e2f-9a1b-2c3d4e5f6a7b';

describe('the view in the URL', () => {
  it('reads every filter, repeated keys giving several values', () => {
    const view = parseTicketView(
      `?status=new&status=hold&priority=urgent&channel=LINE&channel=CHATOMNIWEBCHAT&assigneeId=${ID}&departmentId=${ID2}&tag=vip&from=2025-03-01&to=2025-03-31&q=%20refund%20late%20&sort=priority&ticket=${ID.toUpperCase()}`,
    );
    expect(view).toEqual({
      filters: {
        status: ['new', 'hold'],
        priority: ['urgent'],
        channel: ['LINE', 'CHATOMNIWEBCHAT'],
        assigneeId: [ID],
        departmentId: [ID2],
        tag: ['vip'],
        from: '2025-03-01',
        to: '2025-03-31',
        q: 'refund late',
        sort: 'priority',
      },
      ticketId: ID,
    });
  });

  it('drops what the api would refuse: unknown values, malformed ids and dates, an end before the start', () => {
    const view = parseTicketView(
      `status=open&status=new&status=new&priority=critical&channel=line&assigneeId=me&departmentId=1&tag=${'x'.repeat(41)}&tag=%20&from=2025-3-1&to=yesterday&sort=random&ticket=42&q=%20%20`,
    );
    expect(view).toEqual({ filters: { status: ['new'] }, ticketId: null });
    expect(parseTicketView('from=2025-03-10&to=2025-03-01').filters).toEqual({ from: '2025-03-10' });
    expect(parseTicketView('').filters).toEqual({});
  });

  it('reads SLA states and the nearest-due sort, and writes them back', () => {
    const view = parseTicketView('sla=at+risk&sla=breached&sla=late&sort=sla');
    expect(view.filters).toEqual({ sla: ['at risk', 'breached'], sort: 'sla' });
    expect(filtersKey(view.filters)).toBe('sla=at+risk&sla=breached&sort=sla');
  });

  it('cuts a long search to the api limit', () => {
    expect(parseTicketView(`q=${'a'.repeat(300)}`).filters.q).toHaveLength(200);
  });

  it('writes filters in one order, so equal views give equal keys; the default sort is left out', () => {
    const a = filtersKey({ status: ['hold', 'new'], q: ' late ', sort: 'newest', channel: ['LINE'] });
    const b = filtersKey({ channel: ['LINE'], status: ['new', 'hold'], q: 'late' });
    expect(a).toBe(b);
    expect(a).toBe('status=hold&status=new&channel=LINE&q=late');
    expect(filtersKey({ sort: 'updated', from: '2025-03-01', to: '2025-03-02', tag: ['a b'] })).toBe('tag=a+b&from=2025-03-01&to=2025-03-02&sort=updated');
    expect(filtersKey({})).toBe('');
  });

  it('round-trips through the URL', () => {
    const view = { filters: { status: ['hold' as const], priority: ['low' as const], q: 'x y', sort: 'oldest' as const }, ticketId: ID };
    expect(parseTicketView(viewSearch(view))).toEqual(view);
    expect(viewSearch({ filters: {}, ticketId: null })).toBe('');
    expect(viewSearch({ filters: {}, ticketId: ID })).toBe(`ticket=${ID}`);
  });

  it('asks the api for one page at a time, from the cursor', () => {
    expect(pageSearch('status=new', null)).toBe('status=new&limit=50');
    expect(pageSearch('', 'abc=')).toBe('limit=50&cursor=abc%3D');
  });

  it('knows the status and priority values', () => {
    expect(['unassigned', 'new', 'unsolved', 'hold', 'solved', 'open'].map(isStatus)).toEqual([true, true, true, true, true, false]);
    expect(['low', 'medium', 'high', 'urgent', 'none'].map(isPriority)).toEqual([true, true, true, true, false]);
  });
});
