import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
export const hmac = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A secret a provider sends back as it is (a header, a token in the url) against the channel's, in
 * constant time whatever the lengths (both hashed to one length first); nothing matches an empty one.
 */
export function secretMatches(expected: string, received: string | undefined): boolean {
  if (!received || !expected) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(expected), digest(received));
}

/** A numeric one-time code with leading zeros kept. */
export const numericCode = (digits = 6): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

export interface JwtClaims {
  sub: string;
  sid: string;
  ws: string | null;
  bot: string | null;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signJwt(secret: string, claims: Omit<JwtClaims, 'iat' | 'exp'>, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds })).toString('base64url');
  return `${HEADER}.${body}.${hmac(secret, `${HEADER}.${body}`)}`;
}

/** The claims when the signature is right and the token has not expired; undefined otherwise. */
export function verifyJwt(secret: string, token: string, now = Date.now()): JwtClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, body, signature] = parts as [string, string, string];
  if (header !== HEADER || !safeEqual(signature, hmac(secret, `${header}.${body}`))) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as JwtClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return undefined;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return undefined;
    return claims;
  } catch {
    return undefined;
  }
}
