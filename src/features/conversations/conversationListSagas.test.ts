import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary } from '../../domain/inbox';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { ApiError } from '../../services/http';
import { cursorReset, eventsReceived } from '../realtime/realtimeSlice';
import { conversationListRequested, moreConversationsRequested } from './conversationListSlice';
import { conversation, event, setupChatStore } from './testing/fixtures';

const page = (items: ConversationSummary[], nextCursor: string | null = null, total = items.length) => ({
  result: 'success',
  data: { items, nextCursor, total },
});
const ids = (state: { conversationList: { ids: string[] } }) => state.conversationList.ids;
const updated = (c: ConversationSummary) => event(REALTIME_EVENTS.conversationUpdated, { conversation: c });
const live = (...events: ReturnType<typeof event>[]) => eventsReceived({ events, lastSeq: events.at(-1)?.seq ?? null });

afterEach(() => {
  vi.useRealTimers();
});

describe('the conversation list', () => {
  it('loads the first page of the view, then the next ones with the cursor, until there is none', async () => {
    const first = [conversation('c3', { lastMessageAt: '2026-03-01T12:00:00.000Z' }), conversation('c2', { lastMessageAt: '2026-03-01T11:00:00.000Z' })];
    const second = [conversation('c1')];
    const { store, calls } = setupChatStore({
      routes: { 'GET /v2/api/conversations': (url) => (url.includes('cursor=') ? page(second, null, 3) : page(first, 'k2', 3)) },
    });

    store.dispatch(conversationListRequested({ view: { status: 'open', scope: 'unassigned' }, meId: 'u1' }));
    await vi.waitFor(() => expect(store.getState().conversationList.status).toBe('succeeded'));
    expect(ids(store.getState())).toEqual(['c3', 'c2']);
    expect(store.getState().conversationList).toMatchObject({ nextCursor: 'k2', total: 3 });

    store.dispatch(moreConversationsRequested());
    store.dispatch(moreConversationsRequested());
    await vi.waitFor(() => expect(store.getState().conversationList.moreStatus).toBe('succeeded'));
    expect(ids(store.getState())).toEqual(['c3', 'c2', 'c1']);
    expect(store.getState().conversationList.nextCursor).toBeNull();

    store.dispatch(moreConversationsRequested());
    expect(calls.map((c) => c.url)).toEqual([
      '/v2/api/conversations?status=open&assigneeId=none&limit=30',
      '/v2/api/conversations?status=open&assigneeId=none&cursor=k2&limit=30',
    ]);
  });

  it('marks a failed page and tries again when asked', async () => {
    let fail = true;
    const { store } = setupChatStore({
      routes: {
        'GET /v2/api/conversations': () => {
          if (fail) throw new ApiError(500, 'Database down', { message: 'Database down' });
          return page([conversation('c1')]);
        },
      },
    });
    const view = { status: 'open' as const, scope: 'all' as const };
    store.dispatch(conversationListRequested({ view, meId: 'u1' }));
    await vi.waitFor(() => expect(store.getState().conversationList.status).toBe('failed'));

    fail = false;
    store.dispatch(conversationListRequested({ view, meId: 'u1' }));
    await vi.waitFor(() => expect(store.getState().conversationList.status).toBe('succeeded'));
    expect(ids(store.getState())).toEqual(['c1']);
  });

  it('follows live events in one pass: new rows on top, moved rows re-sorted, rows that left the view removed', async () => {
    const { store, actions } = setupChatStore({
      routes: { 'GET /v2/api/conversations': () => page([conversation('c2', { lastMessageAt: '2026-03-01T11:00:00.000Z' }), conversation('c1')], 'k', 10) },
    });
    store.dispatch(conversationListRequested({ view: { status: 'open', scope: 'unassigned' }, meId: 'u1' }));
    await vi.waitFor(() => expect(store.getState().conversationList.status).toBe('succeeded'));
    const before = actions.length;

    store.dispatch(
      live(
        updated(conversation('c1', { lastMessageAt: '2026-03-01T12:00:00.000Z', lastMessagePreview: 'again', unread: 2 })),
        updated(conversation('c9', { lastMessageAt: '2026-03-01T13:00:00.000Z' })),
        updated(conversation('c2', { assigneeId: 'u2' })),
        updated(conversation('c8', { status: 'resolved' })),
      ),
    );

    expect(ids(store.getState())).toEqual(['c9', 'c1']);
    expect(store.getState().conversationList.entities.c1).toMatchObject({ lastMessagePreview: 'again', unread: 2 });
    expect(store.getState().conversationList.total).toBe(10);
    // One action, so one store update, for the whole batch.
    expect(actions.length - before).toBe(1);
  });

  it('lays changes that arrived while the first page was loading over it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { store } = setupChatStore({
      routes: { 'GET /v2/api/conversations': () => new Promise((resolve) => (answer = resolve)) },
    });
    store.dispatch(conversationListRequested({ view: { status: 'open', scope: 'unassigned' }, meId: 'u1' }));
    await vi.waitFor(() => expect(store.getState().conversationList.status).toBe('loading'));

    store.dispatch(live(updated(conversation('c1', { lastMessagePreview: 'newer' })), updated(conversation('c9', { lastMessageAt: '2026-03-01T13:00:00.000Z' }))));
    store.dispatch(live(updated(conversation('c2', { assigneeId: 'u2' }))));
    answer(page([conversation('c2', { lastMessageAt: '2026-03-01T11:00:00.000Z' }), conversation('c1', { lastMessagePreview: 'older' })], null, 2));

    await vi.waitFor(() => expect(store.getState().conversationList.status).toBe('succeeded'));
    expect(ids(store.getState())).toEqual(['c9', 'c1']);
    expect(store.getState().conversationList.entities.c1?.lastMessagePreview).toBe('newer');
    expect(store.getState().conversationList.total).toBe(2);
    expect(store.getState().conversationList.pending).toEqual([]);
  });

  it('reads the list again when the server could not replay what was missed', async () => {
    let round = 0;
    const { store } = setupChatStore({ routes: { 'GET /v2/api/conversations': () => page([conversation(`c${++round}`)]) } });
    store.dispatch(conversationListRequested({ view: { status: 'open', scope: 'all' }, meId: 'u1' }));
    await vi.waitFor(() => expect(ids(store.getState())).toEqual(['c1']));

    store.dispatch(cursorReset(42));
    await vi.waitFor(() => expect(ids(store.getState())).toEqual(['c2']));
  });
});
