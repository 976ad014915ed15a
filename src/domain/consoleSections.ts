// The first path segments the console bundle answers under /v2 (spec §2's route list, console part). The
// edge and the dev server serve console.html for these; every page of the console's page registry
// (src/app/console/pages/registry.ts) must start with one, which its type checks.

export const CONSOLE_SECTIONS = [
  'app',
  'home',
  'report',
  'settings',
  'onboarding',
  'spectator',
  'account-recovery',
  'logout',
  'maintenance',
  'overview',
] as const;

export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/** A console path (relative to /v2) in one of the sections. */
export type ConsolePath = `/${ConsoleSection}` | `/${ConsoleSection}/${string}`;

/** The section of a path relative to /v2 (`/settings/channel/LINE` → `settings`), or null. */
export function consoleSectionOf(path: string): ConsoleSection | null {
  const first = path.split('/')[1] ?? '';
  return (CONSOLE_SECTIONS as readonly string[]).includes(first) ? (first as ConsoleSection) : null;
}
