import type { RequestHandler } from 'express';
import { getAuth } from './auth';
import { forbidden } from './errors';

export const SPECTATOR_READ_ONLY = 'Spectator mode is read-only.';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** POST calls that change nothing: ending the session, and the reads the console makes with POST. */
const READ_POSTS = [/^\/auth\/(logout|verify)$/, /^\/billing\/status$/, /^\/setting\/[^/]+(\/[^/]+)*\/get$/, /^\/api\/workspace\/availabe-features$/];

function isRead(method: string, path: string, body: unknown): boolean {
  if (SAFE.has(method)) return true;
  if (method !== 'POST') return false;
  if (READ_POSTS.some((pattern) => pattern.test(path))) return true;
  return path === '/workspace/product-tour' && (body as { action?: unknown } | undefined)?.action === 'get';
}

/** A spectating session may look at everything its user sees and change nothing. */
export const spectatorReadOnly: RequestHandler = (req, res, next) => {
  if (!getAuth(res)?.session.spectatorId || isRead(req.method, req.path, req.body)) return next();
  next(forbidden(SPECTATOR_READ_ONLY, 'SPECTATOR_READ_ONLY'));
};
