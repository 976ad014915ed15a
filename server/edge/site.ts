import express, { type NextFunction, type Request, type Response } from 'express';
import type { EdgeConfig } from './config.js';
import { MAINTENANCE_PAGE, NOT_FOUND_PAGE } from './edgePages.js';
import { EdgeError, internalError, sendJsonError } from './errors.js';
import { createHealthRouter, type ReadinessOptions } from './health.js';
import { sendHtml } from './html.js';
import type { Maintenance } from './maintenance.js';
import { createPagesRouter, loadHtmlEntries } from './pages.js';
import type { EdgeLogger } from './requestLog.js';
import { hashedAssets, unhashedFiles } from './staticFiles.js';
import { allowFraming, webchatLoader } from './webchat.js';

export interface SiteDeps {
  maintenance: Maintenance;
  readiness: ReadinessOptions;
  logger: EdgeLogger;
}

/** Everything but /v2/api: health, bundles and their client-side routes, the edge's own pages. */
export function createSiteApp(config: EdgeConfig, { maintenance, readiness, logger }: SiteDeps): express.Express {
  const retryAfter = { 'Retry-After': String(config.maintenanceRetryAfterSeconds) };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.use(createHealthRouter(readiness));
  app.use('/v2/static', hashedAssets(config.distDir));
  app.use((_req: Request, res: Response, next: NextFunction) => {
    if (maintenance.isOn()) sendHtml(res, 503, MAINTENANCE_PAGE, retryAfter);
    else next();
  });
  app.get('/', (req: Request, res: Response) => {
    const query = req.url.indexOf('?');
    res.redirect(302, query === -1 ? '/v2/' : `/v2/${req.url.slice(query)}`);
  });
  app.get('/v2/webchat.js', webchatLoader(config.distDir));
  app.get('/v2/webchat/frame', allowFraming);
  app.use(createPagesRouter(loadHtmlEntries(config.distDir)));
  app.use('/v2', unhashedFiles(config.distDir));
  app.use((_req: Request, res: Response) => sendHtml(res, 404, NOT_FOUND_PAGE));
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: unknown }).status;
    const edgeError =
      error instanceof EdgeError
        ? error
        : typeof status === 'number' && status >= 400 && status < 500
          ? new EdgeError(status, 'bad_request', 'The request could not be understood')
          : internalError();
    if (edgeError.status >= 500) {
      logger.error('request failed', { id: res.getHeader('X-Request-Id'), path: req.path, error: String(error) });
    }
    sendJsonError(res, edgeError);
  });
  return app;
}
