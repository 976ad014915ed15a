// The api's own fuzz test: every route its routers hold, 300 generated inputs each, with and without a
// session, against the api running as its own process. Any 5xx, any answer slower than 5 s, or a process
// that dies fails it. Replay one route with FUZZ_SEED and FUZZ_ROUTE (printed on failure); FUZZ_RUNS for
// more inputs, FUZZ_VERBOSE=1 to see each route's answers (how far the inputs get).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/harness';
import { startApiProcess, type ApiProcess } from './fuzz/apiProcess';
import { fuzzRoute, type FuzzRun } from './fuzz/fuzzRoute';
import { cookieNames, discoverRoutes, domainLiterals, fieldNames, type ApiRoute } from './fuzz/routes';
import { describeRequest, type Failure } from './fuzz/runner';
import { send, type Target } from './fuzz/send';
import { FUZZ_ADMIN, seedWorld, type FuzzWorld } from './fuzz/world';

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_251_010);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const ONLY = process.env.FUZZ_ROUTE;
// Tuned on 2 cores: the api is one process, so more requests in flight only queue up in it.
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);

let routes: ApiRoute[];
let api: ApiProcess;
let target: Target;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
let world: FuzzWorld;

beforeAll(async () => {
  const shape = await createTestApi();
  routes = discoverRoutes(shape.app);
  await shape.close();
  api = await startApiProcess({
    ADMIN_EMAIL: FUZZ_ADMIN.email,
    ADMIN_PASSWORD: FUZZ_ADMIN.password,
    LOG_LEVEL: 'error',
    // Signed webhook calls are what is tested, not the channel's per-minute allowance.
    WEBHOOK_INBOUND_PER_MINUTE: '1000000',
  });
  target = { host: api.host, port: api.port, agent };
  world = await seedWorld(target);
}, 120_000);

afterAll(async () => {
  agent.destroy();
  await api?.stop();
});

/** A seed of its own for each route, fixed from run to run: the same inputs each time, different per route. */
function seedFor(route: string): number {
  let hash = BASE_SEED;
  for (const c of route) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) | 0;
  return hash;
}

function report(failures: Failure[]): string {
  return failures
    .map((f) => `${f.route} (seed ${f.seed}, input #${f.index}): ${f.problem}\n${describeRequest(f.request)}\n  replay: FUZZ_SEED=${BASE_SEED} FUZZ_ROUTE="${f.route}" npx vitest run server/api/http/fuzz.test.ts`)
    .join('\n\n');
}

describe('the api under generated hostile input', () => {
  it('discovers its routes from the routers of the real app', () => {
    // A broken discovery finds few or none; the api had 85 routes when this test was written.
    expect(routes.length).toBeGreaterThanOrEqual(70);
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    for (const known of ['POST /v2/api/channels/webhook/:publicId/messages', 'POST /v2/api/sso/login', 'POST /v2/api/webchat/:publicId/messages', 'POST /v2/api/tickets/:id/notes']) {
      expect(keys).toContain(known);
    }
  });

  it(`answers ${RUNS} generated requests per route with no 5xx, none slower than 5 s, and stays up`, async () => {
    const run: FuzzRun = {
      target,
      world,
      runs: RUNS,
      concurrency: CONCURRENCY,
      allFields: [...fieldNames(), 'q', 'since', 'page'],
      cookies: cookieNames(),
      shared: domainLiterals(),
      death: api.death,
    };
    const failures: Failure[] = [];
    const started = Date.now();
    let sent = 0;
    let slowest = { ms: 0, route: '' };
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (ONLY && key !== ONLY) continue;
      const routeStarted = Date.now();
      const outcome = await fuzzRoute(run, route, seedFor(key));
      sent += outcome.sent;
      if (outcome.slowest > slowest.ms) slowest = { ms: outcome.slowest, route: key };
      failures.push(...outcome.failures);
      if (process.env.FUZZ_VERBOSE) {
        const top = [...outcome.answers].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([said, n]) => `${n} × ${said}`);
        process.stdout.write(`${key} (${Date.now() - routeStarted} ms)\n  ${top.join('\n  ')}\n`);
      }
      if (api.death()) break;
    }
    const took = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`[fuzz] ${sent} requests to ${ONLY ?? `${routes.length} routes`} in ${took} s, slowest answer ${Math.round(slowest.ms)} ms (${slowest.route}), seed ${BASE_SEED}\n`);
    if (failures.length > 0) process.stderr.write(`\n${report(failures)}\n\n--- api output ---\n${api.output()}\n`);
    expect(failures.map((f) => `${f.route}: ${f.problem}`)).toEqual([]);
  }, 900_000);

  it('leaves the api process alive, and /v2/api/healthz answers', async () => {
    expect(api.death()).toBeUndefined();
    const health = await send(target, { method: 'GET', path: '/v2/api/healthz', headers: {} }, 5_000);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
  });
});
