// bench:routing: the figures of issue 15, each the median of ROUTING_BENCH_RUNS runs (default 3) beside its
// budget. Exits 1 when a budget is missed, when a correctness count (double-assigned, lost) is not 0, or
// when a part could not be measured. ROUTING_BENCH_ONLY=decision|arrivals|recompute runs one part.
//   decision:  a routing decision with 500 agents and 10,000 open conversations (routing/decision.ts);
//   arrivals:  1,000 conversations in 10 s over two api instances on PostgreSQL (routing/arrivals.ts);
//   recompute: due times of 100,000 open tickets after a calendar change (routing/recompute.ts).
import { median } from './support/benchProcesses';
import { verdict } from './support/channelsBenchApi';
import { arrivalRuns, ARRIVALS } from './routing/arrivals';
import { DECISION, decisionRuns, type DecisionFigures } from './routing/decision';
import { runsOnPostgres } from './routing/workspace';
import { RECOMPUTE, recomputeRuns } from './routing/recompute';

const RUNS = Number(process.env.ROUTING_BENCH_RUNS ?? 3);
const log = (line: string) => console.log(line);

/** One database's decision figures beside the budget; false when a budget is missed. */
function decisionVerdict(database: string, results: DecisionFigures[]): boolean {
  const p95 = median(results.map((r) => r.p95Ms));
  const unassigned = Math.max(...results.map((r) => r.unassigned));
  const ok = [p95 <= DECISION.budgetP95Ms, unassigned === 0];
  console.log(`a routing decision with ${DECISION.agents} agents and ${DECISION.open.toLocaleString('en')} open conversations, ${database}: p95 ${p95.toFixed(2)} ms (budget ≤ ${DECISION.budgetP95Ms} ms; p50 ${median(results.map((r) => r.p50Ms)).toFixed(2)} ms) ${verdict(ok[0]!)}`);
  console.log(`  of which the pure decision (decideRoute over ${DECISION.agents} candidates): p95 ${median(results.map((r) => r.pureP95Ms)).toFixed(3)} ms`);
  console.log(`  new conversations not assigned to a team member: ${unassigned} (budget 0) ${verdict(ok[1]!)}`);
  return ok.every(Boolean);
}

// The same decisions on the embedded database and on PostgreSQL, side by side: PGlite runs the queries in
// WebAssembly on the api's own thread, so its figure and PostgreSQL's are both printed and both judged.
async function decision(): Promise<boolean> {
  const pglite = decisionVerdict('PGlite', await decisionRuns(RUNS, log));
  const onPostgres = await runsOnPostgres(1, 'routing_decision', (url) => decisionRuns(RUNS, log, url));
  if (typeof onPostgres === 'string') {
    console.log(`a routing decision on PostgreSQL: not measured: ${onPostgres}`);
    return false;
  }
  return decisionVerdict('PostgreSQL', onPostgres[0]!) && pglite;
}

async function arrivals(): Promise<boolean> {
  const results = await arrivalRuns(RUNS, log);
  if (typeof results === 'string') {
    console.log(`${ARRIVALS.title}: not measured: ${results}`);
    return false;
  }
  const p95 = median(results.map((r) => r.p95Ms));
  const twice = Math.max(...results.map((r) => r.doubleAssigned));
  const lost = Math.max(...results.map((r) => r.lost));
  const ok = [twice === 0, lost === 0, p95 <= ARRIVALS.budgetP95Ms];
  console.log(`${ARRIVALS.title}: double-assigned ${twice} (budget 0) ${verdict(ok[0]!)}, lost ${lost} (budget 0) ${verdict(ok[1]!)}`);
  console.log(`  p95 from arrival to assignment: ${p95.toFixed(1)} ms (budget ≤ ${ARRIVALS.budgetP95Ms} ms; p50 ${median(results.map((r) => r.p50Ms)).toFixed(1)} ms) ${verdict(ok[2]!)}`);
  return ok.every(Boolean);
}

async function recompute(): Promise<boolean> {
  const results = await recomputeRuns(RUNS, log);
  if (typeof results === 'string') {
    console.log(`${RECOMPUTE.title}: not measured: ${results}`);
    return false;
  }
  const seconds = median(results.map((r) => r.seconds));
  const delay = median(results.map((r) => r.worstDelayMs));
  const unfinished = results.filter((r) => r.recomputed < RECOMPUTE.tickets);
  const ok = [seconds <= RECOMPUTE.budgetSeconds && unfinished.length === 0, delay <= RECOMPUTE.budgetDelayMs];
  const howFar = unfinished.length === 0 ? '' : ` (${unfinished.length} of ${results.length} runs not done then: ${unfinished.map((r) => r.recomputed.toLocaleString('en')).join(', ')} of ${RECOMPUTE.tickets.toLocaleString('en')} tickets passed)`;
  console.log(`${RECOMPUTE.title}: ${seconds.toFixed(1)} s${howFar} (budget ≤ ${RECOMPUTE.budgetSeconds} s) ${verdict(ok[0]!)}`);
  console.log(
    `  worst delay of another request meanwhile: ${delay.toFixed(1)} ms beyond its baseline (budget ≤ ${RECOMPUTE.budgetDelayMs} ms; ` +
      `baseline p50 ${median(results.map((r) => r.baselineMs)).toFixed(1)} ms, worst during ${median(results.map((r) => r.worstMs)).toFixed(1)} ms) ${verdict(ok[1]!)}`,
  );
  return ok.every(Boolean);
}

async function main(): Promise<void> {
  const only = process.env.ROUTING_BENCH_ONLY;
  let ok = true;
  if (!only || only === 'decision') ok = (await decision()) && ok;
  if (!only || only === 'arrivals') ok = (await arrivals()) && ok;
  if (!only || only === 'recompute') ok = (await recompute()) && ok;
  process.exitCode = ok ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
