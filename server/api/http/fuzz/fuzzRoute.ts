// One route's share of the fuzz test: a third of its inputs from what its code names, then the rest
// also from what the api's own refusals taught (the fields it said were required, the values it listed).
import fc from 'fast-check';
import type { Vocabulary } from './bodies';
import { inputArbitrary } from './inputs';
import { literalsIn, matchesPattern, namesIn, type ApiRoute } from './routes';
import { runBatch, toRequest, type BatchResult, type Failure } from './runner';
import type { Target } from './send';
import { restoreWorld, type FuzzWorld } from './world';

export interface FuzzRun {
  target: Target;
  world: FuzzWorld;
  /** Inputs per route. */
  runs: number;
  concurrency: number;
  /** Field names any handler reads, cookies the api reads, and values found in the shared code. */
  allFields: string[];
  cookies: string[];
  shared: string[];
  death: () => string | undefined;
}

export interface RouteOutcome {
  failures: Failure[];
  sent: number;
  answers: BatchResult['answers'];
  slowest: number;
}

const IDENTIFIER = /^[a-zA-Z]\w{1,30}$/;

export async function fuzzRoute(run: FuzzRun, route: ApiRoute, seed: number): Promise<RouteOutcome> {
  const key = `${route.method} ${route.path}`;
  const literals = literalsIn(route.source);
  const words: Vocabulary = {
    routeFields: [...new Set([...namesIn(route.source), ...literals.filter((l) => IDENTIFIER.test(l))])],
    allFields: run.allFields,
    values: [...new Set([...literals, ...run.shared, ...Object.values(run.world.ids).flat()])],
    cookies: run.cookies,
    examples: run.world.examples.filter((e) => e.method === route.method && matchesPattern(route.path, e.path)).map((e) => e.body),
  };
  const outcome: RouteOutcome = { failures: [], sent: 0, answers: new Map(), slowest: 0 };
  const phases = [Math.ceil(run.runs / 3), run.runs - Math.ceil(run.runs / 3)];
  for (const [phase, count] of phases.entries()) {
    // What the previous inputs changed (session, channels, records) is put back before each phase.
    await restoreWorld(run.target, run.world);
    const phaseSeed = seed + phase;
    const arbitrary = inputArbitrary({ method: route.method, pattern: route.path, ids: run.world.ids, words });
    const requests = fc.sample(arbitrary, { numRuns: count, seed: phaseSeed }).map((input) => toRequest(route, input, run.world));
    const result = await runBatch(run.target, { route: key, seed: phaseSeed, requests, concurrency: run.concurrency, death: run.death });
    outcome.sent += requests.length;
    outcome.failures.push(...result.failures);
    outcome.slowest = Math.max(outcome.slowest, result.slowest);
    for (const [said, n] of result.answers) outcome.answers.set(said, (outcome.answers.get(said) ?? 0) + n);
    if (run.death()) break;
    words.routeFields = [...new Set([...words.routeFields, ...result.learned.fields])];
    words.values = [...new Set([...words.values, ...result.learned.values])];
  }
  return outcome;
}
