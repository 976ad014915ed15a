import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { HttpClient } from '../../services/http';
import { silentLogger } from '../../services/logger';
import { authSlice } from '../auth/authSlice';
import { configSaga } from '../config/configSagas';
import { configSlice } from '../config/configSlice';
import { maintenanceEnded, maintenancePageLeft, maintenancePageOpened } from './maintenanceActions';
import { maintenanceSaga } from './maintenanceSagas';
import { MAINTENANCE_RECHECK_MS } from './maintenanceRules';

const answer = (maintenance: boolean) => ({ result: 'success', data: { maintenance, me: null } });

function setup() {
  const get = vi.fn(async () => answer(true));
  const location = { assign: vi.fn(), origin: () => 'http://localhost' };
  const http: HttpClient = { get: get as unknown as HttpClient['get'], post: vi.fn(), put: vi.fn() };
  const store = makeStore({
    reducer: { auth: authSlice.reducer, config: configSlice.reducer },
    deps: { http, logger: silentLogger, location },
    sagas: [configSaga, maintenanceSaga],
  });
  return { store, get, location };
}

describe('maintenance saga', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again every 30 s while the page is shown, and stops when it is left', async () => {
    vi.useFakeTimers();
    const { store, get } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(get).toHaveBeenCalledTimes(1);

    store.dispatch(maintenancePageOpened());
    await vi.advanceTimersByTimeAsync(MAINTENANCE_RECHECK_MS - 1);
    expect(get).toHaveBeenCalledTimes(1);
    get.mockResolvedValue(answer(false));
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(2);
    expect(store.getState().config.value.maintenance).toBe(false);

    store.dispatch(maintenancePageLeft());
    await vi.advanceTimersByTimeAsync(MAINTENANCE_RECHECK_MS * 3);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('goes to the landing page once maintenance is over', () => {
    const { store, location } = setup();
    store.dispatch(maintenanceEnded());
    expect(location.assign).toHaveBeenCalledWith('/v2/');
  });
});
