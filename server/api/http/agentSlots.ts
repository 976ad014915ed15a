// Agent slots enforced by the api (issue 13). A member beyond the plan's agent slots (join order, deactivated
// members hold none: src/domain/invitationRules.ts slotsOf) is the shell's limited member: the console's
// guard holds a limited Agent on /home, so the api refuses that Agent every page call but /home's, with
// 'This Member is limited!' and MEMBER_LIMITED. Shell calls (/auth, logout, profile, switching workspace,
// realtime, configuration) stay open: the limited page needs them.
//
// Cost: no cache to invalidate (and none to go stale on another api instance). The answer is one query by
// primary keys (billing_accounts by workspace, the member's own row, a count over the workspace's members
// by the members primary key), run only when a page call of an Agent asks for it, at most once a request.
// So buying slots or deactivating a member lifts a limit on the very next call.
import { sql } from 'drizzle-orm';
import type { RequestHandler, Response } from 'express';
import type { Db, Tx } from '../db/client';
import type { ApiDeps } from '../deps';
import { forbidden } from './errors';

export const MEMBER_LIMITED = 'This Member is limited!';

/**
 * Whether the member is beyond the workspace's agent slots: as many active members joined before them as
 * there are slots. No package: nothing is counted (as agentSlotTotal says). Ties in join time go by user id,
 * as membersInJoinOrder orders them; the comparison is made in SQL so no precision is lost on the way.
 */
export async function isBeyondAgentSlots(db: Db | Tx, workspaceId: string, userId: string): Promise<boolean> {
  const result: unknown = await db.execute(sql`
    select b.agents,
      (select count(*)::int from members m join members me on me.workspace_id = m.workspace_id and me.user_id = ${userId}
        where m.workspace_id = b.workspace_id and m.deactivated_at is null
          and (m.created_at, m.user_id) < (me.created_at, me.user_id)) as ahead
    from billing_accounts b
    where b.workspace_id = ${workspaceId} and b.package_name is not null`);
  const row = (result as { rows: { agents: number; ahead: number }[] }).rows[0];
  return row !== undefined && row.ahead >= row.agents;
}

type SlotsCheck = () => Promise<boolean>;

/** Gives each request of a workspace member a lazy, memoized answer to "am I beyond the slots?". */
export function agentSlots(deps: ApiDeps): RequestHandler {
  return (_req, res, next) => {
    const auth = res.locals.auth as { workspace: { id: string } | null; member: { userId: string } | null } | undefined;
    if (auth?.workspace && auth.member) {
      const { workspace, member } = auth;
      let answer: Promise<boolean> | undefined;
      const check: SlotsCheck = () => (answer ??= isBeyondAgentSlots(deps.db, workspace.id, member.userId));
      res.locals.beyondSlots = check;
    }
    next();
  };
}

/** Refuses the request of a limited member (called by the access gate of page calls, for Agents). */
export async function refuseBeyondSlots(res: Response): Promise<void> {
  const check = res.locals.beyondSlots as SlotsCheck | undefined;
  if (check && (await check())) throw forbidden(MEMBER_LIMITED, 'MEMBER_LIMITED');
}
