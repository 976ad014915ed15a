import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TicketSla } from '../../../domain/sla';
import { eventsReceived } from '../../realtime/realtimeSlice';
import { ticket, ticketUpdated } from '../testing/ticketFixtures';
import { lastPath, listbox, setup } from '../testing/ticketsPageHarness';

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000 - 1_000).toISOString();
const sla = (state: TicketSla['state'], dueAt: string | null): TicketSla => ({ state, dueAt, target: 'firstResponse', policyName: 'Urgent' });
const late = ticket(1, { subject: 'Late', sla: sla('breached', inMinutes(-12)) });
const soon = ticket(2, { subject: 'Soon', sla: sla('on track', inMinutes(26)) });
const none = ticket(3, { subject: 'No policy', sla: null });
const page = () => ({ result: 'success', data: { items: [late, soon, none], nextCursor: null, total: 3 } });
const row = (n: number) => within(listbox()).getByRole('option', { name: new RegExp(`#${n}\\b`) });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the ticket list’s SLA', () => {
  it('shows each ticket’s state as a tag with its due time, and nothing without a policy', async () => {
    setup({ list: page });
    await waitFor(() => expect(row(1)).toBeInTheDocument());
    expect(within(row(1)).getByTestId('ticket-sla')).toHaveTextContent('SLA: Breached12 min overdue');
    expect(within(row(2)).getByTestId('ticket-sla')).toHaveTextContent('SLA: On trackdue in 26 min');
    expect(within(row(3)).queryByTestId('ticket-sla')).toBeNull();
  });

  it('turns a row at risk live from the ticket’s update', async () => {
    const { store } = setup({ list: page });
    await waitFor(() => expect(row(2)).toHaveTextContent('On track'));
    const changed = { ...soon, sla: sla('at risk', inMinutes(5)), updatedAt: new Date(Date.now() + 1_000).toISOString() };
    act(() => void store.dispatch(eventsReceived({ events: [ticketUpdated(1, changed)], lastSeq: 1 })));
    expect(within(row(2)).getByTestId('ticket-sla')).toHaveTextContent('At riskdue in 5 min');
  });

  it('counts a ticket that arrives between two ticks of the list’s minute clock from the time it arrives', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { store } = setup({ list: page });
    await waitFor(() => expect(row(1)).toBeInTheDocument());
    vi.setSystemTime(Date.now() + 40_000);
    const arrived = ticket(4, { subject: 'Just in', createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), sla: sla('on track', new Date(Date.now() + 30 * 60_000).toISOString()) });
    act(() => void store.dispatch(eventsReceived({ events: [ticketUpdated(1, arrived)], lastSeq: 1 })));
    expect(within(row(4)).getByTestId('ticket-sla')).toHaveTextContent('due in 30 min');
  });

  it('filters by SLA state and sorts by the nearest due time through the api', async () => {
    const { get, memory } = setup({ list: page });
    await waitFor(() => expect(row(1)).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /^SLA/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'At risk' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Breached' }));
    await waitFor(() => expect(lastPath(memory)).toBe('/v2/app/ticket?sla=at+risk&sla=breached'));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/v2/api/tickets?sla=at+risk&sla=breached&limit=50'));
    expect(screen.getByRole('option', { name: 'Nearest due' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'sla' } });
    await waitFor(() => expect(get).toHaveBeenCalledWith('/v2/api/tickets?sla=at+risk&sla=breached&sort=sla&limit=50'));
  });
});
