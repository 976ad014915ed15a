import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import { ApiError } from '../../services/http';
import { routedHttp, type RouteHandler } from '../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../auth/authSlice';
import { anAuth } from '../auth/testing/authFixture';
import { noticeSlice } from '../errors/noticeSlice';
import { event } from '../conversations/testing/fixtures';
import { eventsReceived } from '../realtime/realtimeSlice';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { verificationSlice } from '../verification/verificationSlice';
import { profileSaga } from './profileSagas';
import {
  avatarUploadRequested,
  menuOpened,
  passwordChangeRequested,
  profileSaveRequested,
  profileSlice,
  statusChangeRequested,
  stepChanged,
} from './profileSlice';

const AUTH = anAuth('Agent', ['/home']);

function setup(routes: Record<string, RouteHandler>) {
  const { http, calls } = routedHttp(routes);
  const store = makeStore({
    reducer: { auth: authSlice.reducer, profile: profileSlice.reducer, verification: verificationSlice.reducer, notice: noticeSlice.reducer },
    deps: { http, clock: { now: () => 5_000 } },
    sagas: [profileSaga],
  });
  store.dispatch(statusReceived({ auth: AUTH, receivedAt: 1 }));
  store.dispatch(menuOpened());
  return { store, calls };
}

const renamed = { ...AUTH, user: { ...AUTH.user, username: 'Ana B' } };

describe('profile saga', () => {
  it('saves the profile, says so, returns to step 1 and reads the auth status again', async () => {
    const { store, calls } = setup({
      'PUT /v2/api/profile/update': () => ({ result: 'success', message: 'Your profile is saved.' }),
      'GET /v2/api/auth': () => renamed,
    });
    store.dispatch(stepChanged(2));
    store.dispatch(profileSaveRequested({ name: 'Ana B', email: 'ana@x.test' }));

    await vi.waitFor(() => expect(store.getState().auth.user?.username).toBe('Ana B'));
    expect(calls[0]).toEqual({ key: 'PUT /v2/api/profile/update', body: { name: 'Ana B', email: 'ana@x.test' } });
    expect(store.getState().profile).toMatchObject({ step: 1, saving: false, open: true, failure: null });
    expect(store.getState().notice.success?.message).toBe('Your profile is saved.');
    // A quiet refresh: the session stays authenticated throughout (no sign-in screen).
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it("opens the verification dialog with the pending form on 'please verify your account'", async () => {
    const { store, calls } = setup({
      'PUT /v2/api/profile/update': () => ({ result: 'success', message: 'please verify your account', data: { action: 'email', target: 'new@x.test' } }),
    });
    store.dispatch(stepChanged(2));
    store.dispatch(profileSaveRequested({ name: 'Ana', email: 'new@x.test' }));

    await vi.waitFor(() => expect(store.getState().verification.open).toBe(true));
    expect(store.getState().verification).toMatchObject({
      action: 'email',
      target: 'new@x.test',
      form: { name: 'Ana', email: 'new@x.test' },
      resendAvailableAt: 35_000,
    });
    expect(store.getState().profile).toMatchObject({ open: false, step: 1 });
    expect(calls.map((c) => c.key)).not.toContain('GET /v2/api/auth');
  });

  it('keeps a refused password change in the form with its message', async () => {
    const { store } = setup({
      'PUT /v2/api/profile/update': () => {
        throw new ApiError(406, 'The old password is not right.', { result: 'error', message: 'The old password is not right.' });
      },
    });
    store.dispatch(stepChanged(3));
    store.dispatch(passwordChangeRequested({ oldpassword: 'x', password: 'y', repassword: 'y' }));

    await vi.waitFor(() => expect(store.getState().profile.failure).toEqual({ message: 'The old password is not right.', fields: {} }));
    expect(store.getState().profile).toMatchObject({ step: 3, saving: false });
  });

  it("shows the api's field errors beside the fields", async () => {
    const { store } = setup({
      'PUT /v2/api/profile/update': () => {
        throw new ApiError(400, 'Invalid input', { result: 'error', message: 'Invalid input', fields: { email: 'Invalid format' } });
      },
    });
    store.dispatch(stepChanged(2));
    store.dispatch(profileSaveRequested({ name: 'Ana', email: 'a@b' }));
    await vi.waitFor(() => expect(store.getState().profile.failure?.fields).toEqual({ email: 'Invalid format' }));
  });

  it('uploads an avatar as form data with the accept list and bot id', async () => {
    const { store, calls } = setup({ 'POST /v2/api/console/messages/upload': () => ({ result: 'success', url: '/v2/api/files/1/me.png' }) });
    store.dispatch(avatarUploadRequested(new File(['x'], 'me.png', { type: 'image/png' })));

    await vi.waitFor(() => expect(store.getState().profile.avatar).toEqual({ kind: 'set', url: '/v2/api/files/1/me.png' }));
    const form = calls[0]?.body as FormData;
    expect(form.get('accept')).toBe('png,jpg,jpeg,gif,svg');
    expect(form.get('botid')).toBe('b1');
    expect((form.get('file') as File).name).toBe('me.png');
  });

  it('changes the status and reads the auth status again', async () => {
    const { store, calls } = setup({
      'PUT /v2/api/profile/change-status': () => ({ result: 'success', data: { status: 'aux' } }),
      'GET /v2/api/auth': () => ({ ...AUTH, user: { ...AUTH.user, status: 'aux' } }),
    });
    store.dispatch(statusChangeRequested('aux'));

    await vi.waitFor(() => expect(store.getState().auth.user?.status).toBe('aux'));
    expect(calls[0]).toEqual({ key: 'PUT /v2/api/profile/change-status', body: { status: 'aux' } });
    expect(store.getState().profile.statusChanging).toBe(false);
  });

  it("reads the session again when an 'agent status' event changes the member's own status or reason, not for a colleague's", async () => {
    const { store, calls } = setup({ 'GET /v2/api/auth': () => ({ ...AUTH, user: { ...AUTH.user, status: 'aux', statusReason: 'Training' } }) });
    const agentStatus = (userId: string, status: 'available' | 'aux', reason: string | null) => event(REALTIME_EVENTS.agentStatus, { userId, status, reason });
    store.dispatch(eventsReceived({ events: [agentStatus('u2', 'aux', 'Lunch'), agentStatus('u1', 'available', null)], lastSeq: 2 }));
    expect(calls).toEqual([]);
    store.dispatch(eventsReceived({ events: [agentStatus('u1', 'aux', 'Training')], lastSeq: 3 }));
    await vi.waitFor(() => expect(store.getState().auth.user).toMatchObject({ status: 'aux', statusReason: 'Training' }));
    expect(calls.map((c) => c.key)).toEqual(['GET /v2/api/auth']);
  });
});
