import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header both directions carry: sha256=<hex HMAC-SHA256 of the exact body bytes, keyed by the channel's secret>. */
export const SIGNATURE_HEADER = 'X-Signature-256';

export function signBody(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Compares in constant time; a missing or malformed header is simply not a match. */
export function signatureMatches(secret: string, body: Buffer, header: string | undefined): boolean {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(Buffer.from(match[1]!.toLowerCase(), 'hex'), expected);
}
