import { describe, expect, it } from 'vitest';
import { resendAvailableAt, resendLabel, resendSecondsLeft, validateCode, verificationTitle } from './verificationRules';

describe('resend countdown', () => {
  it('unlocks 30 s after the code was sent', () => {
    expect(resendAvailableAt(1_000)).toBe(31_000);
  });

  it('counts whole seconds down, rounding up', () => {
    expect(resendSecondsLeft(31_000, 1_000)).toBe(30);
    expect(resendSecondsLeft(31_000, 1_001)).toBe(30);
    expect(resendSecondsLeft(31_000, 2_000)).toBe(29);
    expect(resendSecondsLeft(31_000, 30_999)).toBe(1);
    expect(resendSecondsLeft(31_000, 31_000)).toBe(0);
    expect(resendSecondsLeft(31_000, 99_000)).toBe(0);
    expect(resendSecondsLeft(null, 0)).toBe(0);
  });

  it('shows the seconds left on the button', () => {
    expect(resendLabel(30)).toBe('Resend in 30 s');
    expect(resendLabel(1)).toBe('Resend in 1 s');
    expect(resendLabel(0)).toBe('Resend');
  });
});

describe('validateCode', () => {
  it('takes a numeric code', () => {
    expect(validateCode('123456')).toBeUndefined();
    expect(validateCode(' 1234 ')).toBeUndefined();
  });

  it('refuses an empty or non-numeric code', () => {
    expect(validateCode('')).toBe('Required');
    expect(validateCode(undefined)).toBe('Required');
    for (const code of ['12ab56', '12 34', '123', '123456789']) expect(validateCode(code)).toBe('Enter the numeric code from the e-mail');
  });
});

describe('verificationTitle', () => {
  it('names what is confirmed', () => {
    expect(verificationTitle('email')).toBe('Confirm your new e-mail');
    expect(verificationTitle('password')).toBe('Confirm your new password');
  });
});
