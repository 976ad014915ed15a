import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { Message, TicketDetail, TicketSummary } from '../../domain/inbox';
import { ApiError, type HttpClient } from '../../services/http';
import { silentLogger } from '../../services/logger';
import { errorsSaga } from '../errors/errorsSagas';
import { authSlice } from '../auth/authSlice';
import { errorsSlice } from '../errors/errorsSlice';
import { cursorReset, eventsReceived } from '../realtime/realtimeSlice';
import { historyEvent, ticket, ticketEvent, ticketUpdated } from './testing/ticketFixtures';
import { mergeCandidatesRequested, ticketActionRequested, ticketDetailSlice, ticketOpened, TICKET_DELETED } from './ticketDetailSlice';
import { listRequested, moreRequested, ticketListSlice } from './ticketListSlice';
import { ticketIn } from './ticketListState';
import { ticketsSaga } from './ticketsSagas';

type Handler = (method: string, url: string, body?: unknown) => unknown;

function setup(handle: Handler) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const respond = async (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    return handle(method, url, body) as never;
  };
  const http: HttpClient = { get: (url) => respond('GET', url), post: (url, body) => respond('POST', url, body), put: (url, body) => respond('PUT', url, body) };
  const store = makeStore({
    reducer: { auth: authSlice.reducer, errors: errorsSlice.reducer, ticketList: ticketListSlice.reducer, ticketDetail: ticketDetailSlice.reducer },
    deps: { http, logger: silentLogger },
    sagas: [ticketsSaga, errorsSaga],
  });
  return { store, calls };
}

const page = (items: TicketSummary[], nextCursor: string | null, total: number) => ({ result: 'success', data: { items, nextCursor, total } });
const detailOf = (t: TicketSummary): TicketDetail => ({ ticket: t, contact: null, messages: [], history: [], notes: [] });

describe('the ticket list', () => {
  it('reads the first page of the filters, then the next one from its cursor', async () => {
    const { store, calls } = setup((_method, url) =>
      url.includes('cursor=') ? page([ticket(1)], null, 3) : page([ticket(3), ticket(2)], 'c2', 3),
    );
    store.dispatch(listRequested({ key: 'status=new', filters: { status: ['new'] }, viewer: null }));
    await vi.waitFor(() => expect(store.getState().ticketList.status).toBe('succeeded'));
    expect(calls[0]!.url).toBe('/v2/api/tickets?status=new&limit=50');
    expect(store.getState().ticketList).toMatchObject({ total: 3, nextCursor: 'c2' });

    store.dispatch(moreRequested());
    store.dispatch(moreRequested());
    await vi.waitFor(() => expect(store.getState().ticketList.moreStatus).toBe('succeeded'));
    expect(calls.map((call) => call.url)).toEqual(['/v2/api/tickets?status=new&limit=50', '/v2/api/tickets?status=new&limit=50&cursor=c2']);
    expect(store.getState().ticketList.ids).toEqual([ticket(3).id, ticket(2).id, ticket(1).id]);
    store.dispatch(moreRequested());
    expect(store.getState().ticketList.moreStatus).toBe('succeeded');
  });

  it('a failed read shows in the list, not in the error dialog; a 401 also signs out', async () => {
    let status = 500;
    const { store } = setup(() => {
      throw new ApiError(status, 'boom', null);
    });
    store.dispatch(listRequested({ key: '', filters: {}, viewer: null }));
    await vi.waitFor(() => expect(store.getState().ticketList.status).toBe('failed'));
    expect(store.getState().errors.dialog.value).toBe(false);
    status = 401;
    store.dispatch(listRequested({ key: '', filters: {}, viewer: null }));
    await vi.waitFor(() => expect(store.getState().ticketList.status).toBe('failed'));
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('loggingOut'));
  });

  it('an answer for filters the page has left is dropped', async () => {
    let release: (value: unknown) => void = () => undefined;
    const { store } = setup((_m, url) => (url.includes('hold') ? new Promise((resolve) => (release = resolve)) : page([ticket(9)], null, 1)));
    store.dispatch(listRequested({ key: 'status=hold', filters: { status: ['hold'] }, viewer: null }));
    store.dispatch(listRequested({ key: '', filters: {}, viewer: null }));
    await vi.waitFor(() => expect(store.getState().ticketList.status).toBe('succeeded'));
    release(page([ticket(1, { status: 'hold' })], null, 1));
    await Promise.resolve();
    expect(store.getState().ticketList.ids).toEqual([ticket(9).id]);
  });
});

describe('the ticket detail', () => {
  const open = ticket(4, { conversationId: 'c1', contactId: 'k1' });

  function opened(handle: Handler = () => ({ result: 'success', data: detailOf(open) })) {
    const setupResult = setup(handle);
    setupResult.store.dispatch(listRequested({ key: '', filters: {}, viewer: null }));
    setupResult.store.dispatch(ticketOpened(open.id));
    return setupResult;
  }

  it('reads GET /tickets/:id', async () => {
    const { store, calls } = opened((_m, url) => (url.includes('/tickets?') ? page([open], null, 1) : { result: 'success', data: detailOf(open) }));
    await vi.waitFor(() => expect(store.getState().ticketDetail.status).toBe('succeeded'));
    expect(calls.some((call) => call.url === `/v2/api/tickets/${open.id}`)).toBe(true);
  });

  it('a missing ticket says so', async () => {
    const { store } = opened(() => {
      throw new ApiError(404, 'Not found', null);
    });
    await vi.waitFor(() => expect(store.getState().ticketDetail.status).toBe('failed'));
    expect(store.getState().ticketDetail.message).toBe('This ticket does not exist or is not yours to see.');
  });

  it.each([
    [{ kind: 'assign', assigneeId: 'u2' }, 'assign', { assigneeId: 'u2' }],
    [{ kind: 'assign', assigneeId: null }, 'assign', { assigneeId: null }],
    [{ kind: 'take' }, 'take', undefined],
    [{ kind: 'status', status: 'solved' }, 'status', { status: 'solved' }],
    [{ kind: 'priority', priority: 'urgent' }, 'priority', { priority: 'urgent' }],
    [{ kind: 'department', departmentId: 'd1' }, 'department', { departmentId: 'd1' }],
    [{ kind: 'tags', tags: ['vip'] as string[] }, 'tags', { tags: ['vip'] }],
  ] as const)('%j posts to /tickets/:id/%s and shows the answer in the list and the detail', async (change, path, body) => {
    const changed = { ...open, subject: `after ${path}` };
    const { store, calls } = opened((method, url) => {
      if (method === 'POST') return { result: 'success', data: changed };
      return url.includes('/tickets?') ? page([open], null, 1) : { result: 'success', data: detailOf(open) };
    });
    await vi.waitFor(() => expect(store.getState().ticketDetail.status).toBe('succeeded'));
    store.dispatch(ticketActionRequested({ ...change, ticketId: open.id }));
    expect(store.getState().ticketDetail.pending).toBe(change.kind);
    await vi.waitFor(() => expect(store.getState().ticketDetail.pending).toBeNull());
    expect(calls.at(-1)).toEqual({ method: 'POST', url: `/v2/api/tickets/${open.id}/${path}`, body });
    expect(store.getState().ticketDetail.detail!.ticket.subject).toBe(`after ${path}`);
    expect(ticketIn(store.getState().ticketList, open.id)!.subject).toBe(`after ${path}`);
  });

  it('a note is added to the notes; a failure goes to the error dialog', async () => {
    const note = { id: 'n1', authorId: 'u1', authorName: 'Ana', text: 'Called back', createdAt: '2025-03-02T00:00:00.000Z' };
    let fail = false;
    const { store } = opened((method) => {
      if (method === 'POST' && fail) throw new ApiError(406, 'Too long', { result: 'error', message: 'Too long' });
      return method === 'POST' ? { result: 'success', data: note } : { result: 'success', data: detailOf(open) };
    });
    await vi.waitFor(() => expect(store.getState().ticketDetail.status).toBe('succeeded'));
    store.dispatch(ticketActionRequested({ kind: 'note', ticketId: open.id, text: 'Called back' }));
    await vi.waitFor(() => expect(store.getState().ticketDetail.detail!.notes).toEqual([note]));
    expect(store.getState().ticketDetail.notesAdded).toBe(1);
    fail = true;
    store.dispatch(ticketActionRequested({ kind: 'note', ticketId: open.id, text: 'x' }));
    await vi.waitFor(() => expect(store.getState().errors.dialog).toMatchObject({ value: true, message: 'Too long' }));
    expect(store.getState().ticketDetail).toMatchObject({ pending: null, notesAdded: 1 });
  });

  it("lists the contact's other tickets for a merge, then merges and points to the ticket it went into", async () => {
    const other = ticket(2, { contactId: 'k1' });
    const { store, calls } = opened((method, url) => {
      if (url.endsWith('/contacts/k1')) return { result: 'success', data: { contact: {}, identities: [], conversations: [], tickets: [open, other] } };
      if (method === 'POST') return { result: 'success', data: { ...open, mergedIntoId: other.id } };
      return { result: 'success', data: detailOf(open) };
    });
    await vi.waitFor(() => expect(store.getState().ticketDetail.status).toBe('succeeded'));
    store.dispatch(mergeCandidatesRequested({ ticketId: open.id, contactId: 'k1' }));
    await vi.waitFor(() => expect(store.getState().ticketDetail.candidates).toEqual({ status: 'succeeded', tickets: [other] }));
    store.dispatch(ticketActionRequested({ kind: 'merge', ticketId: open.id, intoId: other.id }));
    await vi.waitFor(() => expect(store.getState().ticketDetail.mergedInto).toBe(other.id));
    expect(calls.at(-1)).toEqual({ method: 'POST', url: `/v2/api/tickets/${open.id}/merge`, body: { intoId: other.id } });
  });

  it('follows live events: the ticket, its history (with who acted), its messages, its deletion', async () => {
    const { store } = opened();
    await vi.waitFor(() => expect(store.getState().ticketDetail.status).toBe('succeeded'));
    const message: Message = { id: 'm1', conversationId: 'c1', direction: 'inbound', authorType: 'contact', authorId: null, authorName: 'Mia', text: 'Hi', attachments: [], externalId: null, deliveryState: 'received', deliveryError: null, createdAt: '2025-03-02T00:00:00.000Z' };
    store.dispatch(
      eventsReceived({
        events: [
          ticketEvent(1, { action: 'solved', ticketId: open.id, actorId: 'u7' }),
          historyEvent(2, { ticketNumber: 4, ticketId: open.id, actorId: 'u7', actorName: 'Cy', field: 'status', old: 'new', new: 'solved' }),
          historyEvent(3, { ticketNumber: 5, field: 'status', old: 'new', new: 'hold' }),
          ticketUpdated(4, { ...open, status: 'solved' }),
          ticketUpdated(5, ticket(5)),
          { seq: 6, type: 'message created', workspaceId: 'w1', payload: { message, assigneeId: null }, sendTo: null, createdAt: '' },
          { seq: 7, type: 'message created', workspaceId: 'w1', payload: { message: { ...message, id: 'm2', conversationId: 'c2' }, assigneeId: null }, sendTo: null, createdAt: '' },
        ],
        lastSeq: 7,
      }),
    );
    const { detail } = store.getState().ticketDetail;
    expect(detail!.ticket.status).toBe('solved');
    expect(detail!.history).toEqual([{ id: 'event-2', actorId: 'u7', actorName: 'Cy', field: 'status', old: 'new', new: 'solved', at: '2025-03-02T10:00:00.000Z' }]);
    expect(detail!.messages.map((m) => m.id)).toEqual(['m1']);

    store.dispatch(eventsReceived({ events: [historyEvent(2, { ticketNumber: 4, field: 'status', old: 'new', new: 'solved' })], lastSeq: 7 }));
    expect(store.getState().ticketDetail.detail!.history).toHaveLength(1);

    store.dispatch(eventsReceived({ events: [ticketEvent(8, { action: 'delete', ticketId: open.id })], lastSeq: 8 }));
    expect(store.getState().ticketDetail).toMatchObject({ status: 'failed', message: TICKET_DELETED, detail: null });
  });
});

describe('after the realtime cursor was reset', () => {
  it('reads the list and the open ticket again', async () => {
    const open = ticket(4);
    const { store, calls } = setup((_m, url) => (url.includes('/tickets?') ? page([open], null, 1) : { result: 'success', data: detailOf(open) }));
    store.dispatch(listRequested({ key: 'status=new', filters: { status: ['new'] }, viewer: null }));
    store.dispatch(ticketOpened(open.id));
    await vi.waitFor(() => expect(store.getState().ticketDetail.status).toBe('succeeded'));
    store.dispatch(cursorReset(42));
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.map((call) => call.url)).toEqual([
      '/v2/api/tickets?status=new&limit=50',
      `/v2/api/tickets/${open.id}`,
      '/v2/api/tickets?status=new&limit=50',
      `/v2/api/tickets/${open.id}`,
    ]);
  });

  it('changes that arrive while the first page loads are applied on top of it', async () => {
    let release: (value: unknown) => void = () => undefined;
    const { store } = setup(() => new Promise((resolve) => (release = resolve)));
    store.dispatch(listRequested({ key: '', filters: {}, viewer: null }));
    store.dispatch(eventsReceived({ events: [ticketUpdated(1, ticket(2, { subject: 'live', updatedAt: '2030-01-01T00:00:00.000Z' })), ticketUpdated(2, ticket(3))], lastSeq: 2 }));
    release(page([ticket(2)], null, 1));
    await vi.waitFor(() => expect(store.getState().ticketList.status).toBe('succeeded'));
    const list = store.getState().ticketList;
    const { ids, total, buffered } = list;
    expect(ids).toEqual([ticket(3).id, ticket(2).id]);
    expect(ticketIn(list, ticket(2).id)!.subject).toBe('live');
    expect(total).toBe(2);
    expect(buffered).toEqual([]);
  });
});
