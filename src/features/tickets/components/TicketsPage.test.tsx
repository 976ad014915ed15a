import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../domain/realtimeEvents';
import type { BulkJob } from '../../../domain/ticketBulk';
import { ApiError } from '../../../services/http';
import { eventsReceived } from '../../realtime/realtimeSlice';
import { ticketUpdated } from '../testing/ticketFixtures';
import { first, lastPath, listbox, ME, second, setup } from '../testing/ticketsPageHarness';

describe('TicketsPage', () => {
  afterEach(cleanup);

  it('lists the tickets with their count, labels of spec §3/§4 and customer text as text', async () => {
    setup();
    await waitFor(() => expect(screen.getByTestId('ticket-count')).toHaveTextContent('2 tickets'));
    const row = within(listbox()).getByRole('option', { name: /#1/ });
    expect(row).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // unsolved with an empty omni status is shown as New
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByText('Urgent Priority')).toBeInTheDocument();
    expect(within(row).getByText('Line')).toBeInTheDocument();
    expect(within(row).getByText('Unassigned')).toBeInTheDocument();
    await waitFor(() => expect(within(listbox()).getByRole('option', { name: /#2/ })).toHaveTextContent('Bo'));
    expect(screen.getByText('No more data.')).toBeInTheDocument();
  });

  it('reads the filters from the URL and asks the api for them', async () => {
    const { get } = setup({ path: `/v2/app/ticket?status=hold&q=refund&sort=oldest` });
    await waitFor(() => expect(get).toHaveBeenCalledWith('/v2/api/tickets?status=hold&q=refund&sort=oldest&limit=50'));
    expect(screen.getByLabelText('Search')).toHaveValue('refund');
    expect(screen.getByLabelText('Sort by')).toHaveValue('oldest');
  });

  it('puts a search in the URL once typing pauses, and reloads the list', async () => {
    const { get, memory } = setup();
    await waitFor(() => expect(screen.getByTestId('ticket-count')).toHaveTextContent('2 tickets'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'refund ' } });
    await waitFor(() => expect(lastPath(memory)).toBe('/v2/app/ticket?q=refund'));
    expect(screen.getByLabelText('Search')).toHaveValue('refund ');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/v2/api/tickets?q=refund&limit=50'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'priority' } });
    expect(lastPath(memory)).toBe('/v2/app/ticket?q=refund&sort=priority');
  });

  it("says 'No result.' for an empty list and 'Opps, something went wrong.' with a retry for a failed one", async () => {
    let fail = true;
    setup({
      list: () => {
        if (fail) throw new ApiError(500, 'down', null);
        return { result: 'success', data: { items: [], nextCursor: null, total: 0 } };
      },
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Opps, something went wrong.'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('No result.')).toBeInTheDocument());
    expect(screen.getByTestId('ticket-count')).toHaveTextContent('0 tickets');
  });

  it('opens a ticket from the keyboard, changes its status, and shows live changes in place', async () => {
    const { memory, post, store } = setup();
    await waitFor(() => expect(screen.getByTestId('ticket-count')).toHaveTextContent('2 tickets'));
    fireEvent.keyDown(listbox(), { key: 'ArrowDown' });
    fireEvent.keyDown(listbox(), { key: 'Enter' });
    expect(lastPath(memory)).toBe(`/v2/app/ticket?ticket=${second.id}`);
    const pane = await screen.findByRole('complementary', { name: '#2 Refund please' });
    await waitFor(() => expect(within(pane).getByRole('heading', { name: '#2 Refund please' })).toHaveFocus());
    expect(within(pane).getByText('Ana created the ticket as New')).toBeInTheDocument();

    fireEvent.change(within(pane).getByLabelText('Status'), { target: { value: 'solved' } });
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/v2/api/tickets/${second.id}/status`, { status: 'solved' }));
    await waitFor(() => expect(within(listbox()).getByRole('option', { name: /#2/ })).toHaveTextContent('Solved'));

    act(() => {
      store.dispatch(eventsReceived({ events: [ticketUpdated(1, { ...second, status: 'hold', priority: 'low', subject: 'Renamed by Bo', updatedAt: new Date(Date.now() + 60_000).toISOString() })], lastSeq: 1 }));
    });
    expect(within(listbox()).getByRole('option', { name: /#2/ })).toHaveTextContent('Renamed by Bo');
    expect(within(pane).getByLabelText('Priority')).toHaveValue('low');

    fireEvent.click(within(pane).getByRole('button', { name: 'Close ticket' }));
    expect(lastPath(memory)).toBe('/v2/app/ticket');
  });

  it('Take shows only when the workspace allows taking, for a ticket not already mine', async () => {
    setup({ path: `/v2/app/ticket?ticket=${second.id}`, take: true });
    const pane = await screen.findByRole('complementary', { name: '#2 Refund please' });
    expect(within(pane).getByRole('button', { name: 'Take' })).toBeInTheDocument();
    cleanup();
    setup({ path: `/v2/app/ticket?ticket=${second.id}`, take: false });
    const again = await screen.findByRole('complementary', { name: '#2 Refund please' });
    expect(within(again).queryByRole('button', { name: 'Take' })).toBeNull();
  });

  it('an Agent is offered only themself as assignee (spec §6)', async () => {
    setup({ role: 'Agent', path: `/v2/app/ticket?ticket=${first.id}` });
    const pane = await screen.findByRole('complementary', { name: /#1/ });
    await waitFor(() => expect(within(within(pane).getByLabelText('Assignee')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Unassigned', 'Ana']));
  });

  it('adds a note and a tag through the api', async () => {
    const { post } = setup({ path: `/v2/app/ticket?ticket=${second.id}` });
    const pane = await screen.findByRole('complementary', { name: '#2 Refund please' });
    fireEvent.change(within(pane).getByLabelText('Add a tag'), { target: { value: 'vip' } });
    fireEvent.keyDown(within(pane).getByLabelText('Add a tag'), { key: 'Enter' });
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/v2/api/tickets/${second.id}/tags`, { tags: ['vip'] }));
    await waitFor(() => expect(within(pane).getByLabelText('Add a note')).not.toBeDisabled());
    fireEvent.change(within(pane).getByLabelText('Add a note'), { target: { value: 'Called back' } });
    fireEvent.click(within(pane).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/v2/api/tickets/${second.id}/notes`, { text: 'Called back' }));
  });

  it('bulk: ticks rows (shift for a range), sends one request for the selection and shows what could not be changed', async () => {
    const job = { id: 'j1', operation: 'priority', state: 'finished', total: 2, done: 2, changed: 1, unchanged: 0, failed: 1, error: null };
    const { post } = setup({ bulk: () => ({ result: 'success', data: { ...job, failures: [{ ticketId: first.id, number: 1, reason: 'This ticket is assigned to someone else.' }] } }) });
    await waitFor(() => expect(screen.getByTestId('ticket-count')).toHaveTextContent('2 tickets'));
    fireEvent.click(within(listbox()).getByRole('checkbox', { name: 'Select ticket #2' }));
    fireEvent.click(within(listbox()).getByRole('checkbox', { name: 'Select ticket #1' }), { shiftKey: true });
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('2 tickets selected');
    // A tick is not an opening of the ticket.
    expect(screen.queryByRole('complementary')).toBeNull();
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    fireEvent.change(within(bar).getByLabelText('Priority'), { target: { value: 'high' } });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/v2/api/tickets/bulk', { selection: { ids: [second.id, first.id] }, operation: { kind: 'priority', priority: 'high' } }),
    );
    const summary = await screen.findByTestId('bulk-summary');
    expect(summary).toHaveTextContent('1 ticket changed, 1 could not be changed.');
    expect(summary).toHaveTextContent('#1: This ticket is assigned to someone else.');
    expect(within(listbox()).getByRole('checkbox', { name: 'Select ticket #2' })).toHaveAttribute('aria-checked', 'false');
  });

  it("bulk: 'Select all N matching' sends the list's filters, and follows a large job's progress events", async () => {
    const running: BulkJob = { id: 'j2', operation: 'status', state: 'running', total: 4, done: 0, changed: 0, unchanged: 0, failed: 0, failures: [], error: null };
    const { post, store } = setup({
      path: '/v2/app/ticket?priority=urgent',
      list: () => ({ result: 'success', data: { items: [second, first], nextCursor: null, total: 5 } }),
      bulk: () => ({ result: 'success', data: running }),
    });
    await waitFor(() => expect(screen.getByTestId('ticket-count')).toHaveTextContent('5 tickets'));
    fireEvent.click(screen.getByLabelText('Select all'));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 5 matching' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('All 5 tickets matching selected');
    fireEvent.click(within(listbox()).getByRole('checkbox', { name: 'Select ticket #1' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('All 4 tickets matching selected');
    fireEvent.change(within(screen.getByRole('region', { name: 'Bulk actions' })).getByLabelText('Status'), { target: { value: 'solved' } });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/v2/api/tickets/bulk', { selection: { query: 'priority=urgent', except: [first.id] }, operation: { kind: 'status', status: 'solved' } }),
    );
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Bulk action progress' })).toHaveAttribute('value', '0'));
    const progress = (seq: number, done: number, state: BulkJob['state']): RealtimeEvent => ({
      seq, type: 'tickets bulk progress', workspaceId: 'w1', payload: { job: { ...running, done, changed: done, state } }, sendTo: [ME], createdAt: '',
    });
    act(() => {
      store.dispatch(eventsReceived({ events: [progress(1, 2, 'running')], lastSeq: 1 }));
    });
    expect(screen.getByText('Working… 2 of 4 tickets done')).toBeInTheDocument();
    act(() => {
      store.dispatch(eventsReceived({ events: [progress(2, 4, 'finished')], lastSeq: 2 }));
    });
    expect(screen.getByTestId('bulk-summary')).toHaveTextContent('4 tickets changed.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });
});
