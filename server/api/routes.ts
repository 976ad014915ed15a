import { Router } from 'express';
import type { ApiDeps } from './deps';
import { billingRoutes } from './modules/billing/routes';
import { channelRoutes } from './modules/channels/routes';
import { conversationRoutes } from './modules/conversations/routes';
import { configRoutes } from './modules/config/routes';
import { contactRoutes } from './modules/contacts/routes';
import { departmentRoutes } from './modules/departments/routes';
import { homeRoutes } from './modules/home/routes';
import { memberRoutes } from './modules/members/routes';
import { profileRoutes } from './modules/profile/routes';
import { publicRoutes } from './modules/public/routes';
import { recoveryRoutes } from './modules/recovery/routes';
import { settingsRoutes } from './modules/settings/routes';
import { spectatorRoutes } from './modules/spectator/routes';
import { ticketRoutes } from './modules/tickets/routes';
import { tourRoutes } from './modules/tour/routes';
import { twoFactorRoutes, workspaceTwoFactorRoutes } from './modules/twofactor/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { webchatRoutes } from './modules/webchat/routes';
import { workspaceRoutes } from './modules/workspaces/routes';
import { realtimeRoutes } from './realtime/routes';

/** Every feature module's routes, mounted under /v2/api after authentication is loaded. */
export function moduleRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.use(publicRoutes(deps));
  router.use(webchatRoutes(deps));
  router.use(configRoutes(deps));
  router.use(recoveryRoutes(deps));
  router.use(billingRoutes(deps));
  router.use(settingsRoutes(deps));
  router.use(uploadRoutes(deps));
  router.use(profileRoutes(deps));
  router.use(twoFactorRoutes(deps));
  router.use(workspaceTwoFactorRoutes(deps));
  router.use(tourRoutes(deps));
  router.use(workspaceRoutes(deps));
  router.use(spectatorRoutes(deps));
  router.use(ticketRoutes(deps));
  router.use(departmentRoutes(deps));
  router.use(memberRoutes(deps));
  router.use(contactRoutes(deps));
  router.use(conversationRoutes(deps));
  router.use(channelRoutes(deps));
  router.use(homeRoutes(deps));
  router.use(realtimeRoutes(deps));
  return router;
}
