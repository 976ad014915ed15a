// bench:routing (a): one routing decision, end to end, with a large team. A PGlite workspace holds 500
// agents available and online in a least-busy department and 10,000 open conversations assigned among them;
// each run stores NEW new conversations and times routeConversation on each in turn (its reads under the
// workspace's routing lock, the decision, the writes and the decision row, the event after the commit).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { decideRoute, type RouteCandidate } from '../../../src/domain/routingRules';
import { routeConversation } from '../../../server/api/modules/routing/router';
import { memberLoads } from '../../../server/api/modules/routing/routingRepository';
import type { ApiDeps } from '../../../server/api/deps';
import { percentile } from '../support/benchProcesses';
import { newConversations, seedTeam } from './team';
import { seedWorkspace } from './workspace';

export const DECISION = { agents: 500, open: 10_000, budgetP95Ms: 5 };
const NEW = Number(process.env.ROUTING_BENCH_DECISIONS ?? 200);
const WARM_UP = 20;

export interface DecisionFigures {
  p95Ms: number;
  p50Ms: number;
  /** New conversations left without an agent, or given to someone not in the team. */
  unassigned: number;
  /** The pure decision alone (decideRoute over the 500 candidates), for comparison. */
  pureP95Ms: number;
}

/** decideRoute over the team as the router reads it, timed alone: what the database round trips add is the rest. */
async function pureDecisionP95(deps: ApiDeps, workspaceId: string): Promise<number> {
  const loads = await deps.db.transaction((tx) => memberLoads(tx, workspaceId, new Date(), 5));
  const candidates: RouteCandidate[] = loads.map((m) => ({
    userId: m.userId, name: m.name, status: m.status === 'available' ? 'available' : 'aux', online: m.online,
    isMember: m.role === 'Agent', openCount: m.openCount, capacity: m.capacity, skillLevel: 0, lastAssignedAt: m.lastAssignedAt,
  }));
  const took: number[] = [];
  for (let i = 0; i < 1000; i += 1) {
    const started = performance.now();
    decideRoute({ mode: 'least-busy', neededSkillId: null, departmentName: 'Routing bench', previousAssigneeId: null, candidates });
    took.push(performance.now() - started);
  }
  return percentile(took.sort((a, b) => a - b), 0.95);
}

/** Seeds once (PGlite in a folder, or PostgreSQL at `databaseUrl`), then `runs` runs of NEW decisions each; answers each run's figures. */
export async function decisionRuns(runs: number, log: (line: string) => void, databaseUrl?: string): Promise<DecisionFigures[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'routing-decision-bench-'));
  try {
    return await seedWorkspace(dataDir, databaseUrl, 'routing-decision', async (ctx) => {
      const seeded = performance.now();
      const team = await seedTeam(ctx.deps, ctx.workspaceId, ctx.ownerId, { agents: DECISION.agents, mode: 'least-busy', capacity: 100, open: DECISION.open });
      log(`  seeded ${DECISION.agents} agents and ${DECISION.open} open conversations in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
      const route = (id: string) => routeConversation(ctx.deps, ctx.workspaceId, id, 'new conversation');
      for (const id of await newConversations(ctx.deps, ctx.workspaceId, team.channel.id, 'warm-up-', WARM_UP)) await route(id);
      const pureP95Ms = await pureDecisionP95(ctx.deps, ctx.workspaceId);
      const figures: DecisionFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const ids = await newConversations(ctx.deps, ctx.workspaceId, team.channel.id, `run-${run}-`, NEW);
        const took: number[] = [];
        for (const id of ids) {
          const started = performance.now();
          await route(id);
          took.push(performance.now() - started);
        }
        const result = await ctx.deps.db.execute(sql`
          SELECT count(*)::int AS n FROM conversations c
          WHERE c.id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
            AND (c.assignee_id IS NULL OR c.routing_state IS DISTINCT FROM 'assigned'
              OR NOT EXISTS (SELECT 1 FROM department_members d WHERE d.department_id = ${team.departmentId} AND d.user_id = c.assignee_id))`);
        const unassigned = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
        const sorted = took.sort((a, b) => a - b);
        figures.push({ p95Ms: percentile(sorted, 0.95), p50Ms: percentile(sorted, 0.5), unassigned, pureP95Ms });
        log(`  decision run ${run + 1}/${runs}: p50 ${figures.at(-1)!.p50Ms.toFixed(2)} ms, p95 ${figures.at(-1)!.p95Ms.toFixed(2)} ms, not assigned ${unassigned}`);
      }
      return figures;
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
