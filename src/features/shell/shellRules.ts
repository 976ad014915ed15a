// Which navigation entries a member sees, and which one is active (spec §2 "Left navigation").

import type { AccessEntry } from '../../domain/api';
import { pathAllowed } from '../../domain/access';
import { webchatChannelType } from '../../domain/channels';

export interface NavItem {
  label: string;
  /** path relative to the /v2 base */
  target: string;
  /** the part of the path that marks the entry active, or null when it is never shown as active */
  activePrefix: string | null;
  /** spec §2: Contact is "present but flagged inactive": shown, but not a way in yet */
  inactive?: boolean;
}

export function navItems(product: string): NavItem[] {
  return [
    { label: 'Home', target: '/home', activePrefix: '/home' },
    { label: 'Tickets', target: '/app/ticket', activePrefix: '/app/ticket' },
    { label: 'Chat', target: '/app/chat', activePrefix: '/app/chat' },
    // Spec §2: present but flagged inactive.
    { label: 'Contact', target: '/app/contact', activePrefix: null, inactive: true },
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
