import { Router, type Request, type Response } from 'express';
import { isTotpCode, normalizeTotpCode } from '../../../../src/domain/twoFactor';
import type { ApiDeps } from '../../deps';
import { requireAuth, requireRole, requireWorkspace } from '../../http/auth';
import { readBody, v } from '../../http/validate';
import { confirmEnrolment, regenerateRecoveryCodes, startEnrolment, turnOff, twoFactorStatus } from './enrolment';
import { resetMember, setRequirement, workspaceTwoFactor } from './workspacePolicy';

const appCode = v.custom(
  (value) => (isTotpCode(normalizeTotpCode(value)) ? undefined : value ? 'Enter the 6-digit code from your app' : 'Required'),
  (value) => normalizeTotpCode(value),
);
const anyCode = v.string({ max: 40 });
const password = v.string({ max: 1000, trim: false });

const ipOf = (req: Request) => req.ip ?? 'unknown';
const send = (res: Response, data: unknown) => res.set('Cache-Control', 'no-store').json({ result: 'success', data });

/**
 * The caller's own two-factor login (profile menu). These need a session but no workspace, so a member
 * held until they set it up can reach them.
 */
export function twoFactorRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.get('/two-factor', async (_req, res) => {
    send(res, await twoFactorStatus(deps, requireAuth(res)));
  });

  router.post('/two-factor/enrol', async (_req, res) => {
    send(res, await startEnrolment(deps, requireAuth(res)));
  });

  router.post('/two-factor/confirm', async (req, res) => {
    const auth = requireAuth(res);
    const { code } = readBody(req.body, { code: appCode });
    send(res, await confirmEnrolment(deps, auth, code, ipOf(req)));
  });

  router.post('/two-factor/disable', async (req, res) => {
    const auth = requireAuth(res);
    const body = readBody(req.body, { password, code: anyCode });
    await turnOff(deps, auth, body, ipOf(req));
    send(res, await twoFactorStatus(deps, auth));
  });

  router.post('/two-factor/recovery-codes', async (req, res) => {
    const auth = requireAuth(res);
    const body = readBody(req.body, { password });
    send(res, await regenerateRecoveryCodes(deps, auth, body.password, ipOf(req)));
  });

  return router;
}

/** The workspace's side, for its Administrators: the members' state, the requirement, and a member's reset. */
export function workspaceTwoFactorRoutes(deps: ApiDeps): Router {
  const router = Router();
  const administrator = (res: Response) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    return ctx;
  };

  router.get('/workspace/two-factor', async (_req, res) => {
    send(res, await workspaceTwoFactor(deps, administrator(res)));
  });

  router.put('/workspace/two-factor', async (req, res) => {
    const ctx = administrator(res);
    const { required } = readBody(req.body, { required: v.boolean() });
    send(res, await setRequirement(deps, ctx, required, ipOf(req)));
  });

  router.post('/workspace/members/:userId/two-factor/reset', async (req, res) => {
    const ctx = administrator(res);
    const { userId } = readBody(req.params, { userId: v.uuid() });
    send(res, await resetMember(deps, ctx, userId, ipOf(req)));
  });

  return router;
}
