import { and, eq, inArray } from 'drizzle-orm';
import type { Member } from '../../../../src/domain/inbox';
import { JOIN_FAILED, LINK_EXPIRED, normalEmail, type InvitationPreview } from '../../../../src/domain/invitationRules';
import { departmentMembers } from '../../db/adminSchema';
import { departments } from '../../db/inboxSchema';
import { members } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import type { AuthContext } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { sha256 } from '../../security/tokens';
import { actorOf, recordAudit } from '../audit/record';
import { moveSession } from '../sessions/repository';
import { findOpenByTokenHash, markAccepted } from './repository';

// Joining through an invitation's link. The invitation names an e-mail and the link proves its owner read
// the mail, so only the account with that e-mail may accept it: logged in as another account, the join
// fails (the person logs out and opens the link again), rather than giving the seat to whoever clicked.

export const EXPIRED_MESSAGE = `${LINK_EXPIRED}: it was already used or revoked, or it is older than 7 days. Ask an Administrator of the workspace to send you a new invitation.`;

const expired = () => notFound(EXPIRED_MESSAGE);
const joinFailed = (why: string) => new AppError(403, `${JOIN_FAILED}: ${why}`);

async function openInvitation(deps: ApiDeps, token: string) {
  const found = await findOpenByTokenHash(deps.db, sha256(token), deps.now());
  if (!found) throw expired();
  return found;
}

export async function previewInvitation(deps: ApiDeps, token: string): Promise<InvitationPreview> {
  const { invitation, workspaceName } = await openInvitation(deps, token);
  return { workspaceName, email: invitation.email, role: invitation.role };
}

/**
 * Makes the caller a member with the invitation's role, access and departments, in one transaction with
 * the invitation marked accepted; the caller's session then opens that workspace.
 */
export async function acceptInvitation(deps: ApiDeps, auth: AuthContext, token: string): Promise<{ workspaceId: string }> {
  const { invitation } = await openInvitation(deps, token);
  if (auth.session.spectatorId) throw joinFailed('a spectating session cannot join a workspace.');
  if (normalEmail(auth.user.email) !== normalEmail(invitation.email)) {
    throw joinFailed(
      `this invitation is for ${invitation.email}, and you are logged in as ${auth.user.email}. Log out, open the link again and log in (or create your login) as ${invitation.email}.`,
    );
  }
  const workspaceId = invitation.workspaceId;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [already] = await tx.select().from(members).where(and(eq(members.workspaceId, workspaceId), eq(members.userId, auth.user.id)));
    if (already) throw joinFailed('you are already a member of this workspace.');
    if (!(await markAccepted(tx, invitation.id, auth.user.id, now))) throw expired();
    await tx.insert(members).values({ workspaceId, userId: auth.user.id, role: invitation.role, access: invitation.access, expired: false, createdAt: now });
    // A department removed since the invitation was sent is left out.
    const kept =
      invitation.departmentIds.length === 0
        ? []
        : await tx
            .select({ id: departments.id })
            .from(departments)
            .where(and(eq(departments.workspaceId, workspaceId), inArray(departments.id, invitation.departmentIds)));
    if (kept.length > 0) await tx.insert(departmentMembers).values(kept.map((d) => ({ departmentId: d.id, userId: auth.user.id, workspaceId })));
    await recordAudit(tx, workspaceId, actorOf(auth), {
      action: 'member.joined',
      targetType: 'member',
      targetId: auth.user.id,
      targetLabel: auth.user.email,
      after: { role: invitation.role, access: invitation.access, departmentIds: kept.map((d) => d.id) },
    });
  });
  await moveSession(deps.db, auth.session.id, workspaceId);
  const member: Member = {
    id: auth.user.id,
    name: auth.user.username,
    email: auth.user.email,
    role: invitation.role,
    status: auth.user.status,
    avatarUrl: auth.user.profileImageUrl,
  };
  await deps.realtime.publish({ workspaceId, type: 'member updated', payload: { member } });
  return { workspaceId };
}
