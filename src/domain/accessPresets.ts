// What an access list may hold, its defaults per role and the presets the grant-access page (and an
// invitation) offers; the one check the console and the api run on a list before it is saved.

import type { Role } from './api';
import { ACCESS_URLS, ADMINISTRATOR_ACCESS, AGENT_DEFAULT_ACCESS, isAccessUrl, type AccessUrl } from './access';

/** The drawer's names for the urls (spec §2 "Left navigation"), so the list reads like the navigation. */
export const ACCESS_LABELS: Readonly<Record<AccessUrl, string>> = {
  '/home': 'Home',
  '/app/ticket': 'Tickets',
  '/app/chat': 'Chat',
  '/app/contact': 'Contact',
  '/report/ticket': 'Reports',
  '/settings/workspace': 'Workspace settings',
  '/settings/channel': 'Channel settings',
  '/settings/plans-billings': 'Plans & Billings',
};

/** Every member keeps /home: it is the guard's landing page, open to all (spec §5). */
export const ALWAYS_GRANTED: AccessUrl = '/home';

/**
 * The url an Administrator never loses. We chose "every Administrator keeps it" over "the last one
 * does": it cannot be raced by two changes at once, and removing it from an Administrator would leave
 * a role the api still honours but whose pages the guard hides.
 */
export const ADMINISTRATOR_KEEPS: AccessUrl = '/settings/workspace';

export const ACCESS_FIELD_MESSAGES = {
  unknown: (urls: readonly string[]) => `Unknown access url: ${urls.join(', ')}`,
  administrator: 'An Administrator always keeps Workspace settings, so the workspace can still be managed.',
} as const;

export interface AccessPreset {
  id: 'agent-inbox' | 'supervisor' | 'everything';
  label: string;
  access: readonly AccessUrl[];
}

export const ACCESS_PRESETS: readonly AccessPreset[] = [
  { id: 'agent-inbox', label: 'Agent: inbox only', access: ['/home', '/app/ticket', '/app/chat', '/app/contact'] },
  { id: 'supervisor', label: 'Supervisor: inbox and reports', access: ['/home', '/app/ticket', '/app/chat', '/app/contact', '/report/ticket'] },
  { id: 'everything', label: 'Everything', access: ACCESS_URLS },
];

/** A new member's list when none is given: an Administrator everything, an Agent the inbox and reports. */
export function defaultAccessFor(role: Role): AccessUrl[] {
  return [...(role === 'Administrator' ? ADMINISTRATOR_ACCESS : AGENT_DEFAULT_ACCESS)];
}

/** The list as it is stored: known urls once each, in the drawer's order, /home always in. */
export function normalizeAccess(urls: readonly string[]): AccessUrl[] {
  const wanted = new Set<string>([...urls, ALWAYS_GRANTED]);
  return ACCESS_URLS.filter((url) => wanted.has(url));
}

/** What is wrong with a list for a member of this role (one message for the `access` field), or null. */
export function accessListError(role: Role, urls: readonly string[]): string | null {
  const unknown = urls.filter((url) => !isAccessUrl(url));
  if (unknown.length > 0) return ACCESS_FIELD_MESSAGES.unknown(unknown);
  if (role === 'Administrator' && !urls.includes(ADMINISTRATOR_KEEPS)) return ACCESS_FIELD_MESSAGES.administrator;
  return null;
}

/** A preset as it applies to a member of this role (an Administrator keeps Workspace settings). */
export function presetFor(role: Role, preset: AccessPreset): AccessUrl[] {
  return normalizeAccess(role === 'Administrator' ? [...preset.access, ADMINISTRATOR_KEEPS] : preset.access);
}

/** Whether two lists grant the same urls, whatever their order. */
export function sameAccess(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((url) => right.has(url));
}

/** A member as the grant-access page shows them (GET /workspace/access, PUT /workspace/access/:userId). */
export interface MemberAccess {
  id: string;
  name: string;
  email: string;
  role: Role;
  access: string[];
  deactivated: boolean;
}

export interface AccessOverview {
  members: MemberAccess[];
  /** what a list may hold, in the drawer's order, with the drawer's names */
  urls: { url: string; label: string }[];
}
