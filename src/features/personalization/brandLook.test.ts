import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { BrandLook } from '../../domain/brandRules';
import type { RealtimeEvent } from '../../domain/realtimeEvents';
import { routedHttp } from '../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../auth/authSlice';
import { anAuth } from '../auth/testing/authFixture';
import { eventsReceived } from '../realtime/realtimeSlice';
import { brandLookSaga } from './brandLookSagas';
import { brandLookSlice, selectBrandLook } from './brandLookSlice';

const acme: BrandLook = { name: 'WS', accent: '#0b5394', logoUrl: '/v2/api/brand/w1/logo/l1' };
const changed = (workspaceId: string, brand: BrandLook, seq = 7): RealtimeEvent => ({
  seq,
  type: 'brand changed',
  workspaceId,
  payload: { brand },
  sendTo: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});

function setup(look: BrandLook | Error) {
  const { http, calls } = routedHttp({
    'GET /v2/api/brand': () => {
      if (look instanceof Error) throw look;
      return { result: 'success', data: look };
    },
  });
  const store = makeStore({ reducer: { auth: authSlice.reducer, brandLook: brandLookSlice.reducer }, deps: { http }, sagas: [brandLookSaga] });
  return { store, calls };
}

describe('the console look', () => {
  it('is read once per workspace the console signs in to, then follows the brand changed event', async () => {
    const { store, calls } = setup(acme);
    store.dispatch(statusReceived({ auth: anAuth('Agent', []), receivedAt: 1 }));
    await Promise.resolve();
    await Promise.resolve();
    expect(selectBrandLook(store.getState())).toEqual(acme);
    store.dispatch(statusReceived({ auth: anAuth('Agent', []), receivedAt: 2 }));
    expect(calls).toHaveLength(1);

    const next = { ...acme, accent: '#006400', logoUrl: null };
    store.dispatch(eventsReceived({ events: [changed('other-workspace', { ...acme, accent: '#000000' }, 6), changed('w1', next)], lastSeq: 7 }));
    expect(selectBrandLook(store.getState())).toEqual(next);
  });

  it('keeps the product look when the read fails', async () => {
    const { store } = setup(new Error('offline'));
    store.dispatch(statusReceived({ auth: anAuth('Agent', []), receivedAt: 1 }));
    await Promise.resolve();
    expect(selectBrandLook(store.getState())).toBeNull();
  });
});
