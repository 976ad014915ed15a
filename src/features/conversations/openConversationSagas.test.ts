import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary } from '../../domain/inbox';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { ApiError } from '../../services/http';
import { eventsReceived } from '../realtime/realtimeSlice';
import { conversationListRequested } from './conversationListSlice';
import { MARK_READ_DELAY_MS } from './openConversationSagas';
import {
  assignRequested,
  conversationOpened,
  noteSubmitted,
  olderMessagesRequested,
  replySubmitted,
  resolveRequested,
  ticketRequested,
} from './openConversationSlice';
import { releaseFile, stageFile, stagedFile } from './outbox';
import { conversation, detail, event, message, note, setupChatStore } from './testing/fixtures';

const page = (items: ConversationSummary[], nextCursor: string | null = null, total = items.length) => ({
  result: 'success',
  data: { items, nextCursor, total },
});
const ids = (state: { conversationList: { ids: string[] } }) => state.conversationList.ids;
const live = (...events: ReturnType<typeof event>[]) => eventsReceived({ events, lastSeq: events.at(-1)?.seq ?? null });

afterEach(() => {
  vi.useRealTimers();
});

describe('the open conversation', () => {
  const c1 = conversation('c1', { unread: 3 });

  function openOne(extraRoutes: Parameters<typeof setupChatStore>[0] = {}) {
    const routes = {
      'GET /v2/api/conversations': () => page([c1]),
      'GET /v2/api/conversations/c1': (url: string) =>
        url.includes('before=m2')
          ? { result: 'success', data: detail(c1, [message('m1', { createdAt: '2026-03-01T09:00:00.000Z' })], { hasOlder: false }) }
          : { result: 'success', data: detail({ ...c1, unread: 0 }, [message('m2'), message('m3', { createdAt: '2026-03-01T10:01:00.000Z' })], { hasOlder: true, notes: [note('n1')] }) },
      ...extraRoutes.routes,
    };
    const setup = setupChatStore({ ...extraRoutes, routes });
    setup.store.dispatch(conversationListRequested({ view: { status: 'open', scope: 'all' }, meId: 'u1' }));
    setup.store.dispatch(conversationOpened({ id: 'c1' }));
    return setup;
  }

  it('opens with the newest messages and notes, marks the list row read, and loads older ones before the oldest', async () => {
    const { store, calls } = openOne();
    await vi.waitFor(() => expect(store.getState().openConversation.status).toBe('succeeded'));
    await vi.waitFor(() => expect(store.getState().conversationList.entities.c1?.unread).toBe(0));
    expect(store.getState().openConversation).toMatchObject({ hasOlder: true, notes: [{ id: 'n1' }] });

    store.dispatch(olderMessagesRequested());
    await vi.waitFor(() => expect(store.getState().openConversation.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']));
    expect(store.getState().openConversation.hasOlder).toBe(false);
    expect(calls.filter((c) => c.url.startsWith('/v2/api/conversations/c1')).map((c) => c.url)).toEqual([
      '/v2/api/conversations/c1',
      '/v2/api/conversations/c1?before=m2',
    ]);
  });

  it('keeps live messages that arrived while the conversation was being read', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { store } = setupChatStore({ routes: { 'GET /v2/api/conversations/c1': () => new Promise((resolve) => (answer = resolve)) } });
    store.dispatch(conversationOpened({ id: 'c1' }));
    store.dispatch(
      live(
        event(REALTIME_EVENTS.messageCreated, { message: message('m9', { createdAt: '2026-03-01T10:09:00.000Z' }), assigneeId: null }),
        event(REALTIME_EVENTS.conversationUpdated, { conversation: { ...c1, assigneeId: 'u2' } }),
        event(REALTIME_EVENTS.messageUpdated, { message: message('m2', { direction: 'outbound', deliveryState: 'delivered' }), assigneeId: null }),
      ),
    );
    answer({ result: 'success', data: detail(c1, [message('m1'), message('m2', { direction: 'outbound', deliveryState: 'sent', createdAt: '2026-03-01T10:02:00.000Z' })]) });

    await vi.waitFor(() => expect(store.getState().openConversation.status).toBe('succeeded'));
    const open = store.getState().openConversation;
    expect(open.messages.map((m) => [m.id, m.deliveryState])).toEqual([
      ['m1', 'received'],
      ['m2', 'delivered'],
      ['m9', 'received'],
    ]);
    expect(open.conversation?.assigneeId).toBe('u2');
  });

  it("empties the open conversation and drops its row when its contact is erased on request", async () => {
    const { store } = openOne();
    await vi.waitFor(() => expect(store.getState().openConversation.status).toBe('succeeded'));
    store.dispatch(live(event(REALTIME_EVENTS.contactErased, { contactIds: ['k1'], conversationIds: ['c1'] })));
    expect(store.getState().openConversation).toMatchObject({ id: 'c1', status: 'failed', conversation: null, contact: null, messages: [], notes: [] });
    expect(ids(store.getState())).toEqual([]);
  });

  it('does not read the same conversation twice when it is opened again', async () => {
    const { store, calls } = openOne();
    await vi.waitFor(() => expect(store.getState().openConversation.status).toBe('succeeded'));
    store.dispatch(conversationOpened({ id: 'c1' }));
    await Promise.resolve();
    expect(calls.filter((c) => c.url === '/v2/api/conversations/c1')).toHaveLength(1);
  });

  it('takes live messages in place and reads the conversation again (marking it read) after a customer writes', async () => {
    vi.useFakeTimers();
    const { store, calls } = openOne();
    await vi.waitFor(() => expect(store.getState().openConversation.status).toBe('succeeded'));

    store.dispatch(
      live(
        event(REALTIME_EVENTS.messageCreated, { message: message('m4', { createdAt: '2026-03-01T10:05:00.000Z' }), assigneeId: null }),
        event(REALTIME_EVENTS.messageUpdated, { message: message('m3', { createdAt: '2026-03-01T10:01:00.000Z', text: 'edited' }), assigneeId: null }),
        event(REALTIME_EVENTS.messageCreated, { message: message('x1', { conversationId: 'c2' }), assigneeId: null }),
      ),
    );
    const { messages } = store.getState().openConversation;
    expect(messages.map((m) => m.id)).toEqual(['m2', 'm3', 'm4']);
    expect(messages[1]!.text).toBe('edited');

    const reads = () => calls.filter((c) => c.url === '/v2/api/conversations/c1').length;
    await vi.advanceTimersByTimeAsync(MARK_READ_DELAY_MS - 1);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(2);
    // The older page already loaded stays: the second read only refreshes the newest messages.
    expect(store.getState().openConversation.messages.map((m) => m.id)).toEqual(['m2', 'm3', 'm4']);
  });

  it('sends a canned reply’s file by its upload id, uploading only the files picked', async () => {
    const { store, calls } = openOne({
      routes: {
        'POST /v2/api/console/messages/upload': () => ({ result: 'success', url: '', data: { id: 'up-new', url: '', name: 'a.png', size: 3, type: 'image/png' } }),
        'POST /v2/api/conversations/c1/messages': () => ({ result: 'success', data: message('m8', { direction: 'outbound', authorType: 'agent', text: 'x', deliveryState: 'pending' }) }),
      },
    });
    await vi.waitFor(() => expect(store.getState().openConversation.status).toBe('succeeded'));
    const canned = { key: 'canned-f1', name: 'logo.png', size: 1, type: 'image/png', uploadedId: 'f1' };
    const picked = stageFile(new File(['abc'], 'a.png', { type: 'image/png' }));
    store.dispatch(replySubmitted({ conversationId: 'c1', text: 'Our logo', files: [canned, picked], accept: '' }));
    await vi.waitFor(() => expect(store.getState().openConversation.reply.sentCount).toBe(1));
    expect(calls.filter((c) => c.url === '/v2/api/console/messages/upload')).toHaveLength(1);
    expect(calls.find((c) => c.url === '/v2/api/conversations/c1/messages')!.body).toEqual({ text: 'Our logo', attachmentIds: ['f1', 'up-new'] });
  });

  it('uploads the staged files with the channel’s accept list, then sends the text with their ids', async () => {
    const { store, calls } = openOne({
      routes: {
        'POST /v2/api/console/messages/upload': () => ({ result: 'success', url: '/v2/api/files/f/a.png', data: { id: `up-${calls.length}`, url: '', name: 'a.png', size: 3, type: 'image/png' } }),
        'POST /v2/api/conversations/c1/messages': (_url, body) => ({
          result: 'success',
          data: message('m9', { direction: 'outbound', authorType: 'agent', text: (body as { text: string }).text, deliveryState: 'pending', createdAt: '2026-03-01T11:00:00.000Z' }),
        }),
      },
    });
    await vi.waitFor(() => expect(store.getState().openConversation.status).toBe('succeeded'));
    const a = stageFile(new File(['abc'], 'a.png', { type: 'image/png' }));
    const b = stageFile(new File(['def'], 'b.png', { type: 'image/png' }));

    store.dispatch(replySubmitted({ conversationId: 'c1', text: 'Here you are', files: [a, b], accept: 'image/*,video/*' }));
    expect(store.getState().openConversation.reply.status).toBe('uploading');
    await vi.waitFor(() => expect(store.getState().openConversation.reply).toEqual({ status: 'idle', sentCount: 1 }));

    const uploads = calls.filter((c) => c.url === '/v2/api/console/messages/upload');
    expect(uploads).toHaveLength(2);
    const form = uploads[0]!.body as FormData;
    expect(form.get('accept')).toBe('image/*,video/*');
    expect(form.get('botid')).toBe('b1');
    expect((form.get('file') as File).name).toBe('a.png');
    const send = calls.find((c) => c.url === '/v2/api/conversations/c1/messages')!;
    expect(send.body).toEqual({ text: 'Here you are', attachmentIds: [expect.stringMatching(/^up-/), expect.stringMatching(/^up-/)] });
    expect(stagedFile(a.key)).toBeUndefined();
    expect(store.getState().openConversation.messages.at(-1)).toMatchObject({ id: 'm9', deliveryState: 'pending' });
  });

  it('keeps the reply (and its files) when sending fails, and sends text alone without attachment ids', async () => {
    let fail = true;
    const { store, calls } = openOne({
      routes: {
        'POST /v2/api/conversations/c1/messages': () => {
          if (fail) throw new ApiError(502, 'The channel did not answer', { message: 'The channel did not answer' });
          return { result: 'success', data: message('m9', { direction: 'outbound' }) };
        },
      },
    });
    await vi.waitFor(() => expect(store.getState().openConversation.status).toBe('succeeded'));
    store.dispatch(replySubmitted({ conversationId: 'c1', text: 'Hi', files: [], accept: '' }));
    await vi.waitFor(() => expect(store.getState().openConversation.reply.status).toBe('failed'));
    expect(store.getState().openConversation.reply.sentCount).toBe(0);

    fail = false;
    store.dispatch(replySubmitted({ conversationId: 'c1', text: 'Hi', files: [], accept: '' }));
    await vi.waitFor(() => expect(store.getState().openConversation.reply.sentCount).toBe(1));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ text: 'Hi' }, { text: 'Hi' }]);
  });

  it('stops before sending when an upload is refused, and keeps the staged file for another try', async () => {
    const { store, calls } = openOne({
      routes: {
        'POST /v2/api/console/messages/upload': () => {
          throw new ApiError(406, "The file's content does not match its name.", null);
        },
      },
    });
    await vi.waitFor(() => expect(store.getState().openConversation.status).toBe('succeeded'));
    const a = stageFile(new File(['abc'], 'a.png', { type: 'image/png' }));
    store.dispatch(replySubmitted({ conversationId: 'c1', text: '', files: [a], accept: '' }));
    await vi.waitFor(() => expect(store.getState().openConversation.reply.status).toBe('failed'));
    expect(calls.some((c) => c.url.endsWith('/messages'))).toBe(false);
    expect(stagedFile(a.key)).toBeDefined();
    releaseFile(a.key);
  });

  it('adds a note, assigns, resolves and makes a ticket, and the list follows each answer', async () => {
    const { store, calls } = openOne({
      routes: {
        'POST /v2/api/conversations/c1/notes': () => ({ result: 'success', data: note('n2', { text: 'Called them' }) }),
        'POST /v2/api/conversations/c1/assign': (_url, body) => ({ result: 'success', data: { ...c1, unread: 0, assigneeId: (body as { assigneeId: string }).assigneeId } }),
        'POST /v2/api/conversations/c1/resolve': () => ({ result: 'success', data: { ...c1, unread: 0, assigneeId: 'u2', status: 'resolved' } }),
        'POST /v2/api/conversations/c1/ticket': () => ({ result: 'success', data: { id: 't7', number: 7 } }),
      },
    });
    await vi.waitFor(() => expect(store.getState().openConversation.status).toBe('succeeded'));

    store.dispatch(noteSubmitted({ conversationId: 'c1', text: 'Called them' }));
    await vi.waitFor(() => expect(store.getState().openConversation.notes.map((n) => n.id)).toEqual(['n1', 'n2']));

    store.dispatch(assignRequested({ conversationId: 'c1', assigneeId: 'u2' }));
    await vi.waitFor(() => expect(store.getState().openConversation.conversation?.assigneeId).toBe('u2'));
    expect(store.getState().conversationList.entities.c1?.assigneeId).toBe('u2');

    store.dispatch(ticketRequested({ conversationId: 'c1' }));
    await vi.waitFor(() => expect(store.getState().openConversation.conversation).toMatchObject({ ticketId: 't7', ticketNumber: 7 }));

    store.dispatch(resolveRequested({ conversationId: 'c1' }));
    await vi.waitFor(() => expect(store.getState().openConversation.conversation?.status).toBe('resolved'));
    // Resolved leaves the open tab.
    expect(ids(store.getState())).toEqual([]);
    expect(store.getState().openConversation.action).toEqual({ kind: null, status: 'idle' });
    expect(calls.find((c) => c.url.endsWith('/assign'))?.body).toEqual({ assigneeId: 'u2' });
  });

  it('records a failed action so the page can say so', async () => {
    const { store } = openOne({
      routes: {
        'POST /v2/api/conversations/c1/reopen': () => {
          throw new ApiError(409, 'Already open', null);
        },
      },
    });
    await vi.waitFor(() => expect(store.getState().openConversation.status).toBe('succeeded'));
    store.dispatch({ type: 'openConversation/reopenRequested', payload: { conversationId: 'c1' } });
    await vi.waitFor(() => expect(store.getState().openConversation.action).toEqual({ kind: 'reopen', status: 'failed' }));
  });

  it('marks the conversation failed when it cannot be read', async () => {
    const { store } = setupChatStore({
      routes: {
        'GET /v2/api/conversations/c5': () => {
          throw new ApiError(404, 'Not found', null);
        },
      },
    });
    store.dispatch(conversationOpened({ id: 'c5' }));
    await vi.waitFor(() => expect(store.getState().openConversation.status).toBe('failed'));
  });
});
