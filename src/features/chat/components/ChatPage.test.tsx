import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_EVENTS } from '../../../domain/realtimeEvents';
import { conversation, event, message, note } from '../../conversations/testing/fixtures';
import { directoryLoaded } from '../../directory/directorySlice';
import { presenceSignalReceived } from '../../presence/presenceSlice';
import { eventsReceived } from '../../realtime/realtimeSlice';
import { settingsLoaded } from '../../settings/settingsSlice';
import { renderChat } from '../testing/renderChat';

const composer = () => screen.getByRole('textbox', { name: /Reply to/ });

afterEach(cleanup);

describe('the chat list', () => {
  it('shows each conversation with its contact, channel, preview and unread count, and the end of the list', async () => {
    renderChat({ conversations: [conversation('c1', { unread: 2, channelType: 'LINE', lastMessagePreview: 'Where is my order?' })] });
    const row = await screen.findByRole('option');
    expect(row).toHaveTextContent('Customer c1');
    expect(row).toHaveTextContent('Line');
    expect(row).toHaveTextContent('Where is my order?');
    expect(row).toHaveTextContent('2 unread');
    expect(screen.getByText('No more data.')).toBeInTheDocument();
    expect(screen.getByText('1 conversation')).toBeInTheDocument();
  });

  it('says "No result." for an empty view and offers the views of an Administrator', async () => {
    renderChat({ conversations: [] });
    expect(await screen.findByText('No result.')).toBeInTheDocument();
    const scopes = within(screen.getByRole('group', { name: 'Assigned to' })).getAllByRole('button');
    expect(scopes.map((b) => b.textContent)).toEqual(['Mine', 'Unassigned', 'All']);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives an Agent their own and the unassigned conversations, starting with the unassigned', async () => {
    const { calls } = renderChat({ role: 'Agent' });
    await screen.findByRole('option');
    const scopes = within(screen.getByRole('group', { name: 'Assigned to' })).getAllByRole('button');
    expect(scopes.map((b) => b.textContent)).toEqual(['Mine', 'Unassigned']);
    expect(screen.getByRole('button', { name: 'Unassigned' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls[0]?.url).toBe('/v2/api/conversations?status=open&assigneeId=none&limit=30');

    fireEvent.click(screen.getByRole('button', { name: 'Mine' }));
    await vi.waitFor(() => expect(calls.at(-1)?.url).toBe('/v2/api/conversations?status=open&assigneeId=u1&limit=30'));
    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    await vi.waitFor(() => expect(calls.at(-1)?.url).toBe('/v2/api/conversations?status=resolved&assigneeId=u1&limit=30'));
  });

  it('puts a conversation that comes in live at the top', async () => {
    const { store } = renderChat();
    await screen.findByRole('option');
    act(() => {
      store.dispatch(
        eventsReceived({
          events: [event(REALTIME_EVENTS.conversationUpdated, { conversation: conversation('c2', { lastMessageAt: '2026-03-01T12:00:00.000Z', lastMessagePreview: 'New here' }) })],
          lastSeq: 1,
        }),
      );
    });
    expect(screen.getAllByRole('option').map((o) => o.querySelector('.chat-row__name')?.textContent)).toEqual(['Customer c2', 'Customer c1']);
  });

  it('opens the clicked conversation through ?conversation=', async () => {
    const { memory } = renderChat();
    fireEvent.click(await screen.findByRole('option'));
    expect(memory.history?.at(-1)).toBe('/v2/app/chat?conversation=c1');
    expect(await screen.findByRole('heading', { name: 'Customer c1' })).toBeInTheDocument();
  });
});

describe('the open conversation', () => {
  it('shows inbound and outbound messages, the delivery state (with the error of a failure) and internal notes', async () => {
    renderChat({
      path: '/v2/app/chat?conversation=c1',
      messages: [
        message('m1', { text: 'Hello' }),
        message('m2', { direction: 'outbound', authorType: 'agent', authorName: 'Ana', text: 'Hi!', deliveryState: 'delivered', createdAt: '2026-03-01T10:01:00.000Z' }),
        message('m3', { direction: 'outbound', authorType: 'agent', authorName: 'Ana', text: 'Still there?', deliveryState: 'failed', deliveryError: 'The receiver answered 500', createdAt: '2026-03-01T10:02:00.000Z' }),
      ],
    });
    const messages = await screen.findAllByTestId('message');
    expect(messages.map((m) => m.className)).toEqual(['msg msg--inbound', 'msg msg--outbound', 'msg msg--outbound']);
    expect(within(messages[1]!).getByTestId('delivery-state')).toHaveTextContent('Delivered');
    expect(within(messages[2]!).getByTestId('delivery-state')).toHaveTextContent('Failed: The receiver answered 500');
    expect(within(messages[2]!).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(messages[0]!).queryByTestId('delivery-state')).toBeNull();
    expect(screen.getByTestId('note')).toHaveTextContent('Internal note');
  });

  it('shows customer text as text and makes only http(s) addresses links that open safely', async () => {
    renderChat({
      path: '/v2/app/chat?conversation=c1',
      messages: [message('m1', { text: '<img src=x onerror=alert(1)> javascript:alert(1) see https://shop.example/orders/7.' })],
    });
    const bubble = await screen.findByTestId('message');
    expect(bubble.querySelector('img')).toBeNull();
    expect(bubble).toHaveTextContent('<img src=x onerror=alert(1)>');
    const links = within(bubble).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://shop.example/orders/7');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows who else is viewing or typing', async () => {
    const { store } = renderChat({ path: '/v2/app/chat?conversation=c1' });
    await screen.findByRole('heading', { name: 'Customer c1' });
    act(() => {
      store.dispatch(presenceSignalReceived({ conversationId: 'c1', userId: 'u2', userName: 'Bo', kind: 'typing' }));
    });
    expect(await screen.findByTestId('presence')).toHaveTextContent('Bo is typing…');
  });

  it('makes a ticket and then links to it', async () => {
    renderChat({
      path: '/v2/app/chat?conversation=c1',
      extraRoutes: { 'POST /v2/api/conversations/c1/ticket': () => ({ result: 'success', data: { id: 't9', number: 41 } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make a ticket' }));
    const link = await screen.findByRole('link', { name: 'Ticket #41' });
    expect(link).toHaveAttribute('href', '/v2/app/ticket?ticket=t9');
  });

  it('assigns to a member of the directory', async () => {
    const { store, calls } = renderChat({
      path: '/v2/app/chat?conversation=c1',
      extraRoutes: { 'POST /v2/api/conversations/c1/assign': (_url, body) => ({ result: 'success', data: conversation('c1', { assigneeId: (body as { assigneeId: string }).assigneeId }) }) },
    });
    act(() => {
      store.dispatch(directoryLoaded({ members: [{ id: 'u2', name: 'Bo', email: 'bo@x.test', role: 'Agent', status: 'available', avatarUrl: null }], departments: [] }));
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Assignee' }), { target: { value: 'u2' } });
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('u2'));
    expect(calls.find((c) => c.url.endsWith('/assign'))?.body).toEqual({ assigneeId: 'u2' });
  });
});

describe('the composer', () => {
  it('accepts 499 characters on Line; at 500 it says "too much character" and cannot send', async () => {
    renderChat({ path: '/v2/app/chat?conversation=c1', conversations: [conversation('c1', { channelType: 'LINE' })] });
    const box = await screen.findByRole('textbox', { name: /Reply to/ });
    fireEvent.change(box, { target: { value: 'a'.repeat(499) } });
    expect(screen.getByText('499 / 499')).toBeInTheDocument();
    expect(screen.queryByText('too much character')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    fireEvent.change(box, { target: { value: 'a'.repeat(500) } });
    expect(screen.getByRole('alert')).toHaveTextContent('too much character');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends on Enter, not on Shift+Enter, and empties itself once sent', async () => {
    const { calls } = renderChat({
      path: '/v2/app/chat?conversation=c1',
      extraRoutes: { 'POST /v2/api/conversations/c1/messages': () => ({ result: 'success', data: message('m9', { direction: 'outbound', text: 'Thanks', createdAt: '2026-03-01T11:00:00.000Z', deliveryState: 'pending' }) }) },
    });
    const box = await screen.findByRole('textbox', { name: /Reply to/ });
    fireEvent.change(box, { target: { value: 'Thanks' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.keyDown(box, { key: 'Enter' });
    await vi.waitFor(() => expect(composer()).toHaveValue(''));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Thanks' });
    expect(await screen.findByText('Sending')).toBeInTheDocument();
  });

  it('inserts a custom message for "/" + its shortcut with Enter', async () => {
    const { store } = renderChat({ path: '/v2/app/chat?conversation=c1' });
    act(() => {
      store.dispatch(settingsLoaded({ ticket: {}, customMessages: [{ id: '1', shortcut: 'thanks', message: 'Thank you for writing!' }, { id: '2', shortcut: 'hours', message: 'We open at 9.' }], ok: true }));
    });
    const box = await screen.findByRole('textbox', { name: /Reply to/ });
    fireEvent.change(box, { target: { value: 'Hi /th', selectionStart: 6 } });
    const list = screen.getByRole('listbox', { name: 'Custom messages' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['/thanksThank you for writing!']);

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('Hi Thank you for writing!');
    expect(screen.queryByRole('listbox', { name: 'Custom messages' })).toBeNull();
  });

  it('adds an internal note instead of a reply in note mode', async () => {
    const { calls } = renderChat({
      path: '/v2/app/chat?conversation=c1',
      extraRoutes: { 'POST /v2/api/conversations/c1/notes': () => ({ result: 'success', data: note('n2', { text: 'Called them' }) }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Note' }));
    const box = screen.getByRole('textbox', { name: /Internal note/ });
    fireEvent.change(box, { target: { value: 'Called them' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('note')).toHaveLength(2));
    expect(calls.find((c) => c.url.endsWith('/notes'))?.body).toEqual({ text: 'Called them' });
  });

  it('follows the channel’s attachment rules: none on Facebook Comment, images and videos up to 3 on Twitter Comment', async () => {
    renderChat({ path: '/v2/app/chat?conversation=c1', conversations: [conversation('c1', { channelType: 'FBCOMMENT' })] });
    expect(await screen.findByRole('button', { name: 'Attach' })).toBeDisabled();
    cleanup();

    renderChat({ path: '/v2/app/chat?conversation=c1', conversations: [conversation('c1', { channelType: 'TWITTERCOMMENT' })] });
    await screen.findByRole('button', { name: 'Attach' });
    const input = screen.getByTestId('composer-files') as HTMLInputElement;
    expect(input.accept).toBe('image/*,video/*');
    const files = ['a.png', 'b.png', 'c.pdf', 'd.png', 'e.png'].map((name) => new File(['x'], name, { type: name.endsWith('pdf') ? 'application/pdf' : 'image/png' }));
    fireEvent.change(input, { target: { files } });
    expect(within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('c.pdf: Twitter Comment takes only images and videos.');
    expect(screen.getByRole('alert')).toHaveTextContent('Twitter Comment takes at most 3 files per message; 1 file was left out.');
  });
});
