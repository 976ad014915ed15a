import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../../src/domain/twoFactor';
import { hmac } from '../../security/tokens';

// Ten codes of ten characters from 32 letters and digits (50 bits each), without 0/o and 1/l so they
// can be read from paper. Only a keyed hash of each is stored.

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** The stored form of a normalized code (see normalizeRecoveryCode), tied to its user. */
export function recoveryCodeHash(secret: string, userId: string, normalized: string): string {
  return hmac(secret, `recovery-code:${userId}:${normalized}`);
}
