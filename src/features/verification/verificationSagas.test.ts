import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { AuthResponse } from '../../domain/api';
import { ApiError } from '../../services/http';
import { routedHttp } from '../../services/testing/routedHttp';
import { authSlice } from '../auth/authSlice';
import { noticeSlice } from '../errors/noticeSlice';
import { profileSaga } from '../profile/profileSagas';
import { profileSlice } from '../profile/profileSlice';
import { verificationSaga } from './verificationSagas';
import { codeSubmitted, resendRequested, verificationRequested, verificationSlice } from './verificationSlice';

const AUTH = { result: 'success', user: { id: 'u1', username: 'ana', email: 'new@x.test' }, workspace: null, access: [] } as unknown as AuthResponse;
const FORM = { name: 'Ana', email: 'new@x.test' };

function setup(routes: Record<string, () => unknown>, now = 100_000) {
  const { http, calls } = routedHttp(routes);
  const store = makeStore({
    reducer: { auth: authSlice.reducer, profile: profileSlice.reducer, verification: verificationSlice.reducer, notice: noticeSlice.reducer },
    deps: { http, clock: { now: () => now } },
    sagas: [verificationSaga, profileSaga],
  });
  store.dispatch(verificationRequested({ action: 'email', target: 'new@x.test', form: FORM, resendAvailableAt: 30_000 }));
  return { store, calls };
}

describe('verification saga', () => {
  it('posts the code, closes on success and reads the auth status again', async () => {
    const { store, calls } = setup({
      'POST /v2/api/profile/verify': () => ({ result: 'success', message: 'Your e-mail address is changed.' }),
      'GET /v2/api/auth': () => AUTH,
    });
    store.dispatch(codeSubmitted(' 123456 '));

    await vi.waitFor(() => expect(store.getState().auth.user?.email).toBe('new@x.test'));
    expect(calls[0]).toEqual({ key: 'POST /v2/api/profile/verify', body: { code: '123456' } });
    expect(store.getState().verification.open).toBe(false);
    expect(store.getState().notice.success?.message).toBe('Your e-mail address is changed.');
  });

  it('keeps the dialog open with the error for a wrong code', async () => {
    const { store } = setup({
      'POST /v2/api/profile/verify': () => {
        throw new ApiError(406, 'The code is not right. Please check it and try again.', null);
      },
    });
    store.dispatch(codeSubmitted('000000'));

    await vi.waitFor(() => expect(store.getState().verification.error).toBe('The code is not right. Please check it and try again.'));
    expect(store.getState().verification).toMatchObject({ open: true, status: 'idle' });
  });

  it('resends the stored form data and locks Resend for another 30 s', async () => {
    const { store, calls } = setup({
      'PUT /v2/api/profile/update': () => ({ result: 'success', message: 'please verify your account', data: { action: 'email', target: 'new@x.test' } }),
    });
    store.dispatch(resendRequested());

    await vi.waitFor(() => expect(store.getState().verification.resendAvailableAt).toBe(130_000));
    expect(calls[0]).toEqual({ key: 'PUT /v2/api/profile/update', body: FORM });
    expect(store.getState().verification).toMatchObject({ open: true, status: 'idle', notice: 'A new code was sent to new@x.test.' });
  });

  it("shows the api's refusal of an early resend in the dialog", async () => {
    const { store } = setup({
      'PUT /v2/api/profile/update': () => {
        throw new ApiError(406, 'Please wait 20 seconds before asking for a new code.', null);
      },
    });
    store.dispatch(resendRequested());
    await vi.waitFor(() => expect(store.getState().verification.error).toBe('Please wait 20 seconds before asking for a new code.'));
  });
});
