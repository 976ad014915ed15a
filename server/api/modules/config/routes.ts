import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { getAuth } from '../../http/auth';
import { createMaintenanceProbe } from './maintenance';
import { runtimeConfig } from './service';

/** GET /config: the console's runtime configuration, with or without a session. */
export function configRoutes(deps: ApiDeps): Router {
  const router = Router();
  const maintenance = createMaintenanceProbe({ forced: deps.config.maintenance, file: deps.config.maintenanceFile, now: deps.now });
  router.get('/config', async (_req, res) => {
    const data = await runtimeConfig(deps, getAuth(res), await maintenance());
    res.set('Cache-Control', 'no-store').json({ result: 'success', data });
  });
  return router;
}
