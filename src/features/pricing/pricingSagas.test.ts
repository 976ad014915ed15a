import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { PricingResponse } from '../../domain/api';
import { ApiError, type HttpClient } from '../../services/http';
import { PRICING_ERROR, pricingSaga } from './pricingSagas';
import { pricingRequested, pricingSlice } from './pricingSlice';

const PRICING: PricingResponse = {
  result: 'success',
  data: {
    packages: [
      { name: 'lite', title: 'Lite', priceMonthly: 29, currency: 'USD', limits: { agents: 5, mau: 1000, conversations: 5000 }, features: [] },
      { name: 'free', title: 'Free', priceMonthly: 0, currency: 'USD', limits: { agents: 1, mau: 100, conversations: 500 }, features: [] },
    ],
    addons: [{ name: 'agent', title: 'Extra agent', unit: 'agent', price: 9, currency: 'USD' }],
  },
};

function setup(get: HttpClient['get']) {
  const http: HttpClient = { get, post: vi.fn(), put: vi.fn() };
  return makeStore({ reducer: { pricing: pricingSlice.reducer }, deps: { http }, sagas: [pricingSaga] });
}

describe('pricing saga', () => {
  it('loads the offer from the public pricing call', async () => {
    const get = vi.fn(async () => PRICING);
    const store = setup(get as unknown as HttpClient['get']);

    store.dispatch(pricingRequested());

    await vi.waitFor(() => expect(store.getState().pricing.status).toBe('succeeded'));
    expect(get).toHaveBeenCalledWith('/v2/api/public/pricing');
    expect(store.getState().pricing.packages.map((p) => p.name)).toEqual(['free', 'lite']);
    expect(store.getState().pricing.addons).toHaveLength(1);
  });

  it('records a failure that a retry can clear', async () => {
    let calls = 0;
    const store = setup((async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(503, 'Service Unavailable', null);
      return PRICING;
    }) as HttpClient['get']);

    store.dispatch(pricingRequested());
    await vi.waitFor(() => expect(store.getState().pricing).toMatchObject({ status: 'failed', error: PRICING_ERROR }));

    store.dispatch(pricingRequested());
    await vi.waitFor(() => expect(store.getState().pricing.status).toBe('succeeded'));
  });
});
