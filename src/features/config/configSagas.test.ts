import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { AuthResponse } from '../../domain/api';
import { ApiError, type HttpClient } from '../../services/http';
import { createLogger } from '../../services/logger';
import { authSlice, loggedOut, statusReceived } from '../auth/authSlice';
import { configSaga } from './configSagas';
import { configSlice, selectConfigState, selectIsDeveloper, selectWebchatProduct } from './configSlice';

const CONFIG = { billingGuard: true, helpCenterHost: 'https://help.example.test', webchatProduct: 'ACME', webchatSupportChannel: null, maintenance: false, me: null };
const DEV = { developer: true, spectator: false, serviceAccount: false, spectating: false };

function setup(get: HttpClient['get']) {
  const sink = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const logger = createLogger(sink);
  const http: HttpClient = { get, post: vi.fn(), put: vi.fn() };
  const store = makeStore({
    reducer: { auth: authSlice.reducer, config: configSlice.reducer },
    deps: { http, logger },
    sagas: [configSaga],
  });
  return { store, sink, logger };
}

describe('config saga', () => {
  it('reads the configuration at start', async () => {
    const get = vi.fn(async () => ({ result: 'success', data: CONFIG }));
    const { store } = setup(get as unknown as HttpClient['get']);

    await vi.waitFor(() => expect(store.getState().config.status).toBe('loaded'));
    expect(get).toHaveBeenCalledWith('/v2/api/config');
    expect(selectWebchatProduct(store.getState())).toBe('ACME');
    expect(selectConfigState(store.getState()).readForSession).toBe(false);
  });

  it('reads it again after sign-in, turning on developer logging for a developer', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce({ result: 'success', data: CONFIG })
      .mockResolvedValueOnce({ result: 'success', data: { ...CONFIG, me: DEV } });
    const { store, sink, logger } = setup(get);
    await vi.waitFor(() => expect(store.getState().config.status).toBe('loaded'));

    store.dispatch(statusReceived({ auth: { user: {}, workspace: null, access: [] } as unknown as AuthResponse, receivedAt: 1 }));

    await vi.waitFor(() => expect(selectConfigState(store.getState()).readForSession).toBe(true));
    expect(selectIsDeveloper(store.getState())).toBe(true);
    expect(logger.isVerbose()).toBe(true);
    expect(sink.debug).toHaveBeenCalled();

    store.dispatch(loggedOut());
    expect(selectIsDeveloper(store.getState())).toBe(false);
  });

  it('marks maintenance on a 503 maintenance answer', async () => {
    const { store } = setup(async () => {
      throw new ApiError(503, 'The service is under maintenance', { code: 'maintenance' });
    });

    await vi.waitFor(() => expect(store.getState().config.value.maintenance).toBe(true));
  });

  it('keeps the safe defaults when the call fails', async () => {
    const { store, sink } = setup(async () => {
      throw new ApiError(500, 'down', null);
    });

    await vi.waitFor(() => expect(store.getState().config.status).toBe('failed'));
    expect(store.getState().config.value).toMatchObject({ maintenance: false, billingGuard: false, me: null });
    expect(sink.warn).toHaveBeenCalled();
  });
});
