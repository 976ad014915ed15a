// The members page's api as its tests answer it: three members on a plan of three agent slots, one open invitation.
import type { Invitation, MembersOverview } from '../../../domain/invitationRules';
import type { RouteHandler } from '../../../services/testing/routedHttp';

export const OVERVIEW: MembersOverview = {
  members: [
    { id: 'u1', name: 'ana', email: 'ana@x.test', role: 'Administrator', status: 'available', departmentIds: [], joinedAt: '2030-01-01T00:00:00.000Z', deactivatedAt: null, limited: false },
    { id: 'u2', name: 'Bo', email: 'bo@x.test', role: 'Agent', status: 'aux', departmentIds: [], joinedAt: '2030-01-02T00:00:00.000Z', deactivatedAt: null, limited: false },
    { id: 'u3', name: 'Cy', email: 'cy@x.test', role: 'Agent', status: 'available', departmentIds: [], joinedAt: '2030-01-03T00:00:00.000Z', deactivatedAt: null, limited: true },
  ],
  slots: { total: 2, used: 2, left: 0 },
};

export const INVITATION: Invitation = {
  id: 'i1',
  email: 'dee@x.test',
  role: 'Agent',
  departmentIds: [],
  access: ['/home'],
  invitedBy: 'ana',
  createdAt: '2030-01-04T00:00:00.000Z',
  expiresAt: '2030-01-11T00:00:00.000Z',
};

export const ADMIN_ROUTES: Record<string, RouteHandler> = {
  'GET /v2/api/workspace/members': () => ({ result: 'success', data: OVERVIEW }),
  'GET /v2/api/invitations': () => ({ result: 'success', data: [INVITATION] }),
};
