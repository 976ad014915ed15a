import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { Department, Member } from '../../domain/inbox';
import { ApiError, type HttpClient } from '../../services/http';
import { authSlice, loggedOut } from '../auth/authSlice';
import { eventsReceived } from '../realtime/realtimeSlice';
import { realtimeEvent } from '../realtime/testing/fakeSocket';
import { directorySaga } from './directorySagas';
import { shouldLoadDirectory } from './directoryRules';
import {
  directoryNeeded,
  directorySlice,
  selectDepartmentName,
  selectDepartments,
  selectMemberName,
  selectMembers,
} from './directorySlice';

const ANA: Member = { id: 'u1', name: 'Ana', email: 'ana@example.test', role: 'Administrator', status: 'available', avatarUrl: null };
const BO: Member = { id: 'u2', name: 'Bo', email: 'bo@example.test', role: 'Agent', status: 'aux', avatarUrl: null };
const SALES: Department = { id: 'd1', name: 'Sales' };

function setup(get: (url: string) => unknown) {
  const calls: string[] = [];
  const http: HttpClient = {
    get: async (url) => {
      calls.push(url);
      return get(url) as never;
    },
    post: () => Promise.reject(new ApiError(404, 'no', null)),
    put: () => Promise.reject(new ApiError(404, 'no', null)),
  };
  const store = makeStore({ reducer: { auth: authSlice.reducer, directory: directorySlice.reducer }, deps: { http }, sagas: [directorySaga] });
  return { store, calls };
}

const answers = (url: string) =>
  url.endsWith('/members') ? { result: 'success', data: [ANA, BO] } : { result: 'success', data: [SALES] };

describe('directory', () => {
  it('reads the members and departments once, however many pages ask', async () => {
    const { store, calls } = setup(answers);
    store.dispatch(directoryNeeded());
    store.dispatch(directoryNeeded());
    await vi.waitFor(() => expect(store.getState().directory.status).toBe('succeeded'));
    store.dispatch(directoryNeeded());
    await Promise.resolve();
    expect(calls.sort()).toEqual(['/v2/api/departments', '/v2/api/members']);
    expect(selectMembers(store.getState())).toEqual([ANA, BO]);
    expect(selectDepartments(store.getState())).toEqual([SALES]);
  });

  it('names members and departments, null for none or unknown', async () => {
    const { store } = setup(answers);
    store.dispatch(directoryNeeded());
    await vi.waitFor(() => expect(store.getState().directory.status).toBe('succeeded'));
    const state = store.getState();
    expect(selectMemberName(state, 'u2')).toBe('Bo');
    expect(selectMemberName(state, 'gone')).toBeNull();
    expect(selectMemberName(state, null)).toBeNull();
    expect(selectDepartmentName(state, 'd1')).toBe('Sales');
    expect(selectDepartmentName(state, undefined)).toBeNull();
  });

  it('records a failure and reads again when asked after it', async () => {
    let fail = true;
    const { store, calls } = setup((url) => {
      if (fail && url.endsWith('/departments')) throw new ApiError(500, 'Database down', null);
      return answers(url);
    });
    store.dispatch(directoryNeeded());
    await vi.waitFor(() => expect(store.getState().directory).toMatchObject({ status: 'failed', message: 'Database down' }));
    fail = false;
    store.dispatch(directoryNeeded());
    await vi.waitFor(() => expect(store.getState().directory.status).toBe('succeeded'));
    expect(calls).toHaveLength(4);
  });

  it('forgets everything at logout, so the next session reads its own workspace', async () => {
    const { store } = setup(answers);
    store.dispatch(directoryNeeded());
    await vi.waitFor(() => expect(store.getState().directory.status).toBe('succeeded'));
    store.dispatch(loggedOut());
    expect(store.getState().directory).toEqual({ status: 'idle', members: [], departments: [], message: null });
  });

  it("stays live: 'agent status' events change the members' statuses, in order", async () => {
    const { store } = setup(answers);
    store.dispatch(directoryNeeded());
    await vi.waitFor(() => expect(store.getState().directory.status).toBe('succeeded'));

    const status = (seq: number, userId: string, value: 'available' | 'aux') =>
      realtimeEvent(seq, { type: 'agent status', payload: { userId, status: value } });
    store.dispatch(eventsReceived({ events: [status(1, 'u2', 'available'), status(2, 'u1', 'aux'), status(3, 'u2', 'aux'), status(4, 'gone', 'aux')], lastSeq: 4 }));
    expect(selectMembers(store.getState()).map((m) => [m.id, m.status])).toEqual([
      ['u1', 'aux'],
      ['u2', 'aux'],
    ]);
    store.dispatch(eventsReceived({ events: [status(5, 'u2', 'available')], lastSeq: 5 }));
    expect(selectMembers(store.getState()).find((m) => m.id === 'u2')?.status).toBe('available');
  });

  it("stays live: 'departments changed' replaces the departments with the newest list of a burst", async () => {
    const { store } = setup(answers);
    store.dispatch(directoryNeeded());
    await vi.waitFor(() => expect(store.getState().directory.status).toBe('succeeded'));
    const changed = (seq: number, departments: Department[]) => realtimeEvent(seq, { type: 'departments changed', payload: { departments } });
    const renamed = { id: 'd1', name: 'Sales EMEA' };
    const added = { id: 'd2', name: 'Billing' };
    store.dispatch(eventsReceived({ events: [changed(1, [SALES, added]), changed(2, [added, renamed])], lastSeq: 2 }));
    await vi.waitFor(() => expect(selectDepartments(store.getState())).toEqual([added, renamed]));
    expect(selectDepartmentName(store.getState(), 'd1')).toBe('Sales EMEA');
    expect(selectMembers(store.getState())).toEqual([ANA, BO]);
  });

  it('loads only from idle or failed', () => {
    expect(shouldLoadDirectory('idle')).toBe(true);
    expect(shouldLoadDirectory('failed')).toBe(true);
    expect(shouldLoadDirectory('loading')).toBe(false);
    expect(shouldLoadDirectory('succeeded')).toBe(false);
  });
});
