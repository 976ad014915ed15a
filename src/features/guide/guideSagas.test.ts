import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { AuthResponse } from '../../domain/api';
import { ApiError, type HttpClient } from '../../services/http';
import { authSlice, statusReceived } from '../auth/authSlice';
import { guideSaga } from './guideSagas';
import { seenCacheKey } from './guideRules';
import { guideClosed, guideFinished, guideOpened, guideSlice, nextClicked, routeEntered, skipClicked } from './guideSlice';
import { memoryStorage } from './seenCache';

const AUTH = {
  result: 'success',
  user: { id: 'u1', username: 'ana', email: 'a@x.test', phone: null, token: 't', jwt: 'j', profile_image_url: null, status: 'available' },
  workspace: { id: 'w1', name: 'W', botid: 'b1', owner: 'u1', role: 'Agent', is_member_expired: false, timeZone: 'UTC' },
  access: [{ url: '/home' }],
} as AuthResponse;
const KEY = seenCacheKey('u1', 'w1');

function setup({ serverSeen = [] as string[], cached, failGet = false }: { serverSeen?: string[]; cached?: string; failGet?: boolean } = {}) {
  const seen = [...serverSeen];
  const post = vi.fn(async (_url: string, body?: unknown) => {
    const { action, url } = body as { action: string; url?: string };
    if (action === 'get' && failGet) throw new ApiError(500, 'down', null);
    if (action === 'set' && url && !seen.includes(url)) seen.push(url);
    return { result: 'success', data: [...seen] };
  });
  const http: HttpClient = { get: vi.fn(), post: post as HttpClient['post'], put: vi.fn() };
  const guideStorage = memoryStorage(cached === undefined ? {} : { [KEY]: cached });
  const store = makeStore({
    reducer: { auth: authSlice.reducer, guide: guideSlice.reducer },
    deps: { http, guideStorage },
    sagas: [guideSaga],
  });
  store.dispatch(statusReceived({ auth: AUTH, receivedAt: 1 }));
  const gets = () => post.mock.calls.filter(([, body]) => (body as { action: string }).action === 'get').length;
  const sets = () => post.mock.calls.filter(([, body]) => (body as { action: string }).action === 'set').map(([, b]) => b);
  return { store, guideStorage, gets, sets, post };
}

describe('showing the guide on entering a route', () => {
  it('fetches the seen list when the cache is empty, caches it and opens the unseen guide', async () => {
    const { store, guideStorage, gets } = setup({ serverSeen: ['app/chat'] });

    store.dispatch(routeEntered({ path: '/home', guide: 'home' }));

    await vi.waitFor(() => expect(store.getState().guide.active).toEqual({ route: 'home', slide: 0, count: 10 }));
    expect(gets()).toBe(1);
    expect(JSON.parse(guideStorage.data[KEY]!)).toEqual(['app/chat']);
  });

  it('does not open a seen guide', async () => {
    const { store, gets } = setup({ serverSeen: ['home'] });

    store.dispatch(routeEntered({ path: '/home', guide: 'home' }));

    await vi.waitFor(() => expect(store.getState().guide.seen).toEqual(['home']));
    expect(gets()).toBe(1);
    expect(store.getState().guide.active).toBeNull();
  });

  it('uses a non-empty cache without asking the server', async () => {
    const { store, gets } = setup({ serverSeen: [], cached: '["home"]' });

    store.dispatch(routeEntered({ path: '/home', guide: 'home' }));
    store.dispatch(routeEntered({ path: '/app/ticket', guide: 'app/ticket' }));

    await vi.waitFor(() => expect(store.getState().guide.active?.route).toBe('app/ticket'));
    expect(gets()).toBe(0);
  });

  it('asks the server once, then answers from memory', async () => {
    const { store, gets } = setup({ serverSeen: ['home'] });

    store.dispatch(routeEntered({ path: '/home', guide: 'home' }));
    await vi.waitFor(() => expect(store.getState().guide.seen).toEqual(['home']));
    store.dispatch(routeEntered({ path: '/app/chat', guide: 'app/chat' }));

    await vi.waitFor(() => expect(store.getState().guide.active?.route).toBe('app/chat'));
    expect(gets()).toBe(1);
  });

  it('shows nothing, and asks nothing, on a route with 0 slides or no guide', async () => {
    const { store, gets } = setup();

    store.dispatch(routeEntered({ path: '/settings/plans-billings', guide: 'settings/plans-billings' }));
    store.dispatch(routeEntered({ path: '/settings/workspace/sla', guide: 'sla' }));
    store.dispatch(routeEntered({ path: '/settings/channel/LINE', guide: null }));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().guide.active).toBeNull();
    expect(gets()).toBe(0);
  });

  it('stays quiet when the list cannot be read', async () => {
    const { store, gets } = setup({ failGet: true });

    store.dispatch(routeEntered({ path: '/home', guide: 'home' }));

    await vi.waitFor(() => expect(gets()).toBe(1));
    expect(store.getState().guide.active).toBeNull();
  });
});

describe('finishing', () => {
  it('records the route on the server and in the cache, and does not show it again', async () => {
    const { store, guideStorage, sets } = setup();
    store.dispatch(routeEntered({ path: '/home', guide: 'home' }));
    await vi.waitFor(() => expect(store.getState().guide.active?.route).toBe('home'));

    store.dispatch(nextClicked());
    expect(store.getState().guide.active?.slide).toBe(1);
    store.dispatch(skipClicked());
    expect(store.getState().guide.active?.slide).toBe(9);
    store.dispatch(guideFinished({ route: 'home' }));

    await vi.waitFor(() => expect(sets()).toEqual([{ action: 'set', url: 'home' }]));
    expect(store.getState().guide.active).toBeNull();
    expect(JSON.parse(guideStorage.data[KEY]!)).toEqual(['home']);

    store.dispatch(routeEntered({ path: '/home', guide: 'home' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().guide.active).toBeNull();
  });

  it('closing without Finish records nothing, so the guide shows again next time', async () => {
    const { store, sets } = setup();
    store.dispatch(routeEntered({ path: '/home', guide: 'home' }));
    await vi.waitFor(() => expect(store.getState().guide.active).not.toBeNull());

    store.dispatch(guideClosed());
    store.dispatch(routeEntered({ path: '/app/ticket', guide: 'app/ticket' }));
    await vi.waitFor(() => expect(store.getState().guide.active?.route).toBe('app/ticket'));
    store.dispatch(guideClosed());
    store.dispatch(routeEntered({ path: '/home', guide: 'home' }));

    await vi.waitFor(() => expect(store.getState().guide.active?.route).toBe('home'));
    expect(sets()).toEqual([]);
  });

  it('keeps a guide closed on its page when the layout announces the same page again (status switch, remount)', async () => {
    const { store } = setup({ cached: '[]' });

    store.dispatch(routeEntered({ path: '/home', guide: 'home' }));
    await vi.waitFor(() => expect(store.getState().guide.active?.route).toBe('home'));
    store.dispatch(guideClosed());
    store.dispatch(routeEntered({ path: '/home', guide: 'home' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().guide.active).toBeNull();

    // leaving and coming back is entering it again: the guide closed without Finish shows again
    store.dispatch(routeEntered({ path: '/app/ticket', guide: 'app/ticket' }));
    await vi.waitFor(() => expect(store.getState().guide.active?.route).toBe('app/ticket'));
    store.dispatch(guideClosed());
    store.dispatch(routeEntered({ path: '/home', guide: 'home' }));
    await vi.waitFor(() => expect(store.getState().guide.active?.route).toBe('home'));
  });

  it('opens any guide on demand, seen or not (the overview page)', async () => {
    const { store } = setup({ cached: '["home"]' });

    store.dispatch(guideOpened({ route: 'home' }));
    expect(store.getState().guide.active).toEqual({ route: 'home', slide: 0, count: 10 });
    store.dispatch(guideClosed());
    store.dispatch(guideOpened({ route: 'sla' }));
    expect(store.getState().guide.active).toBeNull();
  });
});
