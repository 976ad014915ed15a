// Spec §8, the API error catalogue, in one place: what the console does with each failed call.

import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '../../domain/twoFactor';
import { isRecord } from '../../domain/validation';
import { ApiError } from '../../services/http';

export const ERROR_DIALOG_TITLE = 'Oops something went wrong!';
export const PACKAGE_EXPIRED_MESSAGE = 'Your workspace package has expired. Please renew to continue using all features.';
/** Shown when the server gave no message of its own (network failure, a proxy's HTML page). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again in a moment.';
/** Spec §3: the error dialog's statusCode before any error. */
export const DEFAULT_ERROR_STATUS = 404;

const LOGOUT_FORCING = ['SSO server for this broker', 'Invalid Session'];
const FULL_PAGE = [
  'Failed to creating workspace',
  'The invitation link has expired',
  'Failed inviting member',
  'Failed to join workspace',
];

/** A failed call as plain data: `message` is the server's own message, '' when it sent none. */
export interface ApiFailure {
  status: number;
  message: string;
  code: string | null;
}

export type ErrorReaction =
  | { kind: 'signOut' }
  | { kind: 'maintenance' }
  | { kind: 'fullPage'; message: string }
  /** the workspace now requires two-factor login of this user: read the session again, which shows the set-up page */
  | { kind: 'twoFactorSetup' }
  | { kind: 'dialog'; statusCode: number; errMsg: string; message: string; forceLogout: boolean };

export function forcesLogout(message: string): boolean {
  return LOGOUT_FORCING.some((text) => message.includes(text));
}

export function isFullPageError(message: string): boolean {
  return FULL_PAGE.some((text) => message.includes(text));
}

export function reactToApiError({ status, message, code }: ApiFailure): ErrorReaction {
  if (status === 503 && code === 'maintenance') return { kind: 'maintenance' };
  if (status === 401) return { kind: 'signOut' };
  if (status === 403 && message === TWO_FACTOR_SETUP_REQUIRED_MESSAGE) return { kind: 'twoFactorSetup' };
  if (isFullPageError(message)) return { kind: 'fullPage', message };
  const shown = status === 402 ? PACKAGE_EXPIRED_MESSAGE : message || GENERIC_ERROR_MESSAGE;
  return { kind: 'dialog', statusCode: status, errMsg: message, message: shown, forceLogout: forcesLogout(message) };
}

/** Reads any thrown value as an ApiFailure; a non-ApiError is a bug of ours, reported as a 500. */
export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiError) return { status: error.status, message: serverMessage(error.body), code: error.code };
  return { status: 500, message: '', code: null };
}

function serverMessage(body: unknown): string {
  if (!isRecord(body)) return '';
  const record = body;
  for (const key of ['message', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}
