import type { ApiDeps } from '../../deps';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/errors';
import { setDefaultPackage } from '../billing/service';
import { moveSession } from '../sessions/repository';
import { countOwnedWorkspaces } from './repository';
import { createWorkspaceFor } from './service';

export const MAX_OWNED_WORKSPACES = 10;

/**
 * Onboarding's workspace creation: the caller becomes its Administrator, it gets the default package,
 * and the caller's session moves to it, all in one transaction (a step that fails leaves no workspace
 * half made). The refusal carries 'Failed to creating workspace', which the console shows as the
 * full-page error (spec §8).
 */
export async function createWorkspaceForCaller(deps: ApiDeps, auth: AuthContext, name: string, timeZone?: string) {
  if ((await countOwnedWorkspaces(deps.db, auth.user.id)) >= MAX_OWNED_WORKSPACES) {
    throw new BusinessError(`Failed to creating workspace: you already own ${MAX_OWNED_WORKSPACES} workspaces.`);
  }
  const workspace = await deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    const made = await createWorkspaceFor(inTx, { name, owner: auth.user, ...(timeZone ? { timeZone } : {}) });
    await setDefaultPackage(inTx, made.id);
    await moveSession(tx, auth.session.id, made.id);
    return made;
  });
  return { id: workspace.id, name: workspace.name, botid: workspace.botid, timeZone: workspace.timeZone };
}
