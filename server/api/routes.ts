import { Router } from 'express';
import type { ApiDeps } from './deps';

/** Every feature module's routes, mounted under /v2/api after authentication is loaded. */
export function moduleRoutes(deps: ApiDeps): Router {
  const router = Router();
  void deps;
  return router;
}
