import { ACCESS_URLS } from '../../../../src/domain/access';
import { ACCESS_LABELS, accessListError, normalizeAccess, sameAccess, type AccessOverview, type MemberAccess } from '../../../../src/domain/accessPresets';
import type { Role } from '../../../../src/domain/api';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../audit/record';
import { lockMemberAccess, membersWithAccess, saveMemberAccess, type MemberAccessRow } from './repository';

const roleOf = (role: string): Role => (role === 'Administrator' ? 'Administrator' : 'Agent');
const asMemberAccess = (row: MemberAccessRow): MemberAccess => ({ ...row, role: roleOf(row.role) });

export const MEMBER_NOT_FOUND = 'This member is not in your workspace.';

export async function accessOverview(deps: ApiDeps, workspaceId: string): Promise<AccessOverview> {
  const rows = await membersWithAccess(deps.db, workspaceId);
  return { members: rows.map(asMemberAccess), urls: ACCESS_URLS.map((url) => ({ url, label: ACCESS_LABELS[url] })) };
}

/**
 * Replaces one member's access list: checked against their role under a row lock, saved with its audit
 * line in one transaction, and only after the commit told to that member's consoles, which re-read their
 * status. The api reads the list on every request (http/auth.ts loadAuth), so their next call follows it.
 */
export async function changeMemberAccess(deps: ApiDeps, ctx: WorkspaceContext, userId: string, requested: readonly string[]): Promise<MemberAccess> {
  const workspaceId = ctx.workspace.id;
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockMemberAccess(tx, workspaceId, userId);
    if (!row) throw notFound(MEMBER_NOT_FOUND);
    const error = accessListError(roleOf(row.role), requested);
    if (error) throw badRequest(error, { access: error });
    const access = normalizeAccess(requested);
    if (sameAccess(access, row.access)) return { member: asMemberAccess(row), changed: false };
    await saveMemberAccess(tx, workspaceId, userId, access);
    await recordAudit(tx, workspaceId, actorOf(ctx), {
      action: 'access.changed',
      targetType: 'member',
      targetId: userId,
      targetLabel: row.email,
      before: row.access,
      after: access,
    });
    return { member: asMemberAccess({ ...row, access }), changed: true };
  });
  if (result.changed) {
    await deps.realtime.publish({ workspaceId, type: 'access changed', payload: { userId, access: result.member.access }, sendTo: [userId] });
  }
  return result.member;
}
