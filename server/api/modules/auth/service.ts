import type { AuthResponse } from '../../../../src/domain/api';
import type { ApiDeps } from '../../deps';
import { bearerToken, type AuthContext } from '../../http/auth';
import { signJwt } from '../../security/tokens';

export const JWT_TTL_SECONDS = 12 * 3600;

/** limited: the member is beyond the plan's agent slots (members/adminService.ts), the shell's limited member. */
export function authResponse(deps: ApiDeps, auth: AuthContext, limited = false): AuthResponse {
  const { user, workspace, member, session } = auth;
  return {
    result: 'success',
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      phone: user.phone,
      token: bearerToken(deps.secrets.auth, session.id),
      jwt: signJwt(
        deps.secrets.auth,
        { sub: user.id, sid: session.id, ws: workspace?.id ?? null, bot: workspace?.botid ?? null },
        JWT_TTL_SECONDS,
        deps.now().getTime(),
      ),
      profile_image_url: user.profileImageUrl,
      status: user.status === 'aux' ? 'aux' : 'available',
      statusReason: user.status === 'aux' ? user.statusReason : null,
    },
    workspace:
      workspace && member
        ? {
            id: workspace.id,
            name: workspace.name,
            botid: workspace.botid,
            owner: workspace.ownerId,
            role: member.role === 'Administrator' ? 'Administrator' : 'Agent',
            is_member_expired: member.expired || limited,
            timeZone: workspace.timeZone,
          }
        : null,
    access: member ? member.access.map((url) => ({ url })) : [],
    ...(session.spectatorId ? { spectating: true } : {}),
    ...(auth.twoFactor.held ? { twoFactorSetupRequired: true } : {}),
  };
}

export function isServiceAccount(deps: ApiDeps, email: string): boolean {
  return deps.config.serviceAccountEmails.includes(email.toLowerCase());
}

export function isSpectator(deps: ApiDeps, email: string): boolean {
  return deps.config.spectatorEmails.includes(email.toLowerCase());
}
