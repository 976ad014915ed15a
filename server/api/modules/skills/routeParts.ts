// The pieces the skills and routing settings routes share: an Administrator's call, a path id that names
// nothing of another workspace, and the success answer.
import type { Request, Response } from 'express';
import { isUuid } from '../../../../src/domain/validation';
import { requireRole, requireWorkspace, type WorkspaceContext } from '../../http/auth';
import { notFound } from '../../http/errors';

export function administrator(res: Response): WorkspaceContext {
  const ctx = requireWorkspace(res);
  requireRole(ctx, 'Administrator');
  return ctx;
}

/** A path id: anything but an id is nothing of this workspace (404 with `missing`). */
export function idParam(req: Request, name: string, missing: string): string {
  const id = req.params[name];
  if (typeof id !== 'string' || !isUuid(id)) throw notFound(missing);
  return id.toLowerCase();
}

export const ok = (res: Response, data: unknown) => res.set('Cache-Control', 'no-store').json({ result: 'success', data });
