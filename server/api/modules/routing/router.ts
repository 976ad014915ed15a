// The router (issue 15): gives conversations to agents by their department's assignment mode, or queues
// them with the reason, and serves the queue as agents free up. Every pass runs in one transaction holding
// the workspace's routing lock (lockRouting), so api instances never give one conversation twice nor push
// an agent past their capacity. Events go out after the commit. The rules are src/domain/routingRules.ts.
import { and, eq } from 'drizzle-orm';
import { queueOrder } from '../../../../src/domain/routingRules';
import type { Tx } from '../../db/client';
import { conversations } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { ticketFollowsConversation } from '../conversations/ticketFollows';
import { publishRouted, publishReturned, type Returned } from './routingEvents';
import * as repo from './routingRepository';
import { openRoutingSession, type RoutedConversation } from './routingSession';
import { loadRoutingSetup, type RoutingSetup } from './routingSetup';
import { askForPass, type PassRequest } from './routingTurns';

/** The most waiting conversations one pass looks at (the rest wait for the next trigger or the sweep). */
const QUEUE_WINDOW = 500;

/**
 * Serves the queue in its order while anyone is free. A conversation nobody can take now (its skill, its
 * department) is skipped, not a wall for the ones behind it. The `focus` conversations (arriving or coming
 * back) take their place in the order and always get their decision (or their reason to wait); one still
 * held by its agent (a reopened one, `true`) is decided again, others already taken are left alone.
 */
async function serveQueue(tx: Tx, deps: ApiDeps, workspaceId: string, setup: RoutingSetup, focus = new Map<string, boolean>(), now = deps.now()): Promise<RoutedConversation[]> {
  const rows = await repo.waitingQueue(tx, workspaceId, setup.settings.queueOrder, QUEUE_WINDOW, [...focus.keys()]);
  const decidable = (r: repo.QueueRow) => !focus.has(r.id) || (r.status === 'open' && (!r.assigneeId || focus.get(r.id)!));
  const queue = rows.filter(decidable);
  if (queue.length === 0) return [];
  // An arriving conversation queues from now; one already waiting keeps its place.
  const since = (row: repo.QueueRow) => (row.routingState === 'waiting' && row.queuedAt ? row.queuedAt : now);
  const ordered = queueOrder(
    queue.map((row) => ({ row, id: row.id, queuedAt: since(row), routingPriority: row.routingPriority })),
    setup.settings.queueOrder,
  );
  const session = await openRoutingSession(tx, workspaceId, now, setup);
  const routed: RoutedConversation[] = [];
  let focusLeft = queue.filter((r) => focus.has(r.id)).length;
  for (const { row } of ordered) {
    const isFocus = focus.has(row.id);
    if (!isFocus && !session.anyoneFree()) {
      if (focusLeft === 0) break;
      continue;
    }
    const done = await session.route(row);
    if (done) routed.push(done);
    if (isFocus) focusLeft -= 1;
  }
  return routed;
}

/** One pass for everything asked meanwhile in this process (routingTurns.ts), under the workspace's lock. */
async function runPass(deps: ApiDeps, workspaceId: string, request: PassRequest): Promise<void> {
  // Read without the lock first: a pass with nothing to decide stops here, the rest hold the lock less.
  const rows = (await repo.findQueueRows(deps.db, workspaceId, [...request.focus.keys()])).filter(
    (r) => r.status === 'open' && (!r.assigneeId || request.focus.get(r.id)),
  );
  if (rows.length === 0 && !request.drain) return;
  const focus = new Map(rows.map((r) => [r.id, request.focus.get(r.id)!]));
  const setup = await loadRoutingSetup(deps.db, workspaceId, rows);
  const routed = await deps.db.transaction(async (tx) => {
    await repo.lockRouting(tx, workspaceId);
    return serveQueue(tx, deps, workspaceId, setup, focus);
  });
  await publishRouted(deps, workspaceId, routed, [...request.causes].join(', '));
}

const pass = (deps: ApiDeps, workspaceId: string, ask: Parameters<typeof askForPass>[2]) =>
  askForPass(deps, workspaceId, ask, (request) => runPass(deps, workspaceId, request));

/** Routes one conversation (a new one, transferred to a department): skipped when it is taken or closed. */
export async function routeConversation(deps: ApiDeps, workspaceId: string, conversationId: string, cause: string): Promise<void> {
  await pass(deps, workspaceId, { focusId: conversationId, cause });
}

/**
 * A reopened conversation goes back to its previous agent when they can take it (still its assignee, or
 * the one who had it before it was handed back), else it is routed like a new one. In manual mode its
 * assignee keeps it, as before routing.
 */
export async function routeReopened(deps: ApiDeps, workspaceId: string, conversationId: string): Promise<void> {
  await pass(deps, workspaceId, { focusId: conversationId, held: true, cause: 'reopened' });
}

/** Serves the waiting queue: capacity was freed, an agent came back or logged in, or the sweep's turn. */
export async function drainQueue(deps: ApiDeps, workspaceId: string, cause: string): Promise<void> {
  // Most calls find no queue: answer them without the lock.
  const [anyWaiting] = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.routingState, 'waiting')))
    .limit(1);
  if (!anyWaiting) return;
  await pass(deps, workspaceId, { drain: true, cause });
}

const RETURNED_WHY = { aux: 'went aux', logout: 'logged out', deactivate: 'was deactivated' } as const;

/**
 * When the workspace's settings say so, the agent's open conversations go back to the queue (their
 * 'returned' decision names why), and the queue is served at once so teammates take them.
 */
export async function handBack(deps: ApiDeps, workspaceId: string, userId: string, why: 'aux' | 'logout' | 'deactivate'): Promise<void> {
  const setup = await loadRoutingSetup(deps.db, workspaceId);
  if (!setup.settings.handBack[why]) return;
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    await repo.lockRouting(tx, workspaceId);
    const held = await tx
      .update(conversations)
      .set({ assigneeId: null, previousAssigneeId: userId, routingState: 'waiting', queuedAt: now, updatedAt: now })
      .where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.assigneeId, userId), eq(conversations.status, 'open')))
      .returning({ id: conversations.id, ticketId: conversations.ticketId });
    const name = await repo.userName(tx, userId);
    const returned: Returned[] = [];
    for (const c of held) {
      const ticketChange = await ticketFollowsConversation(tx, { workspaceId, ticketId: c.ticketId, assigneeId: null, actorId: null, now });
      const decision = await repo.insertDecision(tx, {
        workspaceId,
        conversationId: c.id,
        mode: 'returned',
        outcome: 'returned',
        chosenUserId: null,
        reason: `Returned to the queue: ${name} ${RETURNED_WHY[why]}`,
        at: now,
      });
      returned.push({ conversationId: c.id, from: userId, decision, ticketChange });
    }
    // A millisecond after the 'returned' rows, so the conversation's record lists them in the order they happened.
    const later = new Date(now.getTime() + 1);
    return { returned, routed: held.length > 0 ? await serveQueue(tx, deps, workspaceId, setup, undefined, later) : [] };
  });
  await publishReturned(deps, workspaceId, done.returned);
  await publishRouted(deps, workspaceId, done.routed, `hand back (${why})`);
}

// Where a waiting conversation stands in the queue (the web chat tells its visitor): queueNotices.ts.
export { queuePosition } from './queueNotices';

/** Runs a routing trigger after the caller's own work committed: a routing failure never fails that work. */
export async function routeQuietly(deps: ApiDeps, what: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    deps.logger.warn('routing failed', { what, error: error instanceof Error ? error.message : String(error) });
  }
}
