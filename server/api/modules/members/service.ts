import { and, asc, eq, sql } from 'drizzle-orm';
import type { Member } from '../../../../src/domain/inbox';
import { members, users } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';

/** The workspace's members; an Agent gets only themself (spec §6: an Agent sees only their own id as a filter). */
/** A member as listed, with an aux member's reason when they gave one (issue 15). */
export type ListedMember = Member & { statusReason?: string };

export async function listMembers(deps: ApiDeps, ctx: WorkspaceContext): Promise<ListedMember[]> {
  const rows = await deps.db
    .select({
      id: users.id,
      name: users.username,
      email: users.email,
      role: members.role,
      status: users.status,
      avatarUrl: users.profileImageUrl,
      statusReason: users.statusReason,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.workspaceId, ctx.workspace.id), ctx.member.role === 'Administrator' ? undefined : eq(members.userId, ctx.user.id)))
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
  return rows.map(({ statusReason, ...row }) => ({
    ...row,
    role: row.role === 'Administrator' ? 'Administrator' : 'Agent',
    ...(row.status === 'aux' && statusReason ? { statusReason } : {}),
  }));
}
