import type { RuntimeConfig, RuntimeConfigMe } from '../../../../src/domain/api';
import type { ApiDeps } from '../../deps';
import type { AuthContext } from '../../http/auth';
import { isServiceAccount, isSpectator } from '../auth/service';
import { findUserById } from '../users/repository';

export function isDeveloper(deps: ApiDeps, email: string, workspaceId: string | undefined): boolean {
  return (
    deps.config.developerEmails.includes(email.toLowerCase()) ||
    (workspaceId !== undefined && deps.config.developerWorkspaceIds.includes(workspaceId))
  );
}

/**
 * The caller's own flags, never the lists. In a spectating session the person at the keyboard is the
 * spectator, so the flags are theirs; the workspace is the one being viewed.
 */
export async function describeCaller(deps: ApiDeps, auth: AuthContext | undefined): Promise<RuntimeConfigMe | null> {
  if (!auth) return null;
  const spectating = auth.session.spectatorId !== null;
  const person = spectating ? await findUserById(deps.db, auth.session.spectatorId!) : auth.user;
  const email = person?.email ?? '';
  return {
    developer: email !== '' && isDeveloper(deps, email, auth.workspace?.id),
    spectator: email !== '' && isSpectator(deps, email),
    serviceAccount: email !== '' && isServiceAccount(deps, email),
    spectating,
  };
}

export async function runtimeConfig(deps: ApiDeps, auth: AuthContext | undefined, maintenance: boolean): Promise<RuntimeConfig> {
  return {
    billingGuard: deps.config.billingGuard,
    helpCenterHost: deps.config.helpCenterHost,
    webchatProduct: deps.config.webchatProduct,
    webchatSupportChannel: deps.config.webchatSupportChannel ?? null,
    maintenance,
    me: await describeCaller(deps, auth),
  };
}
