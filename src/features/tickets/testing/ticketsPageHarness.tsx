import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeStore } from '../../../app/makeStore';
import type { AuthResponse, Role } from '../../../domain/api';
import type { TicketDetail, TicketSummary } from '../../../domain/inbox';
import { ApiError, type HttpClient } from '../../../services/http';
import { silentLogger } from '../../../services/logger';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { configSlice } from '../../config/configSlice';
import { directorySaga } from '../../directory/directorySagas';
import { directorySlice } from '../../directory/directorySlice';
import { errorsSlice } from '../../errors/errorsSlice';
import { settingsLoaded, settingsSlice } from '../../settings/settingsSlice';
import { ticket } from './ticketFixtures';
import { ticketBulkSlice } from '../ticketBulkSlice';
import { ticketDetailSlice } from '../ticketDetailSlice';
import { ticketListSlice } from '../ticketListSlice';
import { ticketsSaga } from '../ticketsSagas';
import { TicketsPage } from '../components/TicketsPage';

// The tickets page on a fake api (two tickets, two members), for the page's component tests.

export const ME = '00000000-0000-4000-8000-0000000000aa';
export const BO = '00000000-0000-4000-8000-0000000000bb';

function auth(role: Role): AuthResponse {
  return {
    result: 'success',
    user: { id: ME, username: 'ana', email: 'ana@x.test', phone: null, token: 't', jwt: 'j', profile_image_url: null, status: 'available' },
    workspace: { id: 'w1', name: 'Desk', botid: 'b1', owner: ME, role, is_member_expired: false, timeZone: 'UTC' },
    access: [{ url: '/app/ticket' }],
  };
}

const members = [
  { id: ME, name: 'Ana', email: 'ana@x.test', role: 'Administrator', status: 'available', avatarUrl: null },
  { id: BO, name: 'Bo', email: 'bo@x.test', role: 'Agent', status: 'available', avatarUrl: null },
];

export const first = ticket(1, { subject: '<img src=x onerror=alert(1)>', status: 'unsolved', statusOmni: null, priority: 'urgent', channel: 'LINE', contactName: 'Mia' });
export const second = ticket(2, { subject: 'Refund please', status: 'hold', assigneeId: BO, contactId: 'k1' });
export const detailOf = (t: TicketSummary): TicketDetail => ({
  ticket: t,
  contact: null,
  messages: [],
  history: [{ id: 'h1', actorId: ME, actorName: 'Ana', field: 'status', old: null, new: 'new', at: t.createdAt }],
  notes: [],
});

export interface Options {
  role?: Role;
  path?: string;
  list?: (url: string) => unknown;
  take?: boolean;
  bulk?: (body: unknown) => unknown;
}

export function setup({ role = 'Administrator', path = '/v2/app/ticket', list, take = false, bulk }: Options = {}) {
  const get = vi.fn(async (url: string): Promise<unknown> => {
    if (url === '/v2/api/members') return { result: 'success', data: role === 'Agent' ? members.slice(0, 1) : members };
    if (url === '/v2/api/departments') return { result: 'success', data: [{ id: 'd1', name: 'Sales' }] };
    if (url.startsWith('/v2/api/tickets?')) {
      if (list) return list(url);
      return { result: 'success', data: { items: [second, first], nextCursor: null, total: 2 } };
    }
    const id = url.split('/').pop();
    const found = [first, second].find((t) => t.id === id);
    if (found) return { result: 'success', data: detailOf(found) };
    throw new ApiError(404, 'Not found', null);
  });
  const post = vi.fn(async (url: string, body?: unknown): Promise<unknown> => {
    if (url === '/v2/api/tickets/bulk' && bulk) return bulk(body);
    const id = url.split('/')[4];
    const current = [first, second].find((t) => t.id === id)!;
    return { result: 'success', data: { ...current, ...(body as object), updatedAt: new Date().toISOString() } };
  });
  const http: HttpClient = { get: get as HttpClient['get'], post: post as HttpClient['post'], put: vi.fn() };
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      config: configSlice.reducer,
      errors: errorsSlice.reducer,
      settings: settingsSlice.reducer,
      directory: directorySlice.reducer,
      ticketList: ticketListSlice.reducer,
      ticketDetail: ticketDetailSlice.reducer,
      ticketBulk: ticketBulkSlice.reducer,
    },
    deps: { http, logger: silentLogger },
    sagas: [ticketsSaga, directorySaga],
  });
  store.dispatch(statusReceived({ auth: auth(role), receivedAt: 1 }));
  store.dispatch(settingsLoaded({ ticket: { take }, customMessages: [], ok: true }));
  const memory = memoryLocation({ path, record: true });
  render(
    <Provider store={store}>
      <Router base="/v2" hook={memory.hook} searchHook={memory.searchHook}>
        <TicketsPage />
      </Router>
    </Provider>,
  );
  return { get, post, memory, store };
}

export const listbox = () => screen.getByRole('listbox', { name: 'Tickets' });
export const lastPath = (memory: ReturnType<typeof memoryLocation>) => memory.history!.at(-1)!;
