import { Router, type Response } from 'express';
import type { ApiDeps } from '../../deps';
import { requireAuth, requireRole, requireWorkspace } from '../../http/auth';
import { readBody, v } from '../../http/validate';
import { acceptInvitation, previewInvitation } from './join';
import { inviteMember, listInvitations, resendInvitation, revokeInvitation } from './service';

const token = v.string({ max: 100 });

/**
 * Invitations: an Administrator's list, invite, resend and revoke (each answers the open invitations as they
 * are now); the join page's preview (no session) and accept (the invitee's session).
 */
export function invitationRoutes(deps: ApiDeps): Router {
  const router = Router();
  const administrator = (res: Response) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    return ctx;
  };
  const answerList = async (res: Response, ctx: ReturnType<typeof administrator>) =>
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await listInvitations(deps, ctx) });

  router.get('/invitations', async (_req, res) => {
    await answerList(res, administrator(res));
  });

  router.post('/invitations', async (req, res) => {
    const ctx = administrator(res);
    await inviteMember(deps, ctx, req.body);
    await answerList(res, ctx);
  });

  router.post('/invitations/:id/resend', async (req, res) => {
    const ctx = administrator(res);
    await resendInvitation(deps, ctx, readBody(req.params, { id: v.uuid() }).id);
    await answerList(res, ctx);
  });

  router.post('/invitations/:id/revoke', async (req, res) => {
    const ctx = administrator(res);
    await revokeInvitation(deps, ctx, readBody(req.params, { id: v.uuid() }).id);
    await answerList(res, ctx);
  });

  router.post('/invitations/preview', async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await previewInvitation(deps, readBody(req.body, { token }).token) });
  });

  router.post('/invitations/accept', async (req, res) => {
    const auth = requireAuth(res);
    res.json({ result: 'success', data: await acceptInvitation(deps, auth, readBody(req.body, { token }).token) });
  });

  return router;
}
