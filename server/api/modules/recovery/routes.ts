import { Router } from 'express';
import { email as emailRule } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import { readBody, v } from '../../http/validate';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../security/passwords';
import { requestRecovery, resetPassword } from './service';

const emailField = v.custom(emailRule, (value) => String(value).trim().toLowerCase());

const passwordField = v.custom(
  (value) => {
    if (typeof value !== 'string' || value === '') return 'Required';
    if (value.length < PASSWORD_MIN_LENGTH) return `At least ${PASSWORD_MIN_LENGTH} characters`;
    return value.length > PASSWORD_MAX_LENGTH ? `Max ${PASSWORD_MAX_LENGTH} characters` : undefined;
  },
  (value) => String(value),
);

const codeField = v.custom(
  (value) => (typeof value === 'string' && /^\d{6}$/.test(value.trim()) ? undefined : value ? 'Invalid format' : 'Required'),
  (value) => String(value).trim(),
);

/** Account recovery, without a session: a code by e-mail, then a new password. */
export function recoveryRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.post('/account/recovery/request', async (req, res) => {
    const { email } = readBody(req.body, { email: emailField });
    res.json(await requestRecovery(deps, email, req.ip ?? 'unknown'));
  });

  router.post('/account/recovery/reset', async (req, res) => {
    const input = readBody(req.body, { email: emailField, code: codeField, password: passwordField });
    res.json(await resetPassword(deps, input, req.ip ?? 'unknown'));
  });

  return router;
}
