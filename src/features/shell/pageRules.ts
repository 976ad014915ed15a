// Which registered page a console path shows, and the titles and drawer entries the registry declares.
// Pure: the registry is passed in (it is the app's; features receive it through PagesContext).

import type { ConsolePage } from './pageTypes';

export interface MatchedPage {
  page: ConsolePage;
  params: Readonly<Record<string, string>>;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i]!;
    const value = got[i]!;
    if (part.startsWith(':')) {
      if (!SEGMENT.test(value)) return null;
      params[part.slice(1)] = value;
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

/** The first page of the registry whose path matches (relative to /v2, a trailing slash ignored), or null. */
export function matchPage(pages: readonly ConsolePage[], rawPath: string, product: string): MatchedPage | null {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  for (const page of pages) {
    const params = matchPattern(page.path, path);
    if (params && (!page.accepts || page.accepts(params, product))) return { page, params };
  }
  return null;
}

export function pageTitle({ page, params }: MatchedPage): string {
  return typeof page.title === 'function' ? page.title(params) : page.title;
}
