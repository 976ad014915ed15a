import type { Request, Response } from 'express';

export const SSO_COOKIE = 'sso';
export const SSO_COOKIE_PATH = '/v2/api/sso';
export const APP_COOKIE = 'sid';
export const APP_COOKIE_PATH = '/v2/api';
export const ATTACH_COOKIE = 'sso_attach';
export const ATTACH_COOKIE_PATH = '/v2/api/auth';

export function setCookie(req: Request, res: Response, name: string, value: string, path: string, maxAgeMs: number): void {
  res.cookie(name, value, { httpOnly: true, sameSite: 'lax', secure: req.secure, path, maxAge: maxAgeMs });
}

export function clearCookie(req: Request, res: Response, name: string, path: string): void {
  res.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure: req.secure, path });
}

export function readCookie(req: Request, name: string): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}
