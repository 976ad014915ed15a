// The app layout's guards (spec §2 "Layouts", §5 "Route guards"), each a pure decision, run in the
// spec's order: maintenance, authentication, hasWorkspace, access, billing, prevent-new-tab. The first
// guard that does not pass decides. The spectator guard protects /spectator alone.

import { pathAllowed } from '../../domain/access';
import type { AccessEntry, AuthWorkspace } from '../../domain/api';
import type { AuthStatus } from '../auth/authSlice';

export const MAINTENANCE_PATH = '/maintenance';
export const CREATE_WORKSPACE_PATH = '/onboarding/creating-workspace';
export const HOME_PATH = '/home';

export type GuardDecision =
  /** the facts a guard needs are still on their way */
  | { kind: 'wait' }
  /** nobody is signed in: run the session check, which ends on the login page */
  | { kind: 'authenticate' }
  | { kind: 'redirect'; to: string }
  /** another tab owns the console: show the layout and its one-tab dialog, not the page */
  | { kind: 'blocked' }
  /** the workspace requires two-factor login and the user has none: the set-up page instead of the console */
  | { kind: 'twoFactorSetup' }
  | { kind: 'render' };

export interface GuardInput {
  /** relative to the /v2 base */
  path: string;
  /** the access url the page at this path declares in the page registry; null when no access url opens it */
  pageAccess: string | null;
  config: {
    settled: boolean;
    /** a sign-in happened and the configuration it causes has not answered yet */
    sessionReadPending: boolean;
    maintenance: boolean;
    billingGuard: boolean;
    serviceAccount: boolean;
    spectator: boolean;
  };
  auth: { status: AuthStatus; workspace: AuthWorkspace | null; access: readonly AccessEntry[]; twoFactorSetupRequired?: boolean };
  /** the billing feature's verdict (selectBillingRedirect) */
  billingRedirect: string | null;
  oneTabBlocked: boolean;
}

/** null means the guard lets the route through to the next one. */
type Guard = (input: GuardInput) => GuardDecision | null;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export const maintenanceGuard: Guard = ({ config }) => {
  if (!config.settled) return { kind: 'wait' };
  return config.maintenance ? { kind: 'redirect', to: MAINTENANCE_PATH } : null;
};

export const authenticationGuard: Guard = ({ auth, config }) => {
  if (auth.status !== 'authenticated') return { kind: 'authenticate' };
  // The lists the user is on (service account, spectator) arrive with the configuration read after sign-in.
  return config.sessionReadPending ? { kind: 'wait' } : null;
};

/** Right after authentication: the api refuses every workspace call until the user sets it up. */
export const twoFactorGuard: Guard = ({ auth }) => (auth.twoFactorSetupRequired ? { kind: 'twoFactorSetup' } : null);

export const hasWorkspaceGuard: Guard = ({ auth, config }) => {
  if (config.serviceAccount) return null;
  return !auth.workspace || auth.access.length === 0 ? { kind: 'redirect', to: CREATE_WORKSPACE_PATH } : null;
};

/**
 * The page's declared access url must contain an access entry's url (spec §5: the route path contains
 * it; the registry names the part of the path that does); an expired Agent member is limited to /home.
 * /home itself always renders, so a member whose list lacks it sees the home page rather than a
 * redirect loop.
 */
export const accessGuard: Guard = ({ path, pageAccess, auth }) => {
  if (under(path, HOME_PATH)) return null;
  const expiredAgent = auth.workspace?.is_member_expired === true && auth.workspace.role === 'Agent';
  const allowed = pageAccess !== null && pathAllowed(pageAccess, auth.access);
  return expiredAgent || !allowed ? { kind: 'redirect', to: HOME_PATH } : null;
};

/** Acts only when the configuration turns it on; never redirects a page to itself. */
export const billingGuard: Guard = ({ path, config, billingRedirect }) => {
  if (!config.billingGuard || billingRedirect === null || under(path, billingRedirect)) return null;
  return { kind: 'redirect', to: billingRedirect };
};

export const preventNewTabGuard: Guard = ({ oneTabBlocked }) => (oneTabBlocked ? { kind: 'blocked' } : null);

export const APP_LAYOUT_GUARDS: readonly Guard[] = [
  maintenanceGuard,
  authenticationGuard,
  twoFactorGuard,
  hasWorkspaceGuard,
  accessGuard,
  billingGuard,
  preventNewTabGuard,
];

export function decideAppLayout(input: GuardInput): GuardDecision {
  for (const guard of APP_LAYOUT_GUARDS) {
    const decision = guard(input);
    if (decision) return decision;
  }
  return { kind: 'render' };
}

/** /spectator: only the internal service account and spectator tokens; everyone else goes home. */
export function decideSpectator(input: Pick<GuardInput, 'config' | 'auth'>): GuardDecision {
  if (!input.config.settled) return { kind: 'wait' };
  if (input.auth.status !== 'authenticated') return { kind: 'authenticate' };
  if (input.config.sessionReadPending) return { kind: 'wait' };
  return input.config.serviceAccount || input.config.spectator ? { kind: 'render' } : { kind: 'redirect', to: HOME_PATH };
}
