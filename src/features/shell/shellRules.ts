// Which navigation entries a member sees and whether an app-layout route may render (spec §2, §5).

import type { AccessEntry, AuthWorkspace } from '../../domain/api';
import { pathAllowed } from '../../domain/access';
import { webchatChannelType } from '../../domain/channels';

export interface NavItem {
  label: string;
  /** path relative to the /v2 base */
  target: string;
  /** the part of the path that marks the entry active, or null when it is never shown as active */
  activePrefix: string | null;
}

export function navItems(product: string): NavItem[] {
  return [
    { label: 'Home', target: '/home', activePrefix: '/home' },
    { label: 'Tickets', target: '/app/ticket', activePrefix: '/app/ticket' },
    { label: 'Chat', target: '/app/chat', activePrefix: '/app/chat' },
    // Spec §2: present but flagged inactive.
    { label: 'Contact', target: '/app/contact', activePrefix: null },
    { label: 'Reports', target: '/report/ticket', activePrefix: '/report/ticket' },
    { label: 'Workspace', target: '/settings/workspace/timework', activePrefix: '/settings/workspace' },
    { label: 'Channel', target: `/settings/channel/${webchatChannelType(product)}`, activePrefix: '/settings/channel' },
    { label: 'Plans & Billings', target: '/settings/plans-billings', activePrefix: '/settings/plans-billings' },
  ];
}

/** Spec §2: each entry is shown only if the access list contains a matching url. */
export function visibleNavItems(product: string, access: readonly AccessEntry[]): NavItem[] {
  return navItems(product).filter((item) => pathAllowed(item.target, access));
}

export function isActive(item: NavItem, path: string): boolean {
  const prefix = item.activePrefix;
  return prefix !== null && (path === prefix || path.startsWith(`${prefix}/`));
}

export const CREATE_WORKSPACE_PATH = '/onboarding/creating-workspace';
export const HOME_PATH = '/home';

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

/**
 * The hasWorkspace and access guards of the app layout, in the spec's order. /home itself is never
 * redirected to /home, so a member whose list lacks it sees the home page rather than a loop.
 */
export function appLayoutGuard(
  path: string,
  auth: { workspace: AuthWorkspace | null; access: readonly AccessEntry[] },
): GuardDecision {
  if (!auth.workspace || auth.access.length === 0) return { kind: 'redirect', to: CREATE_WORKSPACE_PATH };
  const onHome = path === HOME_PATH || path.startsWith(`${HOME_PATH}/`);
  const expiredAgent = auth.workspace.is_member_expired && auth.workspace.role === 'Agent';
  if (onHome) return { kind: 'render' };
  if (expiredAgent || !pathAllowed(path, auth.access)) return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'render' };
}
