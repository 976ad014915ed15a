/**
 * Raw-URL check made before Express or the proxy normalise anything, so an encoded traversal can never
 * be decoded into a different path further down. Only the path is checked: `//` and `..` are legitimate
 * inside a query string (return URLs, search terms).
 */
const UNSAFE_PATH = /\.\.|%2e(?:\.|%2e)|\.%2e|%2f|%5c|\\|\/\//i;

export function isUnsafePath(url: string): boolean {
  return UNSAFE_PATH.test(pathOf(url));
}

/** `/v2/api` itself or anything below it; `/v2/apix` and `/v2/api-docs` are not the api. */
export function isApiPath(url: string): boolean {
  if (!url.startsWith('/v2/api')) return false;
  const next = url.charCodeAt(7);
  return Number.isNaN(next) || next === 47 /* / */ || next === 63 /* ? */;
}

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
