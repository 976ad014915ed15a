// The verification dialog's rules (spec §4, §5, §9).

import { VERIFICATION_RESEND_COOLDOWN_MS } from '../../domain/constants';

/** When Resend unlocks, counted from the moment a code was sent. */
export function resendAvailableAt(sentAt: number): number {
  return sentAt + VERIFICATION_RESEND_COOLDOWN_MS;
}

/** Whole seconds until Resend unlocks, rounded up so the button never unlocks while showing 1 s. */
export function resendSecondsLeft(availableAt: number | null, now: number): number {
  if (availableAt === null) return 0;
  return Math.max(0, Math.ceil((availableAt - now) / 1000));
}

export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend in ${secondsLeft} s` : 'Resend';
}

export const CODE_MESSAGES = { required: 'Required', numeric: 'Enter the numeric code from the e-mail' } as const;

/** The code is a numeric one-time code (the api takes 4 to 8 digits). */
export function validateCode(code: unknown): string | undefined {
  const value = typeof code === 'string' ? code.trim() : '';
  if (value === '') return CODE_MESSAGES.required;
  return /^\d{4,8}$/.test(value) ? undefined : CODE_MESSAGES.numeric;
}

export function verificationTitle(action: 'email' | 'password'): string {
  return action === 'password' ? 'Confirm your new password' : 'Confirm your new e-mail';
}
