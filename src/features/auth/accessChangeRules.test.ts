import { describe, expect, it } from 'vitest';
import type { RealtimeEventOf } from '../../domain/realtimeEvents';
import { accessChangedFor, afterAccessRefresh, OTHER_WORKSPACE_HOME } from './accessChangeRules';
import { anAuth } from './testing/authFixture';

const event = (userId: string): RealtimeEventOf<'access changed'> => ({
  seq: 1,
  type: 'access changed',
  workspaceId: 'w1',
  payload: { userId, access: ['/home'] },
  sendTo: [userId],
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('accessChangedFor', () => {
  it("is true only when one of the events is the user's own", () => {
    expect(accessChangedFor([event('u2'), event('u1')], 'u1')).toBe(true);
    expect(accessChangedFor([event('u2')], 'u1')).toBe(false);
    expect(accessChangedFor([event('u1')], null)).toBe(false);
  });
});

describe('afterAccessRefresh', () => {
  it('applies a status, checks the session on 401, keeps what it has otherwise', () => {
    const auth = anAuth('Agent', ['/home']);
    expect(afterAccessRefresh({ ok: true, value: auth })).toEqual({ kind: 'apply', auth });
    expect(afterAccessRefresh({ ok: false, status: 401, message: 'x' })).toEqual({ kind: 'sessionCheck' });
    expect(afterAccessRefresh({ ok: false, status: 502, message: 'x' })).toEqual({ kind: 'keep' });
  });

  it('loads the console afresh when the session now stands in another workspace, and applies one in none', () => {
    const auth = anAuth('Agent', ['/home']);
    const here = auth.workspace!.id;
    expect(afterAccessRefresh({ ok: true, value: auth }, here)).toEqual({ kind: 'apply', auth });
    expect(afterAccessRefresh({ ok: true, value: auth }, 'another-workspace')).toEqual({ kind: 'reload', url: OTHER_WORKSPACE_HOME });
    expect(afterAccessRefresh({ ok: true, value: { ...auth, workspace: null } }, here)).toEqual({ kind: 'apply', auth: { ...auth, workspace: null } });
  });
});
