// Pure rules of the two-factor screens: the forms' checks, how the QR code and the key are shown, the
// recovery codes' file, and which failures stay in the form.

import { MESSAGES } from '../../domain/validation';
import { TOTP, isRecoveryCode, isTotpCode, normalizeRecoveryCode, normalizeTotpCode } from '../../domain/twoFactor';

export const CODE_FORMAT = `Enter the ${TOTP.digits}-digit code from your app`;
export const ANY_CODE_FORMAT = `Enter a ${TOTP.digits}-digit code or a recovery code`;

export function validateAppCode(values: { code?: string }): { code?: string } {
  const code = normalizeTotpCode(values.code ?? '');
  if (!code) return { code: MESSAGES.required };
  return isTotpCode(code) ? {} : { code: CODE_FORMAT };
}

export function validateTurnOff(values: { password?: string; code?: string }): { password?: string; code?: string } {
  const errors: { password?: string; code?: string } = {};
  if (!values.password) errors.password = MESSAGES.required;
  const typed = values.code ?? '';
  if (!typed.trim()) errors.code = MESSAGES.required;
  else if (!isTotpCode(normalizeTotpCode(typed)) && !isRecoveryCode(normalizeRecoveryCode(typed))) errors.code = ANY_CODE_FORMAT;
  return errors;
}

export function validatePasswordOnly(values: { password?: string }): { password?: string } {
  return values.password ? {} : { password: MESSAGES.required };
}

/**
 * The api's QR code as an image source. An SVG shown through <img> cannot run script or reach the
 * page, unlike markup put into the document; anything that is not an SVG document is not shown at all.
 */
export function qrImageSource(svg: string): string | null {
  return /^<svg[\s>]/.test(svg.trimStart()) ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;
}

/** The base32 key in groups of four, as apps ask for it when typed by hand. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function recoveryCodesFile(codes: readonly string[], account: string, madeAt: Date): string {
  return [
    `Omnichannel Inbox recovery codes for ${account}`,
    `Made on ${madeAt.toISOString().slice(0, 10)}. Each code logs you in once; keep them somewhere safe.`,
    '',
    ...codes,
    '',
  ].join('\n');
}

export const RECOVERY_FILE_NAME = 'omnichannel-inbox-recovery-codes.txt';

/** A mistake in the form (bad input, a wrong code or password, too many tries) is answered beside it. */
export function answeredInForm(status: number): boolean {
  return status === 400 || status === 406 || status === 429;
}
