import type { RequestHandler } from 'express';
import { badRequest } from './errors';
import { describeProblem, findInputProblem, textProblem } from './inputRules';

// The api's boundary for text: every parsed input (address, query, JSON, form and multipart bodies, the
// webhook's own JSON) passes here, so no route has to remember that PostgreSQL refuses some strings.

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** Throws a 400 naming the field (dotted path) of the first string the database could not store. */
export function assertStorable(value: unknown, place: 'body' | 'query' = 'body'): void {
  const problem = findInputProblem(value);
  if (!problem) return;
  const detail = describeProblem(problem);
  if (!problem.path) throw badRequest(`The request body: ${detail}`);
  const name = place === 'query' ? `Query parameter ${problem.path}` : problem.path;
  throw badRequest(`${name}: ${detail}`, { [problem.path]: detail });
}

/**
 * Refuses an address whose path has broken percent-encoding (Express would fail to decode it as a
 * parameter) or encodes a NUL, and a query string holding text the database cannot store. Runs before
 * any route, so it covers every path parameter at once; the query stays leniently decoded (a lone
 * `%` in a search is kept as typed).
 */
export const guardAddress: RequestHandler = (req, _res, next) => {
  for (const segment of req.path.split('/')) {
    if (!segment.includes('%')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return next(badRequest(`The address is not valid: "${shorten(segment)}" has broken percent-encoding (write a % sign as %25).`));
    }
    const problem = textProblem(decoded);
    if (problem) {
      const detail = describeProblem({ ...problem, path: '' }).replace(/^Must/, 'must');
      return next(badRequest(`The address is not valid: "${shorten(segment)}" ${detail}.`));
    }
  }
  try {
    assertStorable(req.query, 'query');
  } catch (err) {
    return next(err);
  }
  next();
};

/** After a body parser: refuses a body holding text the database cannot store. */
const guardBody: RequestHandler = (req, _res, next) => {
  try {
    if (req.body !== undefined) assertStorable(req.body);
    next();
  } catch (err) {
    next(err);
  }
};

/** A body parser followed by guardBody, as one handler: how every body parser of the api is mounted. */
export function guarded(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    parser(req, res, (err?: unknown) => (err ? next(err) : guardBody(req, res, next)));
  };
}
