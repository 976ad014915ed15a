import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import { ApiError, type HttpClient } from '../../services/http';
import { aContact, aTicket } from '../contacts/testing/fixtures';
import { ACCESS_URLS } from '../../domain/access';
import { authSlice, initialAuthState } from '../auth/authSlice';
import { apiFailed } from '../errors/errorsSlice';
import { keyboardSlice, paletteOpened, paletteQueryChanged } from './keyboardSlice';
import { paletteSaga } from './paletteSagas';

const page = <T,>(items: T[]) => ({ result: 'success', data: { items, nextCursor: null, total: items.length } });

function setup(get: (url: string) => Promise<unknown>, access: readonly string[] = ACCESS_URLS) {
  const http: HttpClient = { get: vi.fn(get) as HttpClient['get'], post: vi.fn(), put: vi.fn() };
  const reducer = { auth: authSlice.reducer, keyboard: keyboardSlice.reducer, seen: (seen: string[] = [], action: UnknownAction) => [...seen, action.type] };
  const store = makeStore<{ [K in keyof typeof reducer]: ReturnType<(typeof reducer)[K]> }, { http: HttpClient }>({
    reducer,
    deps: { http },
    sagas: [paletteSaga],
    preloadedState: { auth: { ...initialAuthState, access: access.map((url) => ({ url })) } },
  });
  store.dispatch(paletteOpened());
  return { store, get: http.get as ReturnType<typeof vi.fn> };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the palette lookups', () => {
  it('asks once per pause in typing, for the ticket of that number and contacts, with the last text', async () => {
    const { store, get } = setup(async (url) =>
      url.includes('/tickets') ? page([aTicket({ number: 19, subject: 'Printer on fire' })]) : page([aContact({ name: 'Ann 19' })]),
    );
    store.dispatch(paletteQueryChanged('1'));
    await vi.advanceTimersByTimeAsync(100);
    store.dispatch(paletteQueryChanged('19'));
    await vi.advanceTimersByTimeAsync(199);
    expect(get).not.toHaveBeenCalled();
    expect(store.getState().keyboard.search.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/v2/api/tickets?number=19&limit=1', '/v2/api/contacts?q=19&limit=5']);
    expect(store.getState().keyboard.search).toMatchObject({ query: '19', status: 'succeeded', ticket: { number: 19 }, contacts: [{ name: 'Ann 19' }] });
  });

  it('asks nothing for one letter, and only for the ticket after #', async () => {
    const { store, get } = setup(async () => page([]));
    store.dispatch(paletteQueryChanged('r'));
    await vi.advanceTimersByTimeAsync(500);
    expect(get).not.toHaveBeenCalled();
    expect(store.getState().keyboard.search.status).toBe('idle');

    store.dispatch(paletteQueryChanged('#7'));
    await vi.advanceTimersByTimeAsync(200);
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/v2/api/tickets?number=7&limit=1']);
    expect(store.getState().keyboard.search).toMatchObject({ status: 'succeeded', ticket: null, contacts: [] });
  });

  it('says the search failed, and passes a lost session on to the error handling', async () => {
    const { store } = setup(async () => {
      throw new ApiError(401, 'Unauthorized', null);
    });
    store.dispatch(paletteQueryChanged('rosa'));
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getState().keyboard.search.status).toBe('failed');
    expect(store.getState().seen).toContain(apiFailed.type);
  });

  it('keeps a failure of the server to the palette itself', async () => {
    const { store } = setup(async () => {
      throw new ApiError(500, 'Boom', null);
    });
    store.dispatch(paletteQueryChanged('rosa'));
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getState().keyboard.search.status).toBe('failed');
    expect(store.getState().seen).not.toContain(apiFailed.type);
  });

  it("asks only for what the member's access list opens: the api refuses the rest", async () => {
    const { store, get } = setup(async () => page([]), ['/home', '/app/chat', '/app/ticket']);
    store.dispatch(paletteQueryChanged('19'));
    await vi.advanceTimersByTimeAsync(200);
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/v2/api/tickets?number=19&limit=1']);

    const chatOnly = setup(async () => page([]), ['/home', '/app/chat']);
    chatOnly.store.dispatch(paletteQueryChanged('rosa'));
    await vi.advanceTimersByTimeAsync(500);
    expect(chatOnly.get).not.toHaveBeenCalled();
    expect(chatOnly.store.getState().keyboard.search).toMatchObject({ query: 'rosa', status: 'succeeded', ticket: null, contacts: [] });
  });
});
