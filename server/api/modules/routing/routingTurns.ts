// One routing pass at a time per workspace in this process, and the triggers that come meanwhile ride on
// the next pass together. A burst of arrivals then holds one database connection waiting for the
// workspace's routing lock instead of one each (which starved the pool), and one pass reads the agents'
// loads once for all of them. Across instances the advisory lock still orders the passes.
import type { ApiDeps } from '../../deps';

export interface PassRequest {
  /** Conversations to decide (id → whether one still held by its agent, a reopened one, may be decided again). */
  focus: Map<string, boolean>;
  /** Serve the waiting queue even with nothing to decide. */
  drain: boolean;
  causes: Set<string>;
}

interface Turn {
  running: boolean;
  next: (PassRequest & { waiters: { resolve: () => void; reject: (error: unknown) => void }[] }) | null;
}

// Per database handle, so two api instances in one test process keep their own turns.
const turnsByDb = new WeakMap<object, Map<string, Turn>>();

function turnOf(deps: ApiDeps, workspaceId: string): Turn {
  let turns = turnsByDb.get(deps.db);
  if (!turns) turnsByDb.set(deps.db, (turns = new Map()));
  let turn = turns.get(workspaceId);
  if (!turn) turns.set(workspaceId, (turn = { running: false, next: null }));
  return turn;
}

/**
 * Asks for a pass: joins the one waiting to start (or starts it), and resolves once a pass that began
 * after the ask has run. A failing pass rejects every ask it carried.
 */
export function askForPass(
  deps: ApiDeps,
  workspaceId: string,
  ask: { focusId?: string; held?: boolean; drain?: boolean; cause: string },
  run: (request: PassRequest) => Promise<void>,
): Promise<void> {
  const turn = turnOf(deps, workspaceId);
  turn.next ??= { focus: new Map(), drain: false, causes: new Set(), waiters: [] };
  const next = turn.next;
  if (ask.focusId) next.focus.set(ask.focusId, (next.focus.get(ask.focusId) ?? false) || Boolean(ask.held));
  next.drain ||= Boolean(ask.drain);
  next.causes.add(ask.cause);
  const done = new Promise<void>((resolve, reject) => next.waiters.push({ resolve, reject }));
  if (!turn.running) startNext(deps, workspaceId, turn, run);
  return done;
}

function startNext(deps: ApiDeps, workspaceId: string, turn: Turn, run: (request: PassRequest) => Promise<void>): void {
  const pass = turn.next;
  if (!pass) return;
  turn.next = null;
  turn.running = true;
  run(pass)
    .then(
      () => pass.waiters.forEach((w) => w.resolve()),
      (error: unknown) => pass.waiters.forEach((w) => w.reject(error)),
    )
    .finally(() => {
      turn.running = false;
      startNext(deps, workspaceId, turn, run);
    });
}
