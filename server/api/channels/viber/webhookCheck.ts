// Viber checks a new webhook at once: set_webhook calls our URL with event 'webhook' and fails unless it
// is answered 200. That call comes while connect runs, before the channel is stored (or, when the token
// changes, signed with a token not stored yet), so the generic inbound route (which finds the channel
// and checks the signature) would refuse it. This route, mounted before the generic one, answers that
// one event 200 without storing anything; every other call goes on to the generic route.
import express, { Router } from 'express';
import { PROVIDER_BODY_LIMIT } from '../inbound/routes';
import { isWebhookCheck } from './callbackRules';
import { VIBER_ALIAS } from './credentials';

export function viberWebhookCheckRoutes(): Router {
  const router = Router();
  router.post(`/channels/${VIBER_ALIAS}/:publicId/webhook`, express.raw({ type: () => true, limit: PROVIDER_BODY_LIMIT }), (req, res, next) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (/^[A-Za-z0-9_-]{8,64}$/.test(String(req.params.publicId)) && isWebhookCheck(body)) {
      res.json({});
      return;
    }
    next();
  });
  return router;
}
