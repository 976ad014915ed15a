import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { UnreadCounts } from '../../domain/alerts';
import { ApiError } from '../../services/http';
import { routedHttp } from '../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../auth/authSlice';
import { configReceived, configSlice } from '../config/configSlice';
import { DEFAULT_CONFIG } from '../config/configRules';
import { conversationLoaded, conversationOpened, openConversationSlice } from '../conversations/openConversationSlice';
import { authAs, conversation, detail } from '../conversations/testing/fixtures';
import { apiFailed, errorsSlice } from '../errors/errorsSlice';
import { eventsReceived, realtimeSessionStarted, realtimeSlice, socketConnected } from '../realtime/realtimeSlice';
import { ticketDetailSlice, ticketOpened, ticketReceived } from '../tickets/ticketDetailSlice';
import { ticket, ticketUpdated } from '../tickets/testing/ticketFixtures';
import { alertReadsSaga } from './alertReadsSagas';
import { alertsSaga } from './alertsSagas';
import { alertsSlice, messageSoundChangeRequested, unreadReceived } from './alertsSlice';

function setup(routes: Parameters<typeof routedHttp>[0], opts: { hidden?: boolean; spectating?: boolean } = {}) {
  const { http, calls } = routedHttp(routes);
  let hidden = opts.hidden ?? false;
  const listeners = new Set<() => void>();
  const visibility = {
    hidden: () => hidden,
    onChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      config: configSlice.reducer,
      errors: errorsSlice.reducer,
      realtime: realtimeSlice.reducer,
      alerts: alertsSlice.reducer,
      openConversation: openConversationSlice.reducer,
      ticketDetail: ticketDetailSlice.reducer,
      log: (state: string[] = [], action: UnknownAction) => [...state, action.type],
    },
    deps: { http, visibility },
    // the chat and tickets pages start alertReadsSaga with their state
    sagas: [alertsSaga, alertReadsSaga],
  });
  store.dispatch(statusReceived({ auth: authAs('Agent'), receivedAt: 1 }));
  const me = { developer: false, spectator: false, serviceAccount: false, spectating: opts.spectating ?? false };
  store.dispatch(configReceived({ ...DEFAULT_CONFIG, me }));
  const show = () => {
    hidden = false;
    for (const listener of listeners) listener();
  };
  const reads = () => calls.filter((c) => c.key === 'POST /v2/api/alerts/read').map((c) => c.body);
  return { store, calls, show, reads, listeners };
}

const counts = (chat: number, ticket: number): UnreadCounts => ({ chat, ticket });
const answered = (unread: UnreadCounts) => () => ({ result: 'success', data: { unread } });

describe('the counts', () => {
  it('are read at the start of a session and again after every reconnect, with the message sound', async () => {
    let served = counts(2, 1);
    const { store, calls } = setup({ 'GET /v2/api/alerts': () => ({ result: 'success', data: { unread: served, sound: 'mine' } }) });
    store.dispatch(realtimeSessionStarted());
    await vi.waitFor(() => expect(store.getState().alerts.unread).toEqual(counts(2, 1)));
    expect(store.getState().alerts.sound).toBe('mine');
    served = counts(5, 0);
    store.dispatch(socketConnected({ reconnect: true }));
    await vi.waitFor(() => expect(store.getState().alerts.unread).toEqual(counts(5, 0)));
    expect(calls.filter((c) => c.key === 'GET /v2/api/alerts')).toHaveLength(2);
  });

  it('keep a count pushed while GET /alerts was under way: the push is newer than the answer', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { store } = setup({ 'GET /v2/api/alerts': () => new Promise((resolve) => (answer = resolve)) });
    store.dispatch(socketConnected({ reconnect: false }));
    store.dispatch(unreadReceived(counts(4, 4)));
    answer({ result: 'success', data: { unread: counts(3, 3), sound: 'all' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().alerts.unread).toEqual(counts(4, 4));
  });
});

describe('reading', () => {
  it('marks an opened conversation read and takes the counts the api answers', async () => {
    const { store, reads } = setup({ 'POST /v2/api/alerts/read': answered(counts(0, 2)) });
    store.dispatch(conversationOpened({ id: 'c1' }));
    store.dispatch(conversationLoaded(detail(conversation('c1'), [])));
    await vi.waitFor(() => expect(store.getState().alerts.unread).toEqual(counts(0, 2)));
    expect(reads()).toEqual([{ conversationId: 'c1' }]);
  });

  it('waits while the page is hidden, reads once it is shown, and not at all if the conversation was left', async () => {
    const hidden = setup({ 'POST /v2/api/alerts/read': answered(counts(0, 0)) }, { hidden: true });
    hidden.store.dispatch(conversationOpened({ id: 'c1' }));
    hidden.store.dispatch(conversationLoaded(detail(conversation('c1'), [])));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hidden.reads()).toEqual([]);
    hidden.show();
    await vi.waitFor(() => expect(hidden.reads()).toEqual([{ conversationId: 'c1' }]));

    const left = setup({ 'POST /v2/api/alerts/read': answered(counts(0, 0)) }, { hidden: true });
    left.store.dispatch(conversationOpened({ id: 'c2' }));
    left.store.dispatch(conversationLoaded(detail(conversation('c2'), [])));
    left.store.dispatch(conversationOpened({ id: 'c3' }));
    left.show();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(left.reads()).toEqual([]);
  });

  it('marks an opened ticket read, and again when it changes on screen, but not for other tickets', async () => {
    const { store, reads } = setup({ 'POST /v2/api/alerts/read': answered(counts(1, 0)) });
    const t = ticket(7, { conversationId: 'c9' });
    store.dispatch(ticketOpened(t.id));
    store.dispatch(ticketReceived({ id: t.id, detail: { ticket: t, contact: null, messages: [], history: [], notes: [] } }));
    await vi.waitFor(() => expect(reads()).toEqual([{ ticketId: t.id }]));
    store.dispatch(eventsReceived({ events: [ticketUpdated(1, ticket(8))], lastSeq: 1 }));
    store.dispatch(eventsReceived({ events: [ticketUpdated(2, { ...t, priority: 'high' })], lastSeq: 2 }));
    await vi.waitFor(() => expect(reads()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads()).toEqual([{ ticketId: t.id }, { ticketId: t.id }]);
  });

  it('reads nothing in a spectator session (it changes nothing)', async () => {
    const { store, reads } = setup({ 'POST /v2/api/alerts/read': answered(counts(0, 0)) }, { spectating: true });
    store.dispatch(conversationOpened({ id: 'c1' }));
    store.dispatch(conversationLoaded(detail(conversation('c1'), [])));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads()).toEqual([]);
  });
});

describe('the message sound setting', () => {
  it('is saved on the server, and put back (the failure going to the error dialog) when the api refuses it', async () => {
    let refuse = false;
    const { store, calls } = setup({
      'PUT /v2/api/alerts/sound': (body) => {
        if (refuse) throw new ApiError(500, 'Sorry, something went wrong', null);
        return { result: 'success', data: body };
      },
    });
    store.dispatch(messageSoundChangeRequested('mine'));
    await vi.waitFor(() => expect(store.getState().alerts).toMatchObject({ sound: 'mine', soundSaving: false }));
    expect(calls.at(-1)).toEqual({ key: 'PUT /v2/api/alerts/sound', body: { sound: 'mine' } });

    refuse = true;
    store.dispatch(messageSoundChangeRequested('none'));
    await vi.waitFor(() => expect(store.getState().alerts).toMatchObject({ sound: 'mine', soundSaving: false }));
    expect(store.getState().log).toContain(apiFailed.type);
  });
});
