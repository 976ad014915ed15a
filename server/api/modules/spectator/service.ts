import type { ApiDeps } from '../../deps';
import type { AuthContext } from '../../http/auth';
import { BusinessError, forbidden } from '../../http/errors';
import { isServiceAccount, isSpectator } from '../auth/service';
import { createSession } from '../sessions/repository';
import { findUserById } from '../users/repository';
import { firstMembership } from '../workspaces/repository';

export function maySpectate(deps: ApiDeps, auth: AuthContext): boolean {
  return auth.session.spectatorId === null && (isServiceAccount(deps, auth.user.email) || isSpectator(deps, auth.user.email));
}

/**
 * A read-only app session as the target user, on their first workspace. It belongs to the spectator's
 * login (same parent and expiry), so ending that login ends the view too.
 */
export async function openSpectatorSession(deps: ApiDeps, auth: AuthContext, targetId: string) {
  if (!maySpectate(deps, auth)) throw forbidden('Only the service account or a spectator can view another user.');
  const target = await findUserById(deps.db, targetId);
  if (!target) throw new BusinessError('There is no user with this id.');
  const membership = await firstMembership(deps.db, target.id);
  return createSession(deps.db, {
    kind: 'app',
    userId: target.id,
    workspaceId: membership?.workspaceId ?? null,
    parentId: auth.session.parentId,
    expiresAt: auth.session.expiresAt,
    spectatorId: auth.user.id,
  });
}
