// Access enforced by the api (issue 12): every route of the real app declares what it serves, and every
// route that serves a page's data refuses a member whose access list lacks the page, whatever the
// browser shows. Table-driven over the routes the app holds, so a route added later is covered.
import express, { Router } from 'express';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_URLS, type AccessUrl } from '../../../src/domain/access';
import { setBilling } from '../modules/billing/service';
import { createTestApi, login, seedUser, type TestApi } from '../testing/harness';
import { assertEveryRouteDeclared, declareAccess, declaredRoutes, mayUse, page, PUBLIC, SHELL, type DeclaredRoute } from './access';

let api: TestApi;
let routes: DeclaredRoute[];
let workspaceId: string;

beforeAll(async () => {
  api = await createTestApi();
  routes = declaredRoutes(api.app);
  ({ workspaceId } = await seedUser(api, { email: 'owner@access.test' }));
  // Room for every member this suite seeds: one beyond the plan's agent slots would be refused as limited
  // (http/agentSlots.ts), which would hide what the access list alone does.
  await setBilling(api.deps, workspaceId, { agents: 1000 });
}, 60_000);

afterAll(async () => {
  await api?.close();
});

const key = (route: DeclaredRoute) => `${route.method} ${route.path}`;
const pageRoutes = () => routes.filter((route) => route.access?.kind === 'page');
const urlsOf = (route: DeclaredRoute) => (route.access?.kind === 'page' ? route.access.urls : []);

/** A concrete address for a route's pattern: any well-formed id, a file name for :name. */
function concrete(path: string): string {
  return path.replace(/:(\w+)/g, (_all, name: string) => (name === 'name' ? 'file.png' : '4f0c2a53-8d1e-4b6a-9c7d-2e5f8a1b3c4d'));
}

function call(agent: TestAgent, route: DeclaredRoute) {
  const url = concrete(route.path);
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const req = agent[method](url).set('X-Requested-With', 'XMLHttpRequest');
  return method === 'get' || method === 'delete' ? req : req.send({});
}

let people = 0;
async function memberWith(access: string[], opts: { role?: 'Agent' | 'Administrator'; expired?: boolean } = {}): Promise<TestAgent> {
  const email = `member${++people}@access.test`;
  await seedUser(api, { email, workspaceId, role: opts.role ?? 'Agent', access, expired: opts.expired ?? false });
  return login(api, email);
}

const isAccessDenied = (res: { status: number; body: { code?: string } }) => res.status === 403 && res.body.code === 'ACCESS_DENIED';

describe('every route of the real app declares what it serves', () => {
  it('finds them all declared, walking the routers of the app as the fuzz test does', () => {
    // A broken walk finds few or none; the api had 95 routes when this test was written.
    expect(routes.length).toBeGreaterThanOrEqual(90);
    expect(routes.filter((route) => !route.access).map(key)).toEqual([]);
  });

  it('declares the inbox and settings calls by the page they serve, and the shell and public calls as such', () => {
    const declared = new Map(routes.map((route) => [key(route), route.access]));
    expect(declared.get('GET /v2/api/tickets')).toEqual(page('/app/ticket'));
    expect(declared.get('POST /v2/api/tickets/:id/notes')).toEqual(page('/app/ticket'));
    expect(declared.get('GET /v2/api/conversations')).toEqual(page('/app/chat'));
    expect(declared.get('PUT /v2/api/settings/chat')).toEqual(page('/app/chat'));
    expect(declared.get('GET /v2/api/contacts')).toEqual(page('/app/contact'));
    expect(declared.get('GET /v2/api/contacts/:id')).toEqual(page('/app/contact', '/app/ticket'));
    expect(declared.get('GET /v2/api/channels')).toEqual(page('/settings/channel'));
    expect(declared.get('POST /v2/api/setting/ticket/update')).toEqual(page('/settings/workspace'));
    expect(declared.get('PUT /v2/api/workspace/two-factor')).toEqual(page('/settings/workspace'));
    expect(declared.get('GET /v2/api/home/summary')).toEqual(page('/home'));
    for (const shell of ['GET /v2/api/auth', 'GET /v2/api/config', 'PUT /v2/api/profile/update', 'GET /v2/api/alerts', 'GET /v2/api/realtime/events', 'POST /v2/api/setting/ticket/get']) {
      expect(declared.get(shell), shell).toEqual(SHELL);
    }
    for (const open of ['POST /v2/api/sso/login', 'POST /v2/api/webchat/:publicId/messages', 'GET /v2/api/public/pricing', 'GET /v2/api/healthz']) {
      expect(declared.get(open), open).toEqual(PUBLIC);
    }
  });

  it('will not build an app with a route that declares nothing', () => {
    const app = express();
    const declared = Router();
    declared.get('/fine', (_req, res) => void res.end());
    const forgotten = Router();
    forgotten.post('/forgotten', (_req, res) => void res.end());
    app.use(declareAccess(declared, SHELL));
    app.use(forgotten);
    expect(() => assertEveryRouteDeclared(app)).toThrow('Routes without an access declaration: POST /forgotten.');
  });

  it('refuses a table that misses a route of its router or names one it does not have', () => {
    const router = () => {
      const r = Router();
      r.get('/a', (_req, res) => void res.end());
      r.post('/a', (_req, res) => void res.end());
      return r;
    };
    expect(() => declareAccess(router(), { 'GET /a': SHELL })).toThrow('POST /a declares no access');
    expect(() => declareAccess(router(), { 'GET /a': SHELL, 'POST /a': SHELL, 'PUT /b': SHELL })).toThrow('PUT /b');
    expect(() => declareAccess(router(), { 'GET /a': SHELL, 'POST /a': page('/app/chat') })).not.toThrow();
  });
});

describe('the rule (as the console guard reads an access list)', () => {
  const agent = (access: string[], expired = false) => ({ role: 'Agent', expired, access });
  it('opens a page whose url is in the list, /home to every member, and only /home to an expired Agent', () => {
    expect(mayUse(agent(['/app/chat']), ['/app/chat'])).toBe(true);
    expect(mayUse(agent(['/app/chat']), ['/app/ticket'])).toBe(false);
    expect(mayUse(agent(['/app/chat']), ['/app/ticket', '/app/chat'])).toBe(true);
    expect(mayUse(agent([]), ['/home'])).toBe(true);
    expect(mayUse(agent(['/app/chat'], true), ['/app/chat'])).toBe(false);
    expect(mayUse({ role: 'Administrator', expired: true, access: ['/app/chat'] }, ['/app/chat'])).toBe(true);
    expect(mayUse({ role: 'Administrator', expired: false, access: ['/home'] }, ['/settings/channel'])).toBe(false);
  });
});

describe('a member whose access list lacks a page cannot use its calls', () => {
  // Each page url some route serves (/report/ticket has none yet), but /home: every member's landing page,
  // which the console always renders.
  let guarded: AccessUrl[];
  const without = new Map<AccessUrl, TestAgent>();
  const only = new Map<AccessUrl, TestAgent>();

  beforeAll(async () => {
    guarded = ACCESS_URLS.filter((url) => url !== '/home' && pageRoutes().some((route) => urlsOf(route).includes(url)));
    expect(guarded).toEqual(['/app/ticket', '/app/chat', '/app/contact', '/settings/workspace', '/settings/channel']);
    for (const url of guarded) {
      without.set(url, await memberWith(ACCESS_URLS.filter((other) => other !== url)));
      only.set(url, await memberWith(['/home', url]));
    }
  }, 120_000);

  it('answers 403 ACCESS_DENIED, naming the page, to a member without the url, for every route serving a page', async () => {
    const refused: string[] = [];
    const lackingAll = new Map<string, TestAgent>();
    for (const route of pageRoutes().filter((r) => !urlsOf(r).includes('/home'))) {
      const urls = urlsOf(route);
      const named = urls.join(' ');
      if (!lackingAll.has(named)) lackingAll.set(named, await memberWith(ACCESS_URLS.filter((url) => !urls.includes(url))));
      const res = await call(lackingAll.get(named)!, route);
      if (!isAccessDenied(res)) refused.push(`${key(route)} answered ${res.status} ${JSON.stringify(res.body)}`);
      else expect(res.body.message).toBe(`You do not have access to ${urls.join(' or ')}: ask an Administrator to add it to your access list.`);
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('lets a member with the url (any one of a route\'s urls) past the access check, for every route serving a page', async () => {
    const stopped: string[] = [];
    for (const route of pageRoutes()) {
      for (const url of urlsOf(route).filter((u) => u !== '/home')) {
        const res = await call(only.get(url)!, route);
        if (isAccessDenied(res)) stopped.push(`${key(route)} with ${url}`);
      }
    }
    expect(stopped).toEqual([]);
  }, 120_000);

  it('refuses each page url alone: a list with every other url is not enough', async () => {
    for (const url of guarded) {
      const route = pageRoutes().find((r) => urlsOf(r).length === 1 && urlsOf(r)[0] === url);
      expect(route, url).toBeDefined();
      expect(isAccessDenied(await call(without.get(url)!, route!)), `${url} via ${key(route!)}`).toBe(true);
    }
  }, 60_000);

  it('holds an Administrator to their access list too, as the console guard does', async () => {
    const admin = await memberWith(['/home', '/app/chat'], { role: 'Administrator' });
    const res = await admin.get('/v2/api/channels');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      result: 'error',
      code: 'ACCESS_DENIED',
      message: 'You do not have access to /settings/channel: ask an Administrator to add it to your access list.',
    });
    expect((await admin.get('/v2/api/conversations')).status).toBe(200);
  });

  it('limits an expired Agent to /home: every other page call is refused, home and the shell answer', async () => {
    const expired = await memberWith([...ACCESS_URLS], { expired: true });
    for (const route of pageRoutes().filter((r) => !urlsOf(r).includes('/home'))) {
      expect(isAccessDenied(await call(expired, route)), key(route)).toBe(true);
    }
    expect((await expired.get('/v2/api/home/summary')).status).toBe(200);
    expect((await expired.get('/v2/api/auth')).status).toBe(200);
  }, 60_000);

  it('never answers ACCESS_DENIED to a shell or public call, nor to /home, for a member whose list holds only /home', async () => {
    const narrow = await memberWith(['/home']);
    const denied: string[] = [];
    for (const route of routes.filter((r) => r.access?.kind !== 'page' || urlsOf(r).includes('/home'))) {
      // Signing out would end the session the rest of the loop uses.
      if (route.path === '/v2/api/auth/logout') continue;
      if (isAccessDenied(await call(narrow, route))) denied.push(key(route));
    }
    expect(denied).toEqual([]);
  }, 120_000);

  it('asks who is calling before what they may see: no session is 401, not 403', async () => {
    const res = await api.request().get('/v2/api/tickets');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});
