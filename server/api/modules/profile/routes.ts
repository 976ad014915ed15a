import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireAuth } from '../../http/auth';
import { asObject, readBody, v } from '../../http/validate';
import { changePassword, changeStatus, updateProfile, verifyCode } from './service';

export function profileRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.put('/profile/update', async (req, res) => {
    const auth = requireAuth(res);
    const record = asObject(req.body);
    const wantsPassword = record.password !== undefined || record.oldpassword !== undefined;
    res.json(wantsPassword ? await changePassword(deps, auth, record) : await updateProfile(deps, auth, record));
  });

  router.put('/profile/change-status', async (req, res) => {
    const auth = requireAuth(res);
    const { status } = readBody(req.body, { status: v.oneOf(['available', 'aux'] as const) });
    res.json({ result: 'success', data: await changeStatus(deps, auth, status, asObject(req.body).reason) });
  });

  router.post('/profile/verify', async (req, res) => {
    const auth = requireAuth(res);
    const { code } = readBody(req.body, {
      code: v.custom(
        (value) => (typeof value === 'string' && /^\d{4,8}$/.test(value.trim()) ? undefined : value ? 'Invalid format' : 'Required'),
        (value) => String(value).trim(),
      ),
    });
    res.json(await verifyCode(deps, auth, code));
  });

  return router;
}
