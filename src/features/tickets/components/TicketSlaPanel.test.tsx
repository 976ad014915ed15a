import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageSelector } from '../../../app/hooks';
import { makeStore } from '../../../app/makeStore';
import { DEFAULT_WEEK } from '../../../domain/businessHoursRules';
import type { TicketDetail } from '../../../domain/inbox';
import type { SlaClock, TicketSlaDetail } from '../../../domain/sla';
import { routedHttp } from '../../../services/testing/routedHttp';
import { errorsSlice } from '../../errors/errorsSlice';
import { eventsReceived } from '../../realtime/realtimeSlice';
import { ticket, ticketUpdated } from '../testing/ticketFixtures';
import { selectTicketDetail, ticketDetailSlice, ticketReceived } from '../ticketDetailSlice';
import { ticketSlaSaga } from '../ticketSlaSagas';
import { SLA_TICK_MS, TicketSlaPanel } from './TicketSlaPanel';

// Wednesday 25 November 2026, 10:00 in Paris (UTC+1), inside Monday-to-Friday 09:00-17:00.
const NOW = Date.parse('2026-11-25T09:00:00.000Z');
const clock = (overrides: Partial<SlaClock>): SlaClock => ({
  targetMinutes: 30,
  runningSince: '2026-11-25T09:00:00.000Z',
  spentMinutes: 0,
  dueAt: '2026-11-25T09:30:00.000Z',
  atRiskAt: '2026-11-25T09:22:30.000Z',
  doneAt: null,
  state: 'on track',
  ...overrides,
});
const slaOf = (clocks: TicketSlaDetail['clocks']['clocks']): TicketSlaDetail => ({
  clocks: { policyId: 'p1', businessHours: true, calendarId: 'c1', clocks },
  calendar: { timeZone: 'Europe/Paris', week: DEFAULT_WEEK, holidays: [] },
  policyName: 'Urgent',
});
const open = ticket(12, { sla: { state: 'on track', dueAt: '2026-11-25T09:30:00.000Z', target: 'firstResponse', policyName: 'Urgent' } });
const detail = (sla: TicketSlaDetail): TicketDetail => ({ ticket: open, contact: null, messages: [], history: [], notes: [], sla });

function Pane() {
  const state = usePageSelector(selectTicketDetail);
  return state.detail ? <TicketSlaPanel ticket={state.detail.ticket} sla={state.detail.sla} /> : null;
}

function setup(refreshed: TicketSlaDetail) {
  const { http, calls } = routedHttp({ [`GET /v2/api/tickets/${open.id}`]: () => ({ result: 'success', data: detail(refreshed) }) });
  const store = makeStore({ reducer: { errors: errorsSlice.reducer, ticketDetail: ticketDetailSlice.reducer }, deps: { http }, sagas: [ticketSlaSaga] });
  store.dispatch(ticketDetailSlice.actions.opened(open.id));
  store.dispatch(ticketReceived({ id: open.id, detail: detail(slaOf({ firstResponse: clock({}), resolution: clock({ targetMinutes: 480 }) })) }));
  render(
    <Provider store={store}>
      <Pane />
    </Provider>,
  );
  return { store, reads: () => calls.length };
}

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the ticket’s SLA panel', () => {
  it('counts down in business time every 30 seconds', () => {
    setup(slaOf({}));
    expect(screen.getByRole('heading', { name: 'SLA: Urgent' })).toBeInTheDocument();
    expect(screen.getByTestId('sla-firstResponse')).toHaveTextContent('First responseOn track30 min of business time left');
    expect(screen.getByTestId('sla-resolution')).toHaveTextContent('8 h of business time left');
    act(() => void vi.advanceTimersByTime(SLA_TICK_MS * 2 * 25));
    expect(screen.getByTestId('sla-firstResponse')).toHaveTextContent('5 min of business time left');
    act(() => void vi.advanceTimersByTime(SLA_TICK_MS * 2 * 7));
    expect(screen.getByTestId('sla-firstResponse')).toHaveTextContent('overdue by 2 min of business time');
  });

  it('says when a closed calendar resumes, the time left held', () => {
    vi.setSystemTime(Date.parse('2026-11-25T17:00:00.000Z'));
    setup(slaOf({}));
    act(() => void vi.advanceTimersByTime(SLA_TICK_MS));
    expect(screen.getByTestId('sla-resolution')).toHaveTextContent('Outside business hours — resumes Thu 09:00');
  });

  it('reads the clocks again when the ticket’s SLA changes, and shows them', async () => {
    const { store, reads } = setup(slaOf({ firstResponse: clock({ doneAt: '2026-11-25T09:05:00.000Z', state: 'met' }), resolution: clock({ runningSince: null, spentMinutes: 5, targetMinutes: 480 }) }));
    expect(reads()).toBe(0);
    const changed = { ...open, status: 'hold' as const, sla: { ...open.sla!, state: 'met' as const }, updatedAt: new Date(NOW + 1_000).toISOString() };
    act(() => void store.dispatch(eventsReceived({ events: [ticketUpdated(1, changed)], lastSeq: 1 })));
    await waitFor(() => expect(screen.getByTestId('sla-firstResponse')).toHaveTextContent('Met'));
    expect(screen.getByTestId('sla-resolution')).toHaveTextContent('Paused');
    expect(reads()).toBe(1);
  });
});
