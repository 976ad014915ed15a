import { Secret, TOTP as Totp } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP, isTotpCode } from '../../../../src/domain/twoFactor';

// TOTP (RFC 6238) through otpauth: new secrets, the otpauth:// URI and its QR code, and the check of a
// code, which accepts the previous, current and next 30-second step (clocks drift) but never a step at
// or before the last one accepted (a code seen over a shoulder or replayed is refused).

const WINDOW = 1;

export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secretBase32: string, label = ''): Totp {
  return new Totp({
    issuer: TOTP.issuer,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
  });
}

export function otpauthUri(secretBase32: string, accountEmail: string): string {
  return totpOf(secretBase32, accountEmail).toString();
}

/** The QR code as an SVG document, rendered here so the console carries no QR library. */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/** The code an app shows at this time (tests and the e2e spec compute codes the same way). */
export function codeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/** The time step the code belongs to when it is right and newer than lastStep; null otherwise. */
export function acceptedStep(secretBase32: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!isTotpCode(code)) return null;
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now.getTime() }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
