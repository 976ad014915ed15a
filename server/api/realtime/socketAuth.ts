import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, sessions, workspaceSettings, workspaces } from '../db/schema';
import { twoFactorSecrets } from '../db/securitySchema';
import { isBeyondAgentSlots } from '../http/agentSlots';
import { heldForTwoFactor } from '../modules/twofactor/hold';
import { verifyJwt } from '../security/tokens';

export interface SocketIdentity {
  userId: string;
  sessionId: string;
  workspaceId: string | null;
  botid: string | null;
  /** A read-only view a spectator opened on this user's console: not the user's own presence. */
  spectator?: boolean;
}

export type HandshakeRefusal = 'invalid token' | 'session ended' | 'workspace changed' | 'two-factor login required';

/**
 * Checks the jwt of GET /auth against the live session. The token alone is not enough: it lives
 * 12 hours, and a logout or a removal from the workspace must stop the socket sooner, so the rooms come
 * from the session and membership as they are now, the token only names which ones the client expects.
 */
export async function authenticateHandshake(
  deps: { db: Db; secrets: { auth: string }; now: () => Date },
  token: unknown,
): Promise<SocketIdentity | HandshakeRefusal> {
  const now = deps.now();
  const claims = typeof token === 'string' && token.length < 4096 ? verifyJwt(deps.secrets.auth, token, now.getTime()) : undefined;
  if (!claims) return 'invalid token';
  const [row] = await deps.db
    .select({
      userId: sessions.userId,
      workspaceId: sessions.workspaceId,
      spectatorId: sessions.spectatorId,
      member: members.userId,
      role: members.role,
      botid: workspaces.botid,
      twoFactorRequired: workspaceSettings.twoFactorRequired,
      twoFactorSince: twoFactorSecrets.enabledAt,
    })
    .from(sessions)
    .leftJoin(members, and(eq(members.workspaceId, sessions.workspaceId), eq(members.userId, sessions.userId)))
    .leftJoin(workspaces, eq(workspaces.id, members.workspaceId))
    .leftJoin(workspaceSettings, eq(workspaceSettings.workspaceId, members.workspaceId))
    .leftJoin(twoFactorSecrets, and(eq(twoFactorSecrets.userId, sessions.userId), isNotNull(twoFactorSecrets.enabledAt)))
    .where(and(eq(sessions.id, claims.sid), eq(sessions.kind, 'app'), gt(sessions.expiresAt, now)));
  if (!row || row.userId !== claims.sub) return 'session ended';
  const workspaceId = row.member ? row.workspaceId : null;
  if ((claims.ws ?? null) !== workspaceId) return 'workspace changed';
  // A member held for two-factor set-up hears none of the workspace's events (as http/auth.ts refuses its calls).
  const held = heldForTwoFactor({ isMember: workspaceId !== null, required: row.twoFactorRequired, enabledAt: row.twoFactorSince, spectatorId: row.spectatorId });
  if (held) return 'two-factor login required';
  // A limited Agent (beyond the plan's agent slots, http/agentSlots.ts) is held on /home by the console and
  // refused every page call by the api: their socket stays up for the shell but joins no workspace room, so
  // no conversation or ticket reaches them. The limit is checked again on their next connection.
  if (workspaceId && row.role === 'Agent' && (await isBeyondAgentSlots(deps.db, workspaceId, claims.sub))) {
    return { userId: claims.sub, sessionId: claims.sid, workspaceId: null, botid: null };
  }
  return { userId: claims.sub, sessionId: claims.sid, workspaceId, botid: workspaceId ? row.botid : null, spectator: row.spectatorId !== null };
}
