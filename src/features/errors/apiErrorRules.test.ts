import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '../../domain/twoFactor';
import { ApiError } from '../../services/http';
import { GENERIC_ERROR_MESSAGE, PACKAGE_EXPIRED_MESSAGE, failureOf, reactToApiError } from './apiErrorRules';

const failure = (status: number, message = '', code: string | null = null) => ({ status, message, code });

describe('reactToApiError (spec §8)', () => {
  it('shows a 200-with-error answer in the dialog as a 406 with its message', () => {
    expect(reactToApiError(failure(406, 'Wrong old password'))).toEqual({
      kind: 'dialog',
      statusCode: 406,
      errMsg: 'Wrong old password',
      message: 'Wrong old password',
      forceLogout: false,
    });
  });

  it('reads the session again when the workspace holds the user for two-factor set-up', () => {
    expect(reactToApiError(failure(403, TWO_FACTOR_SETUP_REQUIRED_MESSAGE))).toEqual({ kind: 'twoFactorSetup' });
    expect(reactToApiError(failure(403, 'Only an Administrator can do this.'))).toMatchObject({ kind: 'dialog', statusCode: 403 });
  });

  it('signs out on 401', () => {
    expect(reactToApiError(failure(401, 'Unauthorized'))).toEqual({ kind: 'signOut' });
  });

  it('says the package expired on 402, whatever the server wrote', () => {
    expect(reactToApiError(failure(402, 'payment required'))).toMatchObject({
      kind: 'dialog',
      statusCode: 402,
      message: PACKAGE_EXPIRED_MESSAGE,
      errMsg: 'payment required',
    });
  });

  it("shows other errors with the server's message, or the generic one", () => {
    expect(reactToApiError(failure(500, 'Database down'))).toMatchObject({ statusCode: 500, message: 'Database down' });
    expect(reactToApiError(failure(0))).toMatchObject({ statusCode: 0, message: GENERIC_ERROR_MESSAGE });
    expect(reactToApiError(failure(502))).toMatchObject({ message: GENERIC_ERROR_MESSAGE });
  });

  it.each(['SSO server for this broker is unreachable', 'Invalid Session'])('forces Logout for "%s"', (message) => {
    expect(reactToApiError(failure(406, message))).toMatchObject({ kind: 'dialog', forceLogout: true });
    expect(reactToApiError(failure(500, `x ${message} y`))).toMatchObject({ forceLogout: true });
  });

  it.each([
    'Failed to creating workspace: name taken',
    'The invitation link has expired',
    'Failed inviting member',
    'Failed to join workspace',
  ])('shows "%s" as the full-page error', (message) => {
    expect(reactToApiError(failure(406, message))).toEqual({ kind: 'fullPage', message });
  });

  it('marks maintenance on a 503 with the maintenance code only', () => {
    expect(reactToApiError(failure(503, 'The service is under maintenance', 'maintenance'))).toEqual({ kind: 'maintenance' });
    expect(reactToApiError(failure(503, 'busy'))).toMatchObject({ kind: 'dialog', statusCode: 503 });
  });
});

describe('failureOf', () => {
  it("keeps only the server's own message", () => {
    expect(failureOf(new ApiError(406, 'Nope', { result: 'error', message: 'Nope' }))).toEqual(failure(406, 'Nope'));
    expect(failureOf(new ApiError(502, 'Bad Gateway', '<html>'))).toEqual(failure(502));
    expect(failureOf(new ApiError(0, 'Failed to fetch', null))).toEqual(failure(0));
    expect(failureOf(new ApiError(503, 'x', { error: 'Under maintenance', code: 'maintenance' }))).toEqual(
      failure(503, 'Under maintenance', 'maintenance'),
    );
  });

  it('reads a bug of ours as a 500 without a message', () => {
    expect(failureOf(new TypeError('x is undefined'))).toEqual(failure(500));
  });
});
