// Access urls a member can be granted. A route is allowed when its path contains one of them (spec §5).

export const ACCESS_URLS = [
  '/home',
  '/app/ticket',
  '/app/chat',
  '/app/contact',
  '/report/ticket',
  '/settings/workspace',
  '/settings/channel',
  '/settings/plans-billings',
] as const;

export type AccessUrl = (typeof ACCESS_URLS)[number];

export const ADMINISTRATOR_ACCESS: readonly AccessUrl[] = ACCESS_URLS;

export const AGENT_DEFAULT_ACCESS: readonly AccessUrl[] = [
  '/home',
  '/app/ticket',
  '/app/chat',
  '/app/contact',
  '/report/ticket',
];

export function isAccessUrl(value: string): value is AccessUrl {
  return (ACCESS_URLS as readonly string[]).includes(value);
}

/** The path (relative to the /v2 base) is allowed when it contains an access entry's url. */
export function pathAllowed(path: string, access: readonly { url: string }[]): boolean {
  return access.some((entry) => entry.url !== '' && path.includes(entry.url));
}
