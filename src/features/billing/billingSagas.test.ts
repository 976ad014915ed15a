import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { AuthResponse } from '../../domain/api';
import { ApiError, type HttpClient } from '../../services/http';
import { authSlice, loggedOut, statusReceived } from '../auth/authSlice';
import { oneTabSlice, tabBlocked } from '../one-tab/oneTabSlice';
import type { BillingStatusAnswer } from './billingApi';
import { billingSaga } from './billingSagas';
import { availableFeaturesRequested, billingSlice, billingWarningDismissed, selectBillingRedirect } from './billingSlice';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const AUTH: AuthResponse = {
  result: 'success',
  user: { id: 'u1', username: 'ana', email: 'a@x.test', phone: null, token: 't', jwt: 'j', profile_image_url: null, status: 'available' },
  workspace: { id: 'w1', name: 'WS', botid: 'b1', owner: 'u1', role: 'Agent', is_member_expired: false, timeZone: 'UTC' },
  access: [{ url: '/home' }],
};
const QUOTA = { agents: 3, mau: 1000, mauAvailable: 800, conversations: 500, conversationsAvailable: 400 };
const status = (over: Partial<BillingStatusAnswer> = {}): BillingStatusAnswer => ({
  result: 'success',
  package: { account_id: 'a1', status: 'active', expired_date: '2026-12-30' },
  features: [{ name: 'chat' }, { name: 'trial' }],
  signature: 'sig',
  quota: QUOTA,
  ...over,
});

function setup(answers: { status: (() => unknown)[]; available?: () => unknown }) {
  const calls: { url: string; body: unknown }[] = [];
  const headers: Record<string, string | null> = {};
  let statusCalls = 0;
  const post = vi.fn(async (url: string, body?: unknown) => {
    calls.push({ url, body });
    if (url.endsWith('/billing/status')) return answers.status[Math.min(statusCalls++, answers.status.length - 1)]!();
    if (url.endsWith('/billing/default')) return { result: 'success' };
    if (url.endsWith('/availabe-features')) return (answers.available ?? (() => ({ result: 'success', available: 300 })))();
    throw new ApiError(404, url, null);
  });
  const http: HttpClient = {
    get: vi.fn(),
    post: post as unknown as HttpClient['post'],
    put: vi.fn(),
    setDefaultHeader: (name, value) => {
      headers[name] = value;
    },
  };
  const store = makeStore({
    reducer: { auth: authSlice.reducer, billing: billingSlice.reducer, oneTab: oneTabSlice.reducer },
    deps: { http, clock: { now: () => Date.now() } },
    sagas: [billingSaga],
  });
  const signIn = (auth: AuthResponse = AUTH) => store.dispatch(statusReceived({ auth, receivedAt: NOW }));
  return { store, calls, headers, signIn };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
};
const statusCount = (calls: { url: string }[]) => calls.filter((c) => c.url.endsWith('/billing/status')).length;

describe('billing saga', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('reads the status after login, drops trial, sets the signature header and reads the available conversations', async () => {
    const { store, calls, headers, signIn } = setup({ status: [() => status()] });
    signIn();
    await flush();

    expect(calls[0]).toEqual({ url: '/v2/api/billing/status', body: { workspace: 'w1' } });
    expect(calls[1]).toEqual({ url: '/v2/api/api/workspace/availabe-features', body: { botid: 'b1', type: 'conversation' } });
    const billing = store.getState().billing;
    expect(billing.features).toEqual([{ name: 'chat' }]);
    expect(billing.availableFeatures).toEqual({ available: 300, loaded: true });
    expect(headers['X-Billing-Signature']).toBe('active.sig');
    expect(billing.warning.open).toBe(false);
  });

  it('polls the status every 180000 ms, and not again for a refreshed session', async () => {
    const { calls, signIn } = setup({ status: [() => status()] });
    signIn();
    await flush();
    signIn();
    await flush();
    expect(statusCount(calls)).toBe(1);

    await vi.advanceTimersByTimeAsync(179_999);
    expect(statusCount(calls)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(statusCount(calls)).toBe(2);
    await vi.advanceTimersByTimeAsync(180_000);
    await flush();
    expect(statusCount(calls)).toBe(3);
  });

  it('stops polling and forgets billing on logout', async () => {
    const { store, calls, headers, signIn } = setup({ status: [() => status()] });
    signIn();
    await flush();
    store.dispatch(loggedOut());
    await flush();
    await vi.advanceTimersByTimeAsync(600_000);

    expect(statusCount(calls)).toBe(1);
    expect(store.getState().billing.loaded).toBe(false);
    expect(headers['X-Billing-Signature']).toBeNull();
  });

  it('neither polls nor warns in a tab that another tab blocks', async () => {
    const expiring = () => status({ package: { account_id: 'a1', status: 'active', expired_date: '2026-11-23' } });
    const blockedFirst = setup({ status: [expiring] });
    blockedFirst.store.dispatch(tabBlocked());
    blockedFirst.signIn();
    await flush();
    expect(statusCount(blockedFirst.calls)).toBe(0);
    expect(blockedFirst.store.getState().billing.warning.open).toBe(false);

    const blockedLater = setup({ status: [expiring] });
    blockedLater.signIn();
    await flush();
    expect(statusCount(blockedLater.calls)).toBe(1);
    blockedLater.store.dispatch(tabBlocked());
    await flush();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(statusCount(blockedLater.calls)).toBe(1);
  });

  it('sets the default package when there is no package and no feature, then reads the status again', async () => {
    const { store, calls, signIn } = setup({
      status: [() => status({ package: null, features: [{ name: 'trial' }] }), () => status()],
    });
    signIn();
    await flush();

    expect(calls.map((c) => c.url.replace('/v2/api', ''))).toEqual([
      '/billing/status',
      '/billing/default',
      '/billing/status',
      '/api/workspace/availabe-features',
    ]);
    expect(calls[1]?.body).toEqual({ workspace: 'w1' });
    expect(store.getState().billing.package?.status).toBe('active');
  });

  it('names the redirect when there are features but no package', async () => {
    const { store, signIn } = setup({ status: [() => status({ package: null })] });
    signIn();
    await flush();
    expect(selectBillingRedirect(store.getState())).toBe('/home');

    signIn({ ...AUTH, workspace: { ...AUTH.workspace!, role: 'Administrator' } });
    expect(selectBillingRedirect(store.getState())).toBe('/settings/plans-billings');
  });

  it('opens the warning for 3 days left, and checks again every 10800000 ms after Dismiss', async () => {
    const { store, signIn } = setup({ status: [() => status({ package: { account_id: 'a', status: 'active', expired_date: '2026-11-23' } })] });
    signIn();
    await flush();
    expect(store.getState().billing.warning).toEqual({ open: true, messages: ['Your package will expire in 3 days'] });

    store.dispatch(billingWarningDismissed());
    await vi.advanceTimersByTimeAsync(10_799_000);
    expect(store.getState().billing.warning.open).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(store.getState().billing.warning.open).toBe(true);
  });

  it('warns from the available conversations and the MAU quota', async () => {
    const { store, signIn } = setup({
      status: [() => status({ quota: { ...QUOTA, mauAvailable: 100 } })],
      available: () => ({ result: 'success', available: 50 }),
    });
    signIn();
    await flush();
    expect(store.getState().billing.warning.messages).toEqual([
      'You have 50 conversation left',
      'You have 100 Monthly Active Users (MAU) left',
    ]);
  });

  it('reads the available conversations again on request (a conversation event)', async () => {
    let available = 300;
    const { store, signIn } = setup({ status: [() => status()], available: () => ({ result: 'success', available }) });
    signIn();
    await flush();
    available = 299;
    store.dispatch(availableFeaturesRequested());
    await flush();
    expect(store.getState().billing.availableFeatures.available).toBe(299);
  });

  it('records a failed read and keeps polling', async () => {
    const { store, calls, signIn } = setup({
      status: [
        () => {
          throw new ApiError(500, 'down', null);
        },
        () => status(),
      ],
    });
    signIn();
    await flush();
    expect(store.getState().billing.error).toBe('down');

    await vi.advanceTimersByTimeAsync(180_000);
    await flush();
    expect(statusCount(calls)).toBe(2);
    expect(store.getState().billing).toMatchObject({ loaded: true, error: null });
  });
});
