import type { Request, Response } from 'express';
import { SSO_COOKIE_PATH, readCookie } from '../../http/cookies';
import { hmac, randomToken, safeEqual } from '../../security/tokens';

// OWASP's device cookie: a browser that has logged in to an account before carries a signed proof of
// it, and is then throttled on its own failures only, not on those of whoever guesses from its address.

export const DEVICE_COOKIE = 'sso_device';
export const DEVICE_TTL_MS = 180 * 24 * 3600_000;

export interface DeviceProof {
  userId: string;
  /** Names this browser's own throttle bucket. */
  nonce: string;
}

const sign = (secret: string, userId: string, issued: number, nonce: string) =>
  hmac(secret, `device:${userId}:${issued}:${nonce}`);

/** A fresh device value for this user: `userId.issuedMs.nonce.mac`. */
export function signDevice(secret: string, userId: string, now: Date): string {
  const issued = now.getTime();
  const nonce = randomToken(16);
  return `${userId}.${issued}.${nonce}.${sign(secret, userId, issued, nonce)}`;
}

/** The proof when the value is ours, unexpired and unaltered; undefined otherwise. */
export function verifyDevice(secret: string, value: string | undefined, now: Date): DeviceProof | undefined {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 4) return undefined;
  const [userId, issuedRaw, nonce, mac] = parts as [string, string, string, string];
  const issued = Number(issuedRaw);
  // The cookie's Max-Age is the browser's to keep; the age is checked here too.
  if (!Number.isSafeInteger(issued) || issued > now.getTime() + 60_000 || now.getTime() - issued > DEVICE_TTL_MS) return undefined;
  if (!safeEqual(mac, sign(secret, userId, issued, nonce))) return undefined;
  return { userId, nonce };
}

export const readDeviceCookie = (req: Request): string | undefined => readCookie(req, DEVICE_COOKIE);

/**
 * Sets a new device cookie after a complete login (a new nonce each time, so the browser's old bucket
 * is left behind). SameSite=Strict: only this site's own login form ever needs it.
 */
export function setDeviceCookie(req: Request, res: Response, secret: string, userId: string, now: Date): void {
  res.cookie(DEVICE_COOKIE, signDevice(secret, userId, now), {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: SSO_COOKIE_PATH,
    maxAge: DEVICE_TTL_MS,
  });
}
