// Two-factor login's wire contract and fixed numbers, shared by the api and the console.

import type { Role } from './api';

/** RFC 6238 as every authenticator app speaks it: SHA-1, 6 digits, a new code every 30 s. */
export const TOTP = { algorithm: 'SHA1', digits: 6, periodSeconds: 30, issuer: 'Omnichannel Inbox' } as const;
export const RECOVERY_CODE_COUNT = 10;
export const REMEMBER_BROWSER_DAYS = 30;

/** The 403 every workspace call answers while the workspace requires two-factor login and the caller has none. */
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE = 'Your workspace requires two-factor login. Set it up to continue.';

/** GET /two-factor: the caller's own state; the secret itself is never sent again after enrolment. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** ISO time it was turned on, or null */
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** the caller's workspace requires it */
  required: boolean;
}

/** POST /two-factor/enrol: a new secret waiting for its first code (shown once, for this enrolment only). */
export interface TwoFactorEnrolment {
  /** an SVG document of the QR code, to show as an image */
  qrSvg: string;
  /** the otpauth:// URI the QR code holds */
  uri: string;
  /** the secret in base32, for typing into an app by hand */
  secret: string;
}

/** POST /two-factor/confirm and /two-factor/recovery-codes: new codes, shown once. */
export interface RecoveryCodesAnswer {
  recoveryCodes: string[];
}

/** A row of the workspace's member page. */
export interface SecurityMember {
  id: string;
  name: string;
  email: string;
  role: Role;
  twoFactor: boolean;
}

/** GET /workspace/two-factor (Administrators). */
export interface WorkspaceTwoFactor {
  required: boolean;
  members: SecurityMember[];
}

/** A code as people type it: digits, maybe with spaces (apps show '123 456'). */
export function normalizeTotpCode(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, '') : '';
}

export function isTotpCode(value: string): boolean {
  return new RegExp(`^\\d{${TOTP.digits}}$`).test(value);
}

/** Recovery codes are 10 letters and digits, shown as two groups of five; case and dashes do not matter. */
export function normalizeRecoveryCode(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s-]+/g, '').toLowerCase() : '';
}

export function isRecoveryCode(value: string): boolean {
  return /^[a-z0-9]{10}$/.test(value);
}
