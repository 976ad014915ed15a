import { describe, expect, it } from 'vitest';
import { isRecoveryCode, isTotpCode, normalizeRecoveryCode, normalizeTotpCode } from '../../../../src/domain/twoFactor';
import { heldForTwoFactor } from './hold';
import { newRecoveryCodes, recoveryCodeHash } from './recoveryCodes';
import { acceptedStep, codeAt, newSecret } from './totp';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" (base32 below), 8-digit codes cut to 6.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP codes', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC 6238 test vector at %i s', (seconds, code) => {
    expect(codeAt(RFC_SECRET, at(seconds))).toBe(code);
  });

  it('accepts the previous, current and next step, and names the step the code belongs to', () => {
    const now = at(1_000_000_000 * 1 + 15);
    const step = Math.floor(now.getTime() / 30_000);
    expect(acceptedStep(RFC_SECRET, codeAt(RFC_SECRET, now), now, null)).toBe(step);
    expect(acceptedStep(RFC_SECRET, codeAt(RFC_SECRET, new Date(now.getTime() - 30_000)), now, null)).toBe(step - 1);
    expect(acceptedStep(RFC_SECRET, codeAt(RFC_SECRET, new Date(now.getTime() + 30_000)), now, null)).toBe(step + 1);
    expect(acceptedStep(RFC_SECRET, codeAt(RFC_SECRET, new Date(now.getTime() - 60_000)), now, null)).toBeNull();
    expect(acceptedStep(RFC_SECRET, codeAt(RFC_SECRET, new Date(now.getTime() + 60_000)), now, null)).toBeNull();
  });

  it('refuses a code of a step at or before the last one taken', () => {
    const now = at(1_500_000_000);
    const step = Math.floor(now.getTime() / 30_000);
    const code = codeAt(RFC_SECRET, now);
    expect(acceptedStep(RFC_SECRET, code, now, step)).toBeNull();
    expect(acceptedStep(RFC_SECRET, code, now, step + 1)).toBeNull();
    expect(acceptedStep(RFC_SECRET, code, now, step - 1)).toBe(step);
  });

  it.each(['', '12345', '1234567', '12 345', 'abcdef', '-12345'])('refuses the malformed code %j', (code) => {
    expect(acceptedStep(RFC_SECRET, code, at(59), null)).toBeNull();
  });

  it('makes 160-bit secrets in base32, a new one each time', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newSecret()).not.toBe(a);
  });
});

describe('code formats', () => {
  it('reads app codes with spaces, and only six digits', () => {
    expect(normalizeTotpCode(' 123 456 ')).toBe('123456');
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('12345a')).toBe(false);
    expect(normalizeTotpCode(123456)).toBe('');
  });

  it('reads recovery codes in any case, with or without the dash', () => {
    expect(normalizeRecoveryCode(' ABCDE-fgh23 ')).toBe('abcdefgh23');
    expect(isRecoveryCode('abcdefgh23')).toBe(true);
    expect(isRecoveryCode('abcdefgh2')).toBe(false);
    expect(isRecoveryCode('abcdefgh2!')).toBe(false);
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of two groups of five, without 0, o, 1 or l', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(code).not.toMatch(/[01ol]/);
      expect(isRecoveryCode(normalizeRecoveryCode(code))).toBe(true);
    }
  });

  it('are stored as a keyed hash tied to their user', () => {
    const hash = recoveryCodeHash('server secret', 'user-a', 'abcdefgh23');
    expect(hash).not.toContain('abcdefgh23');
    expect(recoveryCodeHash('server secret', 'user-a', 'abcdefgh23')).toBe(hash);
    expect(recoveryCodeHash('server secret', 'user-b', 'abcdefgh23')).not.toBe(hash);
    expect(recoveryCodeHash('another secret', 'user-a', 'abcdefgh23')).not.toBe(hash);
  });
});

describe('heldForTwoFactor', () => {
  const base = { isMember: true, required: true, enabledAt: null, spectatorId: null };
  it('holds a member of a workspace that requires it who has not set it up', () => {
    expect(heldForTwoFactor(base)).toBe(true);
  });
  it.each([
    ['it is set up', { enabledAt: new Date() }],
    ['the workspace does not require it', { required: false }],
    ['the workspace has no settings row', { required: null }],
    ['there is no membership', { isMember: false }],
    ['a spectator is looking', { spectatorId: 'spectator' }],
  ])('lets through when %s', (_label, change) => {
    expect(heldForTwoFactor({ ...base, ...change })).toBe(false);
  });
});
