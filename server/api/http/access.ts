// Access enforced by the api (issue 12): every route declares the console page whose data it serves (an
// access url of src/domain/access.ts), or that it is one of the shell's calls, or public. A member whose
// access list lacks the url gets 403 ACCESS_DENIED, whatever the browser shows. The declaration is made
// where a router is mounted (declareAccess), so the app refuses to start with a route that has none.
import type { RequestHandler, Router } from 'express';
import { pathAllowed, type AccessUrl } from '../../../src/domain/access';
import { refuseBeyondSlots } from './agentSlots';
import { requireWorkspace, type WorkspaceContext } from './auth';
import { forbidden } from './errors';

/**
 * page: the call serves these pages' data (any one of them opens it); shell: the console's frame needs it on
 * any page (auth, configuration, profile, alerts, realtime), a session is checked by the call itself;
 * public: no session (sign-in, the web chat's visitors, providers' webhooks, the landing pages).
 */
export type RouteAccess = { kind: 'page'; urls: readonly AccessUrl[] } | { kind: 'shell' } | { kind: 'public' };

export const SHELL: RouteAccess = { kind: 'shell' };
export const PUBLIC: RouteAccess = { kind: 'public' };
export const page = (...urls: [AccessUrl, ...AccessUrl[]]): RouteAccess => ({ kind: 'page', urls });

/** The page every member lands on: the console's guard always renders it, so its calls are open to every member. */
const HOME_URL: AccessUrl = '/home';

/**
 * Whether the member may use a page's data: /home always; an expired Agent nothing else (spec §5, §6);
 * otherwise the page's url must be in their access list, as the console's guard reads it.
 */
export function mayUse(member: { role: string; expired: boolean; access: readonly string[] }, urls: readonly AccessUrl[]): boolean {
  if (urls.includes(HOME_URL)) return true;
  if (member.expired && member.role === 'Agent') return false;
  const entries = member.access.map((url) => ({ url }));
  return urls.some((url) => pathAllowed(url, entries));
}

export function accessDenied(urls: readonly AccessUrl[]) {
  const named = urls.join(' or ');
  return forbidden(`You do not have access to ${named}: ask an Administrator to add it to your access list.`, 'ACCESS_DENIED');
}

/** The caller's workspace, once their access list opens one of the urls. */
export function requirePageAccess(res: Parameters<RequestHandler>[1], urls: readonly AccessUrl[]): WorkspaceContext {
  const ctx = requireWorkspace(res);
  if (!mayUse(ctx.member, urls)) throw accessDenied(urls);
  return ctx;
}

const declarations = new WeakMap<object, RouteAccess>();

/** The handler a route runs first: the gate of a page's url, or a marker that says what the route is. */
function declarationHandler(access: RouteAccess): RequestHandler {
  const handler: RequestHandler =
    access.kind === 'page'
      ? async (_req, res, next) => {
          const ctx = requirePageAccess(res, access.urls);
          // The limited member (agent slots, http/agentSlots.ts): an Agent is held on /home, as the console's guard does.
          if (ctx.member.role === 'Agent' && !access.urls.includes(HOME_URL)) await refuseBeyondSlots(res);
          next();
        }
      : (_req, _res, next) => next();
  declarations.set(handler, access);
  return handler;
}

/** What a route declares for a method (lower case), read from the first handler it runs for it (undefined: nothing). */
export function declaredAccess(route: RouteLike, method: string): RouteAccess | undefined {
  const first = route.stack.find((layer) => layer.method === undefined || layer.method === method)?.handle;
  return first ? declarations.get(first) : undefined;
}

export interface RouteLike {
  path: unknown;
  methods: Record<string, boolean>;
  stack: { handle: object; method?: string }[];
}
interface LayerLike {
  rawPath?: unknown;
  route?: RouteLike & Record<string, unknown>;
  handle?: { stack?: LayerLike[] };
}

export interface DeclaredRoute {
  method: string;
  /** as mounted, e.g. /v2/api/tickets/:id */
  path: string;
  access: RouteAccess | undefined;
}

/** Every route of the app with what it declares, in the order its routers try them. */
export function declaredRoutes(app: unknown): DeclaredRoute[] {
  const out: DeclaredRoute[] = [];
  const walk = (stack: LayerLike[], prefix: string) => {
    for (const layer of stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      if (layer.route) {
        for (const method of methodsOf(layer.route)) {
          out.push({ method: method.toUpperCase(), path: `${prefix}${String(layer.route.path)}`, access: declaredAccess(layer.route, method) });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk((app as { router: { stack: LayerLike[] } }).router.stack, '');
  return out;
}

/** Throws, naming them, when routes of the app declare no access: the app does not start with one. */
export function assertEveryRouteDeclared(app: unknown): void {
  const missing = declaredRoutes(app).filter((route) => !route.access);
  if (missing.length === 0) return;
  const names = missing.map((route) => `${route.method} ${route.path}`).join(', ');
  throw new Error(`Routes without an access declaration: ${names}. Mount their router with declareAccess (server/api/http/access.ts).`);
}

const methodsOf = (route: RouteLike) => Object.keys(route.methods).filter((m) => route.methods[m] && m !== '_all');

/** `GET /tickets/:id`: how a route of a table of declarations is named. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/**
 * Declares what every route of the router serves: one declaration for all, or a table by route. Each
 * route's declaration becomes the first handler of its stack, so it runs before anything of the route and
 * only for a request the route answers. Throws for a route the table does not name, or a name that no
 * route has, so a route cannot be added without a declaration.
 */
export function declareAccess(router: Router, access: RouteAccess | Partial<Record<RouteKey, RouteAccess>>): Router {
  const table = 'kind' in access ? undefined : (access as Partial<Record<string, RouteAccess>>);
  const used = new Set<string>();
  visitRoutes((router as unknown as { stack: LayerLike[] }).stack, (route, method) => {
    const key = `${method.toUpperCase()} ${String(route.path)}`;
    const chosen = table ? table[key] : (access as RouteAccess);
    if (!chosen) throw new Error(`${key} declares no access: name it in the declareAccess table where its router is mounted.`);
    used.add(key);
    prepend(route, method, declarationHandler(chosen));
  });
  const stale = Object.keys(table ?? {}).filter((key) => !used.has(key));
  if (stale.length > 0) throw new Error(`declareAccess names routes the router does not have: ${stale.join(', ')}`);
  return router;
}

function visitRoutes(stack: LayerLike[], visit: (route: RouteLike & Record<string, unknown>, method: string) => void): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const method of methodsOf(layer.route)) visit(layer.route, method);
    } else if (layer.handle?.stack) {
      visitRoutes(layer.handle.stack, visit);
    }
  }
}

/** Adds the handler for the method through the route's own api, then moves it to the front of its stack. */
function prepend(route: RouteLike & Record<string, unknown>, method: string, handler: RequestHandler): void {
  const register = route[method] as ((...handlers: RequestHandler[]) => unknown) | undefined;
  if (typeof register !== 'function') throw new Error(`A route cannot register ${method}`);
  register.call(route, handler);
  const added = route.stack.pop()!;
  const firstOfMethod = route.stack.findIndex((layer) => layer.method === method);
  route.stack.splice(firstOfMethod === -1 ? 0 : firstOfMethod, 0, added);
}
