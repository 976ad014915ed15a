import cookieParser from 'cookie-parser';
import express, { Router } from 'express';
import { sql } from 'drizzle-orm';
import type { ApiDeps } from './deps';
import { assertEveryRouteDeclared, declareAccess, PUBLIC, SHELL } from './http/access';
import { agentSlots } from './http/agentSlots';
import { loadAuth } from './http/auth';
import { csrfGuard } from './http/csrf';
import { channelInboundRoutes } from './channels/inbound/routes';
import { providerFileRoutes } from './channels/providerLinks';
import { viberWebhookCheckRoutes } from './channels/viber/webhookCheck';
import { webhookPublicRoutes } from './channels/webhook/routes';
import { errorHandler, notFoundHandler } from './http/errors';
import { guardAddress, guarded } from './http/inputGuard';
import { spectatorReadOnly } from './http/readOnly';
import { requestContext } from './http/requestContext';
import { authRoutes } from './modules/auth/routes';
import { ssoRoutes } from './modules/sso/routes';
import { moduleRoutes } from './routes';

/** The api's Express app. Never listens: main.ts (or a test) owns the server. */
export function createApiApp(deps: ApiDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.set('etag', false);

  const api = Router();
  api.use(requestContext(deps.logger));
  // Every path parameter and query first: a route never sees a broken escape or text the database refuses.
  api.use(guardAddress);
  api.use(declareAccess(healthRoutes(deps), PUBLIC));
  // Server-to-server and HMAC-signed over the raw body: before the JSON parser and the CSRF check.
  api.use(declareAccess(webhookPublicRoutes(deps), PUBLIC));
  // Every provider's webhooks (Telegram, …), one route family: stored first, processed after the answer.
  // Viber's check of a new webhook, which comes before the channel is stored (viber/webhookCheck.ts).
  api.use(declareAccess(viberWebhookCheckRoutes(), PUBLIC));
  api.use(declareAccess(channelInboundRoutes(deps), PUBLIC));
  // The files of a reply for providers that fetch them by URL (LINE, Viber): signed links, no session.
  api.use(declareAccess(providerFileRoutes(deps), PUBLIC));
  api.use(cookieParser());
  api.use(declareAccess(ssoRoutes(deps), PUBLIC));
  api.use(guarded(express.json({ limit: '1mb', strict: true })));
  api.use(csrfGuard);
  api.use(loadAuth(deps));
  api.use(agentSlots(deps));
  api.use(spectatorReadOnly);
  api.use(declareAccess(authRoutes(deps), SHELL));
  api.use(moduleRoutes(deps));
  api.use(notFoundHandler);
  api.use(errorHandler(deps.logger));

  app.use('/v2/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger));
  assertEveryRouteDeclared(app);
  return app;
}

function healthRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    await deps.db.execute(sql`select 1`);
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  return router;
}
