// Which navigation entries a member sees, and which one is active (spec §2 "Left navigation"). The
// entries are the registry's pages that declare one, in registry order.

import type { AccessEntry } from '../../domain/api';
import { pathAllowed } from '../../domain/access';
import type { ConsolePage } from './pageTypes';

export interface NavItem {
  label: string;
  /** path relative to the /v2 base */
  target: string;
  /** the part of the path that marks the entry active, or null when it is never shown as active */
  activePrefix: string | null;
  /** spec §2: Contact is "present but flagged inactive": shown, but not a way in yet */
  inactive?: boolean;
}

export function navItems(pages: readonly ConsolePage[], product: string): NavItem[] {
  return pages.flatMap(({ path, nav }) => {
    if (!nav) return [];
    const target = nav.target ? nav.target(product) : path;
    const item: NavItem = { label: nav.label, target, activePrefix: nav.activePrefix === undefined ? target : nav.activePrefix };
    return [nav.inactive ? { ...item, inactive: true } : item];
  });
}

/** Spec §2: each entry is shown only if the access list contains a matching url. */
export function visibleNavItems(pages: readonly ConsolePage[], product: string, access: readonly AccessEntry[]): NavItem[] {
  return navItems(pages, product).filter((item) => pathAllowed(item.target, access));
}

export function isActive(item: NavItem, path: string): boolean {
  const prefix = item.activePrefix;
  return prefix !== null && (path === prefix || path.startsWith(`${prefix}/`));
}
