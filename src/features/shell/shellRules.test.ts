import { describe, expect, it } from 'vitest';
import type { AuthWorkspace } from '../../domain/api';
import { ADMINISTRATOR_ACCESS, AGENT_DEFAULT_ACCESS } from '../../domain/access';
import { appLayoutGuard, isActive, navItems, visibleNavItems } from './shellRules';

const toEntries = (urls: readonly string[]) => urls.map((url) => ({ url }));
const workspace: AuthWorkspace = {
  id: 'w1',
  name: 'My Workspace',
  botid: 'b1',
  owner: 'u1',
  role: 'Administrator',
  is_member_expired: false,
};

describe('navigation', () => {
  it('lists the entries of spec §2 in order, with the web chat channel page', () => {
    const items = navItems('OMNI');
    expect(items.map((i) => i.label)).toEqual([
      'Home',
      'Tickets',
      'Chat',
      'Contact',
      'Reports',
      'Workspace',
      'Channel',
      'Plans & Billings',
    ]);
    expect(items.find((i) => i.label === 'Channel')?.target).toBe('/settings/channel/CHATOMNIWEBCHAT');
  });

  it('shows an administrator every entry', () => {
    expect(visibleNavItems('OMNI', toEntries(ADMINISTRATOR_ACCESS))).toHaveLength(8);
  });

  it("shows an agent only the entries of the agent's access list", () => {
    const labels = visibleNavItems('OMNI', toEntries(AGENT_DEFAULT_ACCESS)).map((i) => i.label);
    expect(labels).toEqual(['Home', 'Tickets', 'Chat', 'Contact', 'Reports']);
  });

  it('marks Workspace active anywhere under /settings/workspace, and Contact never', () => {
    const items = navItems('OMNI');
    const byLabel = (label: string) => items.find((i) => i.label === label)!;
    expect(isActive(byLabel('Workspace'), '/settings/workspace/member')).toBe(true);
    expect(isActive(byLabel('Channel'), '/settings/channel/LINE')).toBe(true);
    expect(isActive(byLabel('Chat'), '/app/chatter')).toBe(false);
    expect(isActive(byLabel('Contact'), '/app/contact')).toBe(false);
  });
});

describe('appLayoutGuard', () => {
  const agent = { workspace: { ...workspace, role: 'Agent' as const }, access: toEntries(['/home', '/app/ticket']) };

  it('renders a route the access list allows', () => {
    expect(appLayoutGuard('/app/ticket', agent)).toEqual({ kind: 'render' });
  });

  it('redirects a route missing from the access list to /home', () => {
    expect(appLayoutGuard('/app/chat', agent)).toEqual({ kind: 'redirect', to: '/home' });
    expect(appLayoutGuard('/settings/plans-billings', agent)).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('renders /home even when the list lacks it, so there is no loop', () => {
    expect(appLayoutGuard('/home', { workspace, access: toEntries(['/app/chat']) })).toEqual({ kind: 'render' });
  });

  it('sends a user without workspace or access to workspace creation', () => {
    expect(appLayoutGuard('/home', { workspace: null, access: toEntries(['/home']) })).toEqual({
      kind: 'redirect',
      to: '/onboarding/creating-workspace',
    });
    expect(appLayoutGuard('/home', { workspace, access: [] }).kind).toBe('redirect');
  });

  it('limits an expired agent to /home', () => {
    const expired = { ...agent, workspace: { ...agent.workspace, is_member_expired: true } };
    expect(appLayoutGuard('/app/ticket', expired)).toEqual({ kind: 'redirect', to: '/home' });
    expect(appLayoutGuard('/home', expired)).toEqual({ kind: 'render' });
  });

  it('does not limit an expired administrator', () => {
    const expiredAdmin = { workspace: { ...workspace, is_member_expired: true }, access: toEntries(ADMINISTRATOR_ACCESS) };
    expect(appLayoutGuard('/app/chat', expiredAdmin)).toEqual({ kind: 'render' });
  });
});
