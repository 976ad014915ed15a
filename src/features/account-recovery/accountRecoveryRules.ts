// Account recovery's form rules (spec §5 messages; the code is the 6-digit one the api mails).

import { email, MESSAGES, required, trimmed } from '../../domain/validation';

export const RECOVERY_CODE_PATTERN = /^\d{6}$/;
/** The api's minimum (server/api/security/passwords.ts); checked here so a short one never costs a round trip. */
export const PASSWORD_MIN = 8;
export const PASSWORD_TOO_SHORT = `At least ${PASSWORD_MIN} characters`;

export interface RequestValues {
  email?: string;
}

export interface ResetValues {
  code?: string;
  password?: string;
  repassword?: string;
}

export function validateRequest(values: RequestValues): Partial<Record<keyof RequestValues, string>> {
  const error = email(values.email);
  return error ? { email: error } : {};
}

export function validateReset(values: ResetValues): Partial<Record<keyof ResetValues, string>> {
  const errors: Partial<Record<keyof ResetValues, string>> = {};
  const code = trimmed(values.code);
  if (code === '') errors.code = MESSAGES.required;
  else if (!RECOVERY_CODE_PATTERN.test(code)) errors.code = MESSAGES.invalidFormat;

  // Passwords are not trimmed: spaces may be part of a passphrase.
  const password = values.password ?? '';
  if (password === '') errors.password = MESSAGES.required;
  else if (password.length < PASSWORD_MIN) errors.password = PASSWORD_TOO_SHORT;

  const repeated = values.repassword ?? '';
  const missing = required(repeated);
  if (missing) errors.repassword = missing;
  else if (repeated !== password) errors.repassword = MESSAGES.passwordMismatch;
  return errors;
}

/** Spec §5: the confirmation stays disabled until the new password has content. */
export function confirmEnabled(password: string | undefined): boolean {
  return (password ?? '') !== '';
}

export const LOGIN_AFTER_RECOVERY = '/v2/app/chat';
