import { describe, expect, it } from 'vitest';
import { ADMINISTRATOR_ACCESS } from '../../domain/access';
import type { AuthWorkspace } from '../../domain/api';
import {
  accessGuard,
  authenticationGuard,
  billingGuard,
  decideAppLayout,
  decideSpectator,
  hasWorkspaceGuard,
  maintenanceGuard,
  preventNewTabGuard,
  twoFactorGuard,
  type GuardInput,
} from './guardRules';

const toEntries = (urls: readonly string[]) => urls.map((url) => ({ url }));
const workspace: AuthWorkspace = { id: 'w1', name: 'W', botid: 'b1', owner: 'u1', role: 'Administrator', is_member_expired: false, timeZone: 'UTC' };

function input(overrides: {
  path?: string;
  pageAccess?: string | null;
  config?: Partial<GuardInput['config']>;
  auth?: Partial<GuardInput['auth']>;
  billingRedirect?: string | null;
  oneTabBlocked?: boolean;
} = {}): GuardInput {
  return {
    path: overrides.path ?? '/app/chat',
    // a page whose declared access url is its path, unless the test says otherwise
    pageAccess: overrides.pageAccess !== undefined ? overrides.pageAccess : (overrides.path ?? '/app/chat'),
    config: {
      settled: true,
      sessionReadPending: false,
      maintenance: false,
      billingGuard: false,
      serviceAccount: false,
      spectator: false,
      ...overrides.config,
    },
    auth: { status: 'authenticated', workspace, access: toEntries(ADMINISTRATOR_ACCESS), ...overrides.auth },
    billingRedirect: overrides.billingRedirect ?? null,
    oneTabBlocked: overrides.oneTabBlocked ?? false,
  };
}

const agent = (expired = false) => ({ workspace: { ...workspace, role: 'Agent' as const, is_member_expired: expired } });

describe('twoFactorGuard', () => {
  it('shows the set-up page to a member held for two-factor login, right after authentication', () => {
    expect(twoFactorGuard(input({ auth: { twoFactorSetupRequired: true } }))).toEqual({ kind: 'twoFactorSetup' });
    expect(twoFactorGuard(input({ auth: { twoFactorSetupRequired: false } }))).toBeNull();
    expect(twoFactorGuard(input())).toBeNull();
    // Before the workspace and access checks: a held member is not sent to onboarding or home.
    expect(decideAppLayout(input({ path: '/settings/plans-billings', auth: { twoFactorSetupRequired: true, access: [] } }))).toEqual({ kind: 'twoFactorSetup' });
    expect(decideAppLayout(input({ config: { maintenance: true }, auth: { twoFactorSetupRequired: true } }))).toEqual({ kind: 'redirect', to: '/maintenance' });
  });
});

describe('maintenanceGuard', () => {
  it('waits for the configuration, sends to /maintenance when on, passes when off', () => {
    expect(maintenanceGuard(input({ config: { settled: false } }))).toEqual({ kind: 'wait' });
    expect(maintenanceGuard(input({ config: { maintenance: true } }))).toEqual({ kind: 'redirect', to: '/maintenance' });
    expect(maintenanceGuard(input())).toBeNull();
  });
});

describe('authenticationGuard', () => {
  it.each(['idle', 'checking', 'redirectingToLogin', 'failed', 'loggedOut'] as const)('asks for the session when %s', (status) => {
    expect(authenticationGuard(input({ auth: { status } }))).toEqual({ kind: 'authenticate' });
  });

  it('waits for the configuration read that follows a sign-in', () => {
    expect(authenticationGuard(input({ config: { sessionReadPending: true } }))).toEqual({ kind: 'wait' });
    expect(authenticationGuard(input())).toBeNull();
  });
});

describe('hasWorkspaceGuard', () => {
  it('sends a user without workspace or without access to workspace creation', () => {
    const to = { kind: 'redirect', to: '/onboarding/creating-workspace' };
    expect(hasWorkspaceGuard(input({ auth: { workspace: null } }))).toEqual(to);
    expect(hasWorkspaceGuard(input({ auth: { access: [] } }))).toEqual(to);
    expect(hasWorkspaceGuard(input())).toBeNull();
  });

  it('exempts the internal service account', () => {
    expect(hasWorkspaceGuard(input({ auth: { workspace: null, access: [] }, config: { serviceAccount: true } }))).toBeNull();
  });
});

describe('accessGuard', () => {
  const limited = { access: toEntries(['/home', '/app/ticket']) };

  it('renders a path that contains an access url', () => {
    expect(accessGuard(input({ path: '/app/ticket', auth: limited }))).toBeNull();
    expect(accessGuard(input({ path: '/settings/workspace/sla', auth: { access: toEntries(['/settings/workspace']) } }))).toBeNull();
  });

  it('sends any other path to /home', () => {
    expect(accessGuard(input({ path: '/app/chat', auth: limited }))).toEqual({ kind: 'redirect', to: '/home' });
    expect(accessGuard(input({ path: '/settings/plans-billings', auth: limited }))).toEqual({ kind: 'redirect', to: '/home' });
  });

  it("reads the access url the page declares, not the rest of its path", () => {
    const channelsOnly = { access: toEntries(['/settings/channel']) };
    expect(accessGuard(input({ path: '/settings/channel/LINE', pageAccess: '/settings/channel', auth: channelsOnly }))).toBeNull();
    expect(accessGuard(input({ path: '/settings/channel/LINE', pageAccess: '/settings/workspace', auth: channelsOnly }))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
  });

  it('sends a page that no access url opens to /home, even an Administrator', () => {
    expect(accessGuard(input({ path: '/settings', pageAccess: null }))).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('never redirects /home to itself', () => {
    expect(accessGuard(input({ path: '/home', auth: { access: toEntries(['/app/chat']) } }))).toBeNull();
  });

  it('limits an expired Agent to /home, but not an expired Administrator', () => {
    expect(accessGuard(input({ path: '/app/ticket', auth: { ...agent(true), ...limited } }))).toEqual({ kind: 'redirect', to: '/home' });
    expect(accessGuard(input({ path: '/home', auth: { ...agent(true), ...limited } }))).toBeNull();
    expect(accessGuard(input({ path: '/app/chat', auth: { workspace: { ...workspace, is_member_expired: true } } }))).toBeNull();
  });
});

describe('billingGuard', () => {
  it('does nothing while its configuration flag is off', () => {
    expect(billingGuard(input({ billingRedirect: '/home' }))).toBeNull();
  });

  it("follows the billing feature's verdict when on, never to the page already shown", () => {
    const on = { config: { billingGuard: true } };
    expect(billingGuard(input({ ...on, billingRedirect: '/settings/plans-billings' }))).toEqual({
      kind: 'redirect',
      to: '/settings/plans-billings',
    });
    expect(billingGuard(input({ ...on, path: '/settings/plans-billings', billingRedirect: '/settings/plans-billings' }))).toBeNull();
    expect(billingGuard(input({ ...on, billingRedirect: null }))).toBeNull();
  });
});

describe('preventNewTabGuard', () => {
  it('blocks a tab another tab already uses', () => {
    expect(preventNewTabGuard(input({ oneTabBlocked: true }))).toEqual({ kind: 'blocked' });
    expect(preventNewTabGuard(input())).toBeNull();
  });
});

describe('decideAppLayout: the order of spec §2', () => {
  it('renders when every guard passes', () => {
    expect(decideAppLayout(input())).toEqual({ kind: 'render' });
  });

  it('puts maintenance before authentication', () => {
    expect(decideAppLayout(input({ config: { maintenance: true }, auth: { status: 'idle' } }))).toEqual({
      kind: 'redirect',
      to: '/maintenance',
    });
  });

  it('puts authentication before hasWorkspace', () => {
    expect(decideAppLayout(input({ auth: { status: 'checking', workspace: null } }))).toEqual({ kind: 'authenticate' });
  });

  it('puts hasWorkspace before access', () => {
    expect(decideAppLayout(input({ path: '/app/chat', auth: { workspace: null, access: toEntries(['/home']) } }))).toEqual({
      kind: 'redirect',
      to: '/onboarding/creating-workspace',
    });
  });

  it('puts access before billing, and billing before prevent-new-tab', () => {
    const both = { config: { billingGuard: true }, billingRedirect: '/settings/plans-billings', oneTabBlocked: true };
    expect(decideAppLayout(input({ ...both, path: '/app/chat', auth: { access: toEntries(['/home']) } }))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(decideAppLayout(input(both))).toEqual({ kind: 'redirect', to: '/settings/plans-billings' });
    expect(decideAppLayout(input({ oneTabBlocked: true }))).toEqual({ kind: 'blocked' });
  });
});

describe('decideSpectator', () => {
  it('lets in the service account and spectators only', () => {
    expect(decideSpectator(input({ config: { serviceAccount: true } }))).toEqual({ kind: 'render' });
    expect(decideSpectator(input({ config: { spectator: true } }))).toEqual({ kind: 'render' });
    expect(decideSpectator(input())).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('asks for a session first, and waits for the facts', () => {
    expect(decideSpectator(input({ auth: { status: 'idle' } }))).toEqual({ kind: 'authenticate' });
    expect(decideSpectator(input({ config: { settled: false } }))).toEqual({ kind: 'wait' });
    expect(decideSpectator(input({ config: { sessionReadPending: true, spectator: true } }))).toEqual({ kind: 'wait' });
  });
});
