import { Router } from 'express';
import type { ApiDeps } from './deps';
import { declareAccess, page, PUBLIC, SHELL } from './http/access';
import { accessRoutes } from './modules/access/routes';
import { alertRoutes } from './modules/alerts/routes';
import { autoMessageRoutes } from './modules/autoMessages/routes';
import { auditRoutes } from './modules/audit/routes';
import { billingRoutes } from './modules/billing/routes';
import { businessHoursRoutes } from './modules/businessHours/routes';
import { channelRoutes } from './modules/channels/routes';
import { conversationRoutes } from './modules/conversations/routes';
import { routingConversationRoutes } from './modules/routing/conversationRoutes';
import { routingAdminRoutes } from './modules/routing/adminRoutes';
import { configRoutes } from './modules/config/routes';
import { contactRoutes } from './modules/contacts/routes';
import { departmentRoutes } from './modules/departments/routes';
import { exportRoutes } from './modules/exports/routes';
import { homeRoutes } from './modules/home/routes';
import { invitationRoutes } from './modules/invitations/routes';
import { workspaceMemberRoutes } from './modules/members/adminRoutes';
import { memberRoutes } from './modules/members/routes';
import { onboardingRoutes } from './modules/onboarding/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { personalizationRoutes } from './modules/personalization/routes';
import { profileRoutes } from './modules/profile/routes';
import { publicRoutes } from './modules/public/routes';
import { recoveryRoutes } from './modules/recovery/routes';
import { settingsRoutes } from './modules/settings/routes';
import { skillRoutes } from './modules/skills/routes';
import { slaRoutes } from './modules/sla/routes';
import { spectatorRoutes } from './modules/spectator/routes';
import { ticketRoutes } from './modules/tickets/routes';
import { tourRoutes } from './modules/tour/routes';
import { twoFactorRoutes, workspaceTwoFactorRoutes } from './modules/twofactor/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { webchatRoutes } from './modules/webchat/routes';
import { deleteWorkspaceRoutes } from './modules/workspaces/deleteRoutes';
import { workspaceRoutes } from './modules/workspaces/routes';
import { realtimeRoutes } from './realtime/routes';

/**
 * Every feature module's routes, mounted under /v2/api after authentication is loaded, each with the
 * access it serves (http/access.ts): the page whose data it is, a call of the console's shell, or public.
 */
export function moduleRoutes(deps: ApiDeps): Router {
  const router = Router();
  const settingsPage = page('/settings/workspace');
  router.use(declareAccess(publicRoutes(deps), PUBLIC));
  router.use(declareAccess(webchatRoutes(deps), PUBLIC));
  router.use(declareAccess(configRoutes(deps), SHELL));
  router.use(declareAccess(recoveryRoutes(deps), PUBLIC));
  router.use(declareAccess(billingRoutes(deps), SHELL));
  router.use(
    declareAccess(settingsRoutes(deps), {
      // Read by the console at start for every page (spec §7); changed on the workspace's settings pages.
      'POST /setting/ticket/get': SHELL,
      'POST /setting/message/custom/get': SHELL,
      'POST /setting/ticket/update': settingsPage,
      // Canned replies: any member keeps personal ones; the service lets only Administrators with the
      // settings page change shared ones (settings/customMessages.ts).
      'POST /setting/message/custom/create': SHELL,
      'POST /setting/message/custom/update': SHELL,
      'POST /setting/message/custom/delete': SHELL,
    }),
  );
  router.use(declareAccess(autoMessageRoutes(deps), settingsPage));
  router.use(declareAccess(uploadRoutes(deps), SHELL));
  router.use(declareAccess(profileRoutes(deps), SHELL));
  router.use(declareAccess(twoFactorRoutes(deps), SHELL));
  router.use(declareAccess(workspaceTwoFactorRoutes(deps), settingsPage));
  router.use(declareAccess(tourRoutes(deps), SHELL));
  router.use(declareAccess(auditRoutes(deps), settingsPage));
  router.use(declareAccess(privacyRoutes(deps), settingsPage));
  router.use(declareAccess(deleteWorkspaceRoutes(deps), settingsPage));
  router.use(declareAccess(exportRoutes(deps), settingsPage));
  router.use(
    declareAccess(workspaceRoutes(deps), {
      'POST /workspace/create': SHELL,
      'GET /workspace/get-user': SHELL,
      'PUT /workspace/time-zone': settingsPage,
      'GET /workspace/settings': settingsPage,
      'PUT /workspace/settings': settingsPage,
    }),
  );
  router.use(declareAccess(spectatorRoutes(deps), SHELL));
  router.use(declareAccess(ticketRoutes(deps), page('/app/ticket')));
  // The members and departments directory is read by every inbox page and the command palette.
  router.use(
    declareAccess(departmentRoutes(deps), {
      'GET /departments': SHELL,
      'GET /departments/settings': settingsPage,
      'POST /departments': settingsPage,
      'PUT /departments/default': settingsPage,
      'PUT /departments/channels/:channelId': settingsPage,
      'PUT /departments/:id': settingsPage,
      'POST /departments/:id/remove': settingsPage,
      'POST /departments/:id/members': settingsPage,
      'POST /departments/:id/members/remove': settingsPage,
    }),
  );
  router.use(
    declareAccess(businessHoursRoutes(deps), {
      // Whether the team is in now: any page may say so.
      'GET /business-hours/status': SHELL,
      'GET /business-hours/calendars': settingsPage,
      'POST /business-hours/calendars': settingsPage,
      'PUT /business-hours/calendars/:id': settingsPage,
      'PUT /business-hours/calendars/:id/default': settingsPage,
      'DELETE /business-hours/calendars/:id': settingsPage,
      'GET /business-hours/assignments': settingsPage,
      'PUT /business-hours/departments/:id': settingsPage,
      'PUT /business-hours/channels/:id': settingsPage,
    }),
  );
  router.use(
    declareAccess(skillRoutes(deps), {
      // Every member reads skills (a conversation shows the one it needs); the skills page changes them.
      'GET /skills': SHELL,
      'GET /skills/members': SHELL,
      'GET /skills/members/:userId': SHELL,
      'GET /skills/keyword-rules': SHELL,
      'POST /skills': settingsPage,
      'PUT /skills/members/:userId': settingsPage,
      'PUT /skills/keyword-rules': settingsPage,
      'PUT /skills/:id': settingsPage,
      'DELETE /skills/:id': settingsPage,
    }),
  );
  router.use(declareAccess(slaRoutes(deps), settingsPage));
  router.use(declareAccess(memberRoutes(deps), SHELL));
  router.use(declareAccess(workspaceMemberRoutes(deps), settingsPage));
  router.use(
    declareAccess(invitationRoutes(deps), {
      'GET /invitations': settingsPage,
      'POST /invitations': settingsPage,
      'POST /invitations/:id/resend': settingsPage,
      'POST /invitations/:id/revoke': settingsPage,
      // The join page: the link's preview before any login, then the invitee's own session (no workspace yet).
      'POST /invitations/preview': PUBLIC,
      'POST /invitations/accept': SHELL,
    }),
  );
  router.use(declareAccess(accessRoutes(deps), settingsPage));
  router.use(declareAccess(onboardingRoutes(deps), settingsPage));
  router.use(
    declareAccess(personalizationRoutes(deps), {
      'GET /workspace/brand': settingsPage,
      'PUT /workspace/brand': settingsPage,
      // The console's accent and logo on every page; what customers may see (widget, mails, forms).
      'GET /brand': SHELL,
      'GET /brand/:workspaceId': PUBLIC,
      'GET /brand/:workspaceId/logo/:uploadId': PUBLIC,
    }),
  );
  router.use(
    declareAccess(contactRoutes(deps), {
      'GET /contacts': page('/app/contact'),
      // A ticket shows its contact.
      'GET /contacts/:id': page('/app/contact', '/app/ticket'),
      'PUT /contacts/:id': page('/app/contact'),
      'POST /contacts/:id/merge': page('/app/contact'),
    }),
  );
  router.use(declareAccess(conversationRoutes(deps), page('/app/chat')));
  router.use(declareAccess(routingConversationRoutes(deps), page('/app/chat')));
  router.use(
    declareAccess(routingAdminRoutes(deps), {
      // The status menu lists the aux reasons on every page; the routing settings change them.
      'GET /routing/settings': SHELL,
      'PUT /routing/settings': settingsPage,
      'PUT /routing/departments/:id': settingsPage,
      'PUT /routing/channels/:id': settingsPage,
      'PUT /routing/members/:userId/capacity': settingsPage,
    }),
  );
  router.use(declareAccess(channelRoutes(deps), page('/settings/channel')));
  router.use(declareAccess(homeRoutes(deps), page('/home')));
  router.use(declareAccess(realtimeRoutes(deps), SHELL));
  router.use(declareAccess(alertRoutes(deps), SHELL));
  return router;
}
