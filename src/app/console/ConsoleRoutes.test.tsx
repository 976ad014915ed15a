import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthResponse } from '../../domain/api';
import { initialAuthState } from '../../features/auth/authSlice';
import { inertRealtimeDeps } from '../../features/realtime/testing/inertRealtimeDeps';
import { errorDialogShown } from '../../features/errors/errorsSlice';
import { ApiError, type HttpClient } from '../../services/http';
import { silentLogger } from '../../services/logger';
import { createMemoryStorage } from '../../services/storage';
import { makeConsoleStore, type ConsoleState } from './consoleStore';
import { ConsoleRoutes } from './ConsoleRoutes';

const AUTH: AuthResponse = {
  result: 'success',
  user: { id: 'u1', username: 'ana', email: 'ana@example.test', phone: null, token: 't', jwt: 'j', profile_image_url: null, status: 'available' },
  workspace: { id: 'w1', name: 'My Workspace', botid: 'b1', owner: 'u1', role: 'Agent', is_member_expired: false, timeZone: 'UTC' },
  access: [{ url: '/home' }, { url: '/app/chat' }],
};

function signedIn(access = AUTH.access): Partial<ConsoleState> {
  return { auth: { ...initialAuthState, status: 'authenticated', user: AUTH.user, workspace: AUTH.workspace, access, lastRequest: 1 } };
}

function renderAt(path: string, { http, preloadedState }: { http?: Partial<HttpClient>; preloadedState?: Partial<ConsoleState> } = {}) {
  const location = { assign: vi.fn(), origin: () => 'http://localhost' };
  const fullHttp: HttpClient = { get: vi.fn(), post: vi.fn(), put: vi.fn(), ...http };
  const store = makeConsoleStore({ http: fullHttp, location, clock: { now: () => 1 }, logger: silentLogger, storage: createMemoryStorage(), ...inertRealtimeDeps() }, preloadedState);
  const memory = memoryLocation({ path, record: true });
  render(
    <Provider store={store}>
      <Router base="/v2" hook={memory.hook}>
        <ConsoleRoutes />
      </Router>
    </Provider>,
  );
  return { location, memory, store };
}

describe('console routes', () => {
  afterEach(cleanup);

  it('shows the chat page inside the app layout with the workspace and user names', async () => {
    renderAt('/v2/app/chat', { preloadedState: signedIn() });

    // The chat page's module (component, slices, sagas) loads on this first visit: the first import is slow under vitest.
    expect(await screen.findByRole('heading', { name: 'Chat' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Assigned to' })).toBeInTheDocument();
    expect(screen.getByTestId('workspace-name')).toHaveTextContent('My Workspace');
    expect(screen.getByTestId('user-name')).toHaveTextContent('ana');
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
  });

  it("brings a page's state with its module on the first visit, and starts its sagas once", async () => {
    const { store, memory } = renderAt('/v2/app/chat', { preloadedState: signedIn() });
    const state = () => store.getState() as Record<string, unknown>;
    expect(state().conversationList).toBeUndefined();
    expect(state().openConversation).toBeUndefined();

    expect(await screen.findByRole('heading', { name: 'Chat' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(state().conversationList).toMatchObject({ status: expect.any(String) });
    expect(state().openConversation).toBeDefined();
    // the tickets page was not visited: its state is not there
    expect(state().ticketList).toBeUndefined();
    const started = store.pages.started().size;
    expect(started).toBeGreaterThan(0);

    act(() => memory.navigate('/v2/home'));
    await screen.findByRole('heading', { level: 1, name: /ana/ });
    act(() => memory.navigate('/v2/app/chat'));
    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    // home brought its own saga; chat's were not started again
    expect(store.pages.started().size).toBe(started + 1);
  });

  it('sends a route missing from the access list to /home', async () => {
    const { memory } = renderAt('/v2/app/chat', { preloadedState: signedIn([{ url: '/home' }]) });

    expect(await screen.findByRole('heading', { level: 1, name: /ana/ })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe('/v2/home');
  });

  it('lists only the allowed areas on the home page', async () => {
    renderAt('/v2/home', { preloadedState: signedIn() });

    await screen.findByRole('heading', { level: 1, name: /ana/ });
    const main = screen.getByRole('main');
    expect(main.querySelectorAll('.card-links a')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('goes to the login page when there is no session at all', async () => {
    const unauthorized = async () => {
      throw new ApiError(401, 'Unauthorized', null);
    };
    const { location } = renderAt('/v2/app/chat', { http: { get: unauthorized } });

    expect(await screen.findByText('Taking you to the login page…')).toBeInTheDocument();
    expect(location.assign).toHaveBeenCalledWith('/v2/api/sso/login?continue=%2Fv2%2Fapp%2Fchat');
  });

  it("says 'This page could not be found' for an unknown console path", () => {
    renderAt('/v2/app/nowhere');

    expect(screen.getByRole('heading', { name: "Oops, it seems you're lost" })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
  });

  it('logs out from /logout', async () => {
    const post = vi.fn(async () => ({ result: 'success', data: { login: '/v2/api/sso/login' } }));
    const { location, store } = renderAt('/v2/logout', {
      http: { post: post as unknown as HttpClient['post'] },
      preloadedState: signedIn(),
    });

    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/v2/api/sso/login'));
    expect(post).toHaveBeenCalledWith('/v2/api/auth/logout');
    expect(store.getState().auth.user).toBeNull();
  });

  it('sends every app page to /maintenance while the runtime configuration says so, before any sign-in', async () => {
    const get = vi.fn(async (url: string) => {
      if (url === '/v2/api/config') return { result: 'success', data: { maintenance: true, me: null } };
      throw new ApiError(401, 'Unauthorized', null);
    });
    const { memory, location } = renderAt('/v2/app/chat', { http: { get: get as unknown as HttpClient['get'] } });

    expect(await screen.findByRole('heading', { name: 'The service is unavailable' })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe('/v2/maintenance');
    expect(screen.getByRole('link', { name: 'Landing' })).toHaveAttribute('href', '/v2/');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('sends a member without a workspace to workspace creation', async () => {
    const state = signedIn();
    const { memory } = renderAt('/v2/home', { preloadedState: { auth: { ...state.auth!, workspace: null } } });

    await vi.waitFor(() => expect(memory.history?.at(-1)).toBe('/v2/onboarding/creating-workspace'));
  });

  it('shows Contact in the navigation, marked inactive', async () => {
    renderAt('/v2/home', { preloadedState: signedIn([{ url: '/home' }, { url: '/app/contact' }]) });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const contact = within(nav).getByRole('link', { name: /Contact/ });
    expect(contact).toHaveAttribute('aria-disabled', 'true');
    expect(contact).not.toHaveAttribute('href');
  });

  it('shows the error dialog with Dismiss, which closes it', async () => {
    const { store } = renderAt('/v2/home', { preloadedState: signedIn() });
    await screen.findByRole('heading', { level: 1, name: /ana/ });

    act(() => {
      store.dispatch(errorDialogShown({ statusCode: 406, errMsg: 'Nope', message: 'Nope', forceLogout: false }));
    });

    const dialog = await screen.findByRole('dialog', { name: 'Oops something went wrong!' });
    expect(dialog).toHaveTextContent('Nope');
    expect(dialog).toHaveTextContent('406');
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    await vi.waitFor(() => expect(store.getState().errors.dialog.value).toBe(false));
  });
});
