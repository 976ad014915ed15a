import type { Request, RequestHandler } from 'express';
import { forbidden } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The browser's origin matches the one the request was made to (through the edge: X-Forwarded-*). */
export function sameOrigin(req: Request): boolean {
  const origin = req.get('origin');
  // req.host and req.protocol follow X-Forwarded-* only from a trusted proxy (TRUST_PROXY).
  const expected = `${req.protocol}://${req.host}`;
  if (origin) return origin === expected;
  const site = req.get('sec-fetch-site');
  return site === 'same-origin' || site === 'none';
}

/**
 * State-changing calls need X-Requested-With (a header a cross-site form cannot send and a cross-site
 * fetch cannot send without a CORS preflight we never allow) or a same-origin Origin.
 */
export const csrfGuard: RequestHandler = (req, _res, next) => {
  if (SAFE.has(req.method) || req.get('x-requested-with') || sameOrigin(req)) return next();
  next(forbidden('This request was refused: it did not come from this site.', 'CROSS_SITE'));
};
