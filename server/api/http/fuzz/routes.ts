// The api's routes as its routers hold them (the Express router stacks of createApiApp), so a route
// added later is fuzzed without editing the test, and the field names its code reads.
import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';

export interface ApiRoute {
  method: string;
  /** The route's pattern as written, e.g. /v2/api/tickets/:id */
  path: string;
  /** The source text of its handlers, where the fields it reads are named. */
  source: string;
}

interface StackLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: StackLayer[] };
  handle?: { stack?: StackLayer[] };
}

function walk(stack: StackLayer[], prefix: string, out: ApiRoute[]): void {
  for (const layer of stack) {
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    if (layer.route) {
      const paths = ([] as unknown[]).concat(layer.route.path).filter((p): p is string => typeof p === 'string');
      const source = layer.route.stack.map((l) => String(l.handle)).join('\n');
      for (const method of Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m] && m !== '_all')) {
        for (const p of paths) out.push({ method: method.toUpperCase(), path: `${prefix}${p}`, source });
      }
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, `${prefix}${mount}`, out);
    }
  }
}

/** Every method and path the app answers, in the order its routers try them. */
export function discoverRoutes(app: Express): ApiRoute[] {
  const router = (app as unknown as { router: { stack: StackLayer[] } }).router;
  const out: ApiRoute[] = [];
  walk(router.stack, '', out);
  return out;
}

export type PathPart = { literal: string } | { param: string; after: string };

/** `/v2/api/tickets/:id` → its literal segments and its parameters, each with the segment before it. */
export function pathParts(pattern: string): PathPart[] {
  const parts: PathPart[] = [];
  let previous = '';
  for (const segment of pattern.split('/').slice(1)) {
    if (segment.startsWith(':')) parts.push({ param: segment.slice(1), after: previous });
    else parts.push({ literal: segment });
    previous = segment;
  }
  return parts;
}

/** Whether a concrete path (`/v2/api/tickets/4f…`) is one the pattern (`/v2/api/tickets/:id`) matches. */
export function matchesPattern(pattern: string, concrete: string): boolean {
  const parts = pathParts(pattern);
  const segments = concrete.split('/').slice(1);
  return segments.length === parts.length && parts.every((part, i) => !('literal' in part) || part.literal === segments[i]);
}

const SOURCES = path.resolve(import.meta.dirname, '../..');
// `subject: v.string(...)`, `body.email`, `req.query.before`, `input.text`: the names the handlers read.
// Handlers are read as compiled (spacing dropped, imports renamed `__vi_import_0__.v`), modules as written.
const FIELD_PATTERNS = [/\b([a-zA-Z]\w{1,30})\s*:\s*(?:[\w$]+\.)*v\.\w+\(/g, /\b(?:body|raw|input|query|fields)\.([a-zA-Z]\w{1,30})\b/g];

export function namesIn(text: string): string[] {
  const names = new Set<string>();
  for (const pattern of FIELD_PATTERNS) for (const match of text.matchAll(pattern)) names.add(match[1]!);
  return [...names].sort();
}

/** Short string literals ('open', "Administrator"): values the checks of the code may accept. */
export function literalsIn(text: string): string[] {
  return [...new Set([...text.matchAll(/(["'])([^"'\\\n]{1,40})\1/g)].map((m) => m[2]!))].sort();
}

/** The string literals of the shared domain rules (statuses, priorities, roles, channel types). */
export function domainLiterals(): string[] {
  const dir = path.resolve(SOURCES, '../../src/domain');
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  return [...new Set(files.flatMap((name) => literalsIn(fs.readFileSync(path.join(dir, name), 'utf8'))))].sort();
}

/** The names of the cookies the api sets and reads (`export const SSO_COOKIE = 'sso'`). */
export function cookieNames(): string[] {
  const names = new Set<string>();
  visitSources((text) => {
    for (const match of text.matchAll(/_COOKIE\s*=\s*'([\w-]+)'/g)) names.add(match[1]!);
  });
  return [...names].sort();
}

function visitSources(read: (text: string) => void): void {
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) read(fs.readFileSync(full, 'utf8'));
    }
  };
  for (const dir of ['modules', 'channels', 'http']) visit(path.join(SOURCES, dir));
}

/** The field and query names the api's code reads anywhere, so generated bodies hit real fields. */
export function fieldNames(): string[] {
  const names = new Set<string>();
  visitSources((text) => {
    for (const name of namesIn(text)) names.add(name);
  });
  return [...names].sort();
}
