import type { AuthState } from '../../auth/authSlice';
import { selectBillingRedirect, type BillingState } from '../../billing/billingSlice';
import type { ConfigState } from '../../config/configSlice';
import { selectOneTabBlocked, type OneTabState } from '../../one-tab/oneTabSlice';
import type { GuardInput } from '../guardRules';

export type GuardState = { auth: AuthState; config: ConfigState; billing: BillingState; oneTab: OneTabState };

/** The facts the guards decide on, read from the store (the path comes from the router, its access url from the page registry). */
export function guardInputOf(state: GuardState, path: string, pageAccess: string | null = null): GuardInput {
  const { config, auth } = state;
  const me = config.value.me;
  return {
    path,
    pageAccess,
    config: {
      settled: config.status === 'loaded' || config.status === 'failed',
      sessionReadPending: config.sessionReadPending,
      maintenance: config.value.maintenance,
      billingGuard: config.value.billingGuard,
      serviceAccount: me?.serviceAccount === true,
      spectator: me?.spectator === true,
    },
    auth: { status: auth.status, workspace: auth.workspace, access: auth.access, twoFactorSetupRequired: auth.twoFactorSetupRequired },
    billingRedirect: selectBillingRedirect(state),
    oneTabBlocked: selectOneTabBlocked(state),
  };
}
