import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import { ApiError, type HttpClient } from '../../services/http';
import { accountRecoverySaga } from './accountRecoverySagas';
import { accountRecoverySlice, codeRequested, passwordResetRequested } from './accountRecoverySlice';

function setup(post: (url: string, body: unknown) => Promise<unknown>) {
  const spy = vi.fn(post);
  const http: HttpClient = { get: vi.fn(), post: spy as unknown as HttpClient['post'], put: vi.fn() };
  const store = makeStore({ reducer: { accountRecovery: accountRecoverySlice.reducer }, deps: { http }, sagas: [accountRecoverySaga] });
  return { store, post: spy };
}

describe('account recovery', () => {
  it('requests a code, then resets the password with it', async () => {
    const { store, post } = setup(async (url) =>
      url.endsWith('/request')
        ? { result: 'success', message: 'If an account exists for this address, we sent it a code.' }
        : { result: 'success', message: 'Your password is changed. You can log in now.' },
    );

    store.dispatch(codeRequested({ email: ' ana@example.test ' }));
    await vi.waitFor(() => expect(store.getState().accountRecovery.step).toBe('reset'));
    store.dispatch(passwordResetRequested({ code: '123456', password: 'a new passphrase' }));
    await vi.waitFor(() => expect(store.getState().accountRecovery.step).toBe('done'));

    expect(post.mock.calls).toEqual([
      ['/v2/api/account/recovery/request', { email: 'ana@example.test' }],
      ['/v2/api/account/recovery/reset', { email: 'ana@example.test', code: '123456', password: 'a new passphrase' }],
    ]);
    expect(store.getState().accountRecovery.message).toBe('Your password is changed. You can log in now.');
  });

  it('keeps the step and shows the server message and field errors of a failure', async () => {
    const { store } = setup(async (url) => {
      if (url.endsWith('/request')) return { result: 'success', message: 'sent' };
      throw new ApiError(400, 'Invalid input', { result: 'error', message: 'Invalid input', fields: { code: 'Invalid format' } });
    });
    store.dispatch(codeRequested({ email: 'ana@example.test' }));
    await vi.waitFor(() => expect(store.getState().accountRecovery.step).toBe('reset'));

    store.dispatch(passwordResetRequested({ code: '000000', password: 'a new passphrase' }));

    await vi.waitFor(() => expect(store.getState().accountRecovery.status).toBe('failed'));
    expect(store.getState().accountRecovery).toMatchObject({ step: 'reset', message: 'Invalid input', fields: { code: 'Invalid format' } });
  });

  it('explains a network failure', async () => {
    const { store } = setup(async () => {
      throw new ApiError(0, 'Failed to fetch', null);
    });
    store.dispatch(codeRequested({ email: 'ana@example.test' }));
    await vi.waitFor(() => expect(store.getState().accountRecovery.status).toBe('failed'));
    expect(store.getState().accountRecovery.message).toBe('The server could not be reached. Please check your connection.');
  });
});
