import { describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../domain/api';
import {
  COOKIE_REFUSED_MESSAGE,
  FOREIGN_ATTACH_MESSAGE,
  afterAttach,
  afterLogout,
  afterStatus,
  afterVerify,
  afterVerifyValue,
  isSameSite,
  loginUrl,
} from './authRules';

const ORIGIN = 'https://inbox.example.com';
const LOGIN = '/v2/api/sso/login?continue=%2Fv2%2Fapp%2Fchat';
const auth = { result: 'success', user: { username: 'ana' }, workspace: null, access: [] } as unknown as AuthResponse;
const ok = <T>(value: T) => ({ ok: true as const, value });
const err = (status: number, message = 'x') => ({ ok: false as const, status, message });

describe('loginUrl', () => {
  it('sends the user to the SSO login with the chat app as the continue target', () => {
    expect(loginUrl()).toBe(LOGIN);
  });
});

describe('afterStatus', () => {
  it('signs in on success', () => {
    expect(afterStatus(ok(auth), false)).toEqual({ kind: 'signedIn', auth });
  });

  it('starts the SSO attach on the first 401', () => {
    expect(afterStatus(err(401), false)).toEqual({ kind: 'fetchAttachUrl' });
  });

  it('fails instead of looping when still 401 after a successful attach', () => {
    expect(afterStatus(err(401), true)).toEqual({ kind: 'fail', status: 401, message: COOKIE_REFUSED_MESSAGE });
  });

  it.each([0, 500, 502, 503, 406])('fails on %i', (status) => {
    expect(afterStatus(err(status, 'boom'), false)).toEqual({ kind: 'fail', status, message: 'boom' });
  });
});

describe('afterAttach', () => {
  it('fetches the verify value from a same-site url', () => {
    expect(afterAttach(ok({ data: '/v2/api/sso/attach?b=1' }), ORIGIN)).toEqual({
      kind: 'fetchVerifyValue',
      url: '/v2/api/sso/attach?b=1',
    });
    expect(afterAttach(ok({ data: `${ORIGIN}/v2/api/sso/attach` }), ORIGIN).kind).toBe('fetchVerifyValue');
  });

  it('goes to the login page on 401', () => {
    expect(afterAttach(err(401), ORIGIN)).toEqual({ kind: 'goToLogin', url: LOGIN });
  });

  it('never sends credentials to another site', () => {
    for (const data of ['https://evil.example/attach', '//evil.example/attach', 42, null]) {
      expect(afterAttach(ok({ data }), ORIGIN)).toEqual({ kind: 'fail', status: 502, message: FOREIGN_ATTACH_MESSAGE });
    }
  });

  it('fails on server errors', () => {
    expect(afterAttach(err(500, 'down'), ORIGIN)).toEqual({ kind: 'fail', status: 500, message: 'down' });
  });
});

describe('afterVerifyValue', () => {
  it('posts the verify value', () => {
    expect(afterVerifyValue(ok({ data: 'v-123' }))).toEqual({ kind: 'postVerify', verify: 'v-123' });
  });

  it('goes to the login page without an SSO session (401) or without a value', () => {
    expect(afterVerifyValue(err(401))).toEqual({ kind: 'goToLogin', url: LOGIN });
    expect(afterVerifyValue(ok({ data: '' }))).toEqual({ kind: 'goToLogin', url: LOGIN });
  });

  it('fails on server errors', () => {
    expect(afterVerifyValue(err(503, 'later')).kind).toBe('fail');
  });
});

describe('afterVerify', () => {
  it('checks the status again, marked as attached', () => {
    expect(afterVerify(ok({ result: 'success' }))).toEqual({ kind: 'checkStatus', attached: true });
  });

  it('goes to the login page when the value is refused', () => {
    expect(afterVerify(err(401))).toEqual({ kind: 'goToLogin', url: LOGIN });
    expect(afterVerify(err(406, 'Invalid Session'))).toEqual({ kind: 'goToLogin', url: LOGIN });
  });

  it('fails on server errors', () => {
    expect(afterVerify(err(500)).kind).toBe('fail');
  });
});

describe('afterLogout', () => {
  it("goes to the provider's login page from the answer", () => {
    expect(afterLogout(ok({ data: { login: '/v2/api/sso/login' } }), ORIGIN)).toBe('/v2/api/sso/login');
    expect(afterLogout(ok({ data: { login: `${ORIGIN}/v2/api/sso/login` } }), ORIGIN)).toBe(`${ORIGIN}/v2/api/sso/login`);
  });

  it('falls back to the login page when the call failed or named another site', () => {
    expect(afterLogout(err(401), ORIGIN)).toBe(LOGIN);
    expect(afterLogout(ok({ data: { login: 'https://evil.example/' } }), ORIGIN)).toBe(LOGIN);
    expect(afterLogout(ok({}), ORIGIN)).toBe(LOGIN);
  });
});

describe('isSameSite', () => {
  it.each([
    ['/v2/app', true],
    [`${ORIGIN}/x`, true],
    ['//evil.example/x', false],
    ['/\\evil.example/x', false],
    ['https://inbox.example.com.evil.example/', false],
    ['javascript:alert(1)', false],
  ])('%s → %s', (url, expected) => {
    expect(isSameSite(url, ORIGIN)).toBe(expected);
  });
});
