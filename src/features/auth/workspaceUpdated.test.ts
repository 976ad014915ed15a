// 'workspace updated' (the workspace's settings page) reaches the auth slice: the shell's name and the
// workspace's zone follow without a reload; another workspace's event changes nothing.
import { describe, expect, it } from 'vitest';
import { eventsReceived } from '../realtime/realtimeSlice';
import { realtimeEvent } from '../realtime/testing/fakeSocket';
import { authSlice, statusReceived, type AuthState } from './authSlice';
import { anAuth } from './testing/authFixture';

const signedIn = (): AuthState => authSlice.reducer(undefined, statusReceived({ auth: anAuth('Agent', ['/home']), receivedAt: 1 }));
const updated = (seq: number, id: string, name: string, timeZone: string) =>
  eventsReceived({ events: [realtimeEvent(seq, { type: 'workspace updated', workspaceId: id, payload: { workspace: { id, name, timeZone, language: 'en' } } })], lastSeq: seq });

describe("the auth slice and 'workspace updated'", () => {
  it('takes the new name and time zone of its workspace, keeping the rest', () => {
    const before = signedIn();
    const after = authSlice.reducer(before, updated(1, 'w1', 'Acme Support', 'Europe/Berlin'));
    expect(after.workspace).toEqual({ ...before.workspace, name: 'Acme Support', timeZone: 'Europe/Berlin' });
    expect(after.user).toBe(before.user);
  });

  it('ignores another workspace’s event and a console signed out', () => {
    const before = signedIn();
    expect(authSlice.reducer(before, updated(1, 'w2', 'Elsewhere', 'Asia/Tokyo'))).toBe(before);
    const out = authSlice.reducer(undefined, updated(1, 'w1', 'Acme', 'UTC'));
    expect(out.workspace).toBeNull();
  });
});
