// The first path segments the console bundle answers under /v2 (spec §2's route list, console part), and
// whether paths below them are the console's too. The edge (server/edge/pages.ts) and the dev server
// (rsbuild.config.ts) serve console.html for these; every page of the console's page registry
// (src/app/console/pages/registry.ts) has a ConsolePath, so a page outside them does not compile.

export const CONSOLE_SECTIONS = {
  app: 'with children',
  home: 'alone',
  report: 'with children',
  settings: 'with children',
  onboarding: 'with children',
  spectator: 'alone',
  'account-recovery': 'alone',
  logout: 'alone',
  maintenance: 'alone',
  overview: 'alone',
} as const;

export type ConsoleSection = keyof typeof CONSOLE_SECTIONS;
type ParentSection = { [S in ConsoleSection]: (typeof CONSOLE_SECTIONS)[S] extends 'with children' ? S : never }[ConsoleSection];

/** A console path (relative to /v2) the edge serves console.html for. */
export type ConsolePath = `/${ConsoleSection}` | `/${ParentSection}/${string}`;

/** Whether the edge serves the console at this path (relative to /v2, no trailing slash). */
export function isConsolePath(path: string): path is ConsolePath {
  const [, first = '', ...rest] = path.split('/');
  const kind = (CONSOLE_SECTIONS as Record<string, string>)[first];
  return kind !== undefined && (rest.length === 0 || (kind === 'with children' && rest.every((part) => part !== '')));
}
