import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../domain/inbox';
import { REALTIME_EVENTS } from '../../../domain/realtimeEvents';
import { conversation, event, message, note } from '../../conversations/testing/fixtures';
import { eventsReceived } from '../../realtime/realtimeSlice';
import { page, renderChat } from '../testing/renderChat';

afterEach(cleanup);

const reply = (extra: Partial<Message> = {}) =>
  message('m2', { direction: 'outbound', authorType: 'agent', authorName: 'Ana', text: 'It ships today', deliveryState: 'pending', createdAt: '2026-03-01T10:01:00.000Z', ...extra });
const live = (store: ReturnType<typeof renderChat>['store'], ...messages: Message[]) =>
  act(() => {
    store.dispatch(eventsReceived({ events: messages.map((m) => event(REALTIME_EVENTS.messageUpdated, { message: { ...m, conversationId: 'c1' }, assigneeId: null })), lastSeq: 1 }));
  });

describe("a webhook reply's delivery, as the api records it", () => {
  it("says 'Retrying: …' with the next try's time, then 'Failed: …' with Retry, live", async () => {
    const { store } = renderChat({ path: '/v2/app/chat?conversation=c1', messages: [message('m1'), reply()] });
    const sent = () => screen.getAllByTestId('message')[1]!;
    await vi.waitFor(() => expect(within(sent()).getByTestId('delivery-state')).toHaveTextContent('Sending'));

    live(store, reply({ deliveryError: 'the receiver answered HTTP 503', retryAt: '2026-03-01T10:01:20.000Z' }));
    expect(within(sent()).getByTestId('delivery-state')).toHaveTextContent('Retrying: the receiver answered HTTP 503');
    expect(within(sent()).getByTestId('delivery-next')).toHaveTextContent(/^Next try at .*\d{2}:\d{2}:20/);
    expect(within(sent()).getByTestId('delivery-next').querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T10:01:20.000Z');
    expect(within(sent()).queryByRole('button', { name: 'Retry' })).toBeNull();

    live(store, reply({ deliveryState: 'failed', deliveryError: 'the receiver answered HTTP 503' }));
    expect(within(sent()).getByTestId('delivery-state')).toHaveTextContent('Failed: the receiver answered HTTP 503');
    expect(within(sent()).queryByTestId('delivery-next')).toBeNull();
    expect(within(sent()).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('retries through the api, shows it on its way again, and follows it to sent', async () => {
    const { store, calls } = renderChat({
      path: '/v2/app/chat?conversation=c1',
      messages: [message('m1'), reply({ deliveryState: 'failed', deliveryError: 'the channel is turned off' })],
      extraRoutes: { 'POST /v2/api/conversations/c1/messages/m2/retry': () => ({ result: 'success', data: reply({ conversationId: 'c1' }) }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('delivery-state')[0]).toHaveTextContent('Sending'));
    expect(calls.filter((c) => c.url.endsWith('/retry'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    live(store, reply({ deliveryState: 'sent' }));
    expect(screen.getAllByTestId('delivery-state')[0]).toHaveTextContent('Sent');
  });
});

describe('Resolve and next', () => {
  it('resolves the conversation and opens the next one of the view', async () => {
    const list = [conversation('c1'), conversation('c2', { lastMessageAt: '2026-03-01T09:00:00.000Z' }), conversation('c3', { lastMessageAt: '2026-03-01T08:00:00.000Z' })];
    const { memory, calls } = renderChat({
      path: '/v2/app/chat?conversation=c2',
      conversations: list,
      extraRoutes: { 'POST /v2/api/conversations/c2/resolve': () => ({ result: 'success', data: conversation('c2', { status: 'resolved' }) }) },
    });
    await screen.findAllByRole('option');
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve and next' }));
    await vi.waitFor(() => expect(memory.history?.at(-1)).toBe('/v2/app/chat?conversation=c3'));
    expect(calls.filter((c) => c.url.endsWith('/resolve'))).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Customer c3' })).toBeInTheDocument();
  });

  it('goes back to the empty pane when nothing else is in the view, and stays when resolving fails', async () => {
    const { memory } = renderChat({
      path: '/v2/app/chat?conversation=c1',
      extraRoutes: { 'POST /v2/api/conversations/c1/resolve': () => ({ result: 'success', data: conversation('c1', { status: 'resolved' }) }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve and next' }));
    await vi.waitFor(() => expect(memory.history?.at(-1)).toBe('/v2/app/chat'));
    cleanup();

    const failing = renderChat({ path: '/v2/app/chat?conversation=c1', conversations: [conversation('c1'), conversation('c2')] });
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve and next' }));
    expect(await screen.findByText('The conversation could not be resolved.')).toBeInTheDocument();
    expect(failing.memory.history?.at(-1)).toBe('/v2/app/chat?conversation=c1');
  });
});

describe('Transfer', () => {
  it('hands the conversation to a teammate with a note, which shows in the timeline', async () => {
    const { calls } = renderChat({
      path: '/v2/app/chat?conversation=c1',
      role: 'Agent',
      conversations: [conversation('c1', { assigneeId: 'u1' })],
      extraRoutes: {
        'GET /v2/api/chat/transfer-targets': () => ({
          result: 'success',
          data: { members: [{ id: 'u1', name: 'ana', status: 'available' }, { id: 'u2', name: 'Bo', status: 'aux' }], departments: [{ id: 'd1', name: 'Sales' }] },
        }),
        'POST /v2/api/conversations/c1/transfer': () => ({
          result: 'success',
          data: { conversation: conversation('c1', { assigneeId: 'u2' }), note: note('n9', { text: 'Transferred to Bo: knows billing' }) },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer the conversation' });
    const to = within(dialog).getByRole('combobox', { name: 'Transfer to' });
    await vi.waitFor(() => expect(within(to).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a teammate or a department', 'Bo (Aux)', 'Sales']));
    fireEvent.change(to, { target: { value: 'member:u2' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note for the receiver' }), { target: { value: 'knows billing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transfer the conversation' })).toBeNull());
    expect(calls.find((c) => c.url.endsWith('/transfer'))?.body).toEqual({ memberId: 'u2', note: 'knows billing' });
    expect(screen.getAllByTestId('note').at(-1)).toHaveTextContent('Transferred to Bo: knows billing');
  });

  it("shows a transfer's note live to the receiver who has the conversation open", async () => {
    const { store } = renderChat({ path: '/v2/app/chat?conversation=c1' });
    await screen.findAllByTestId('note');
    act(() => {
      store.dispatch(
        eventsReceived({
          events: [
            event(REALTIME_EVENTS.conversationTransferred, {
              conversation: conversation('c1', { assigneeId: 'u1' }),
              from: { id: 'u2', name: 'Bo' },
              to: { kind: 'member', id: 'u1', name: 'ana' },
              note: 'over to you',
              timelineNote: note('n7', { text: 'Transferred to ana: over to you' }),
            }),
          ],
          lastSeq: 2,
        }),
      );
    });
    expect(screen.getAllByTestId('note')).toHaveLength(2);
    expect(screen.getAllByTestId('note').at(-1)).toHaveTextContent('Transferred to ana: over to you');
  });
});

describe('search and the chat settings', () => {
  it('asks the api once typing pauses, keeping the view', async () => {
    const { calls } = renderChat({ role: 'Agent' });
    await screen.findByRole('option');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), { target: { value: ' rosa@shop ' } });
    await vi.waitFor(() => expect(calls.at(-1)?.url).toBe('/v2/api/conversations?status=open&assigneeId=none&q=rosa%40shop&limit=30'));
  });

  it('lets an Administrator switch off assigning by answering (an Agent sees no switch)', async () => {
    const { calls } = renderChat({
      extraRoutes: { 'PUT /v2/api/settings/chat': (_url, body) => ({ result: 'success', data: body }) },
    });
    fireEvent.click(await screen.findByText('Chat settings'));
    const box = screen.getByRole('checkbox', { name: 'Answering an unassigned conversation assigns it to the agent who answered' });
    await vi.waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    fireEvent.click(box);
    await vi.waitFor(() => expect(box).not.toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ assignOnReply: false });
    cleanup();
    renderChat({ role: 'Agent', extraRoutes: { 'GET /v2/api/conversations': () => page([]) } });
    await screen.findByText('No result.');
    expect(screen.queryByText('Chat settings')).toBeNull();
  });
});
