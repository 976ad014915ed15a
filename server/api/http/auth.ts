import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { RequestHandler, Response } from 'express';
import type { ApiDeps } from '../deps';
import { members, sessions, users, workspaceSettings, workspaces } from '../db/schema';
import { twoFactorSecrets } from '../db/securitySchema';
import { MEMBER_DEACTIVATED } from '../../../src/domain/invitationRules';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '../../../src/domain/twoFactor';
import type { SessionRow } from '../modules/sessions/repository';
import { heldForTwoFactor } from '../modules/twofactor/hold';
import type { UserRow } from '../modules/users/repository';
import type { MemberRow, WorkspaceRow } from '../modules/workspaces/repository';
import { hmac, safeEqual, sha256 } from '../security/tokens';
import { APP_COOKIE, readCookie } from './cookies';
import { forbidden, unauthorized } from './errors';

export interface AuthContext {
  session: SessionRow;
  user: UserRow;
  workspace: WorkspaceRow | null;
  member: MemberRow | null;
  via: 'cookie' | 'bearer';
  /** enabled: the user logs in with a second factor; held: their workspace requires one and they have none yet */
  twoFactor: { enabled: boolean; held: boolean };
}

export interface WorkspaceContext extends AuthContext {
  workspace: WorkspaceRow;
  member: MemberRow;
}

/** The bearer token of an app session: its id and a MAC, so it can be checked without storing it. */
export function bearerToken(secret: string, sessionId: string): string {
  return `${sessionId}.${hmac(secret, `bearer:${sessionId}`)}`;
}

function sessionIdFromBearer(secret: string, header: string | undefined): string | undefined {
  const match = /^Bearer ([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(header ?? '');
  if (!match) return undefined;
  const [, id, mac] = match as unknown as [string, string, string];
  return safeEqual(mac, hmac(secret, `bearer:${id}`)) ? id : undefined;
}

/** Loads the caller's session, user and active workspace (one query) into res.locals.auth. */
export function loadAuth(deps: ApiDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      // An explicit bearer token wins over the cookie the browser sends anyway (the spectator lookup).
      const bearerId = sessionIdFromBearer(deps.secrets.auth, req.get('authorization'));
      const cookie = bearerId ? undefined : readCookie(req, APP_COOKIE);
      if (!cookie && !bearerId) return next();
      const match = bearerId ? eq(sessions.id, bearerId) : eq(sessions.tokenHash, sha256(cookie!));
      const [row] = await deps.db
        .select({
          session: sessions,
          user: users,
          workspace: workspaces,
          member: members,
          twoFactorRequired: workspaceSettings.twoFactorRequired,
          twoFactorSince: twoFactorSecrets.enabledAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(workspaces, eq(workspaces.id, sessions.workspaceId))
        .leftJoin(members, and(eq(members.workspaceId, sessions.workspaceId), eq(members.userId, sessions.userId)))
        .leftJoin(workspaceSettings, eq(workspaceSettings.workspaceId, members.workspaceId))
        .leftJoin(twoFactorSecrets, and(eq(twoFactorSecrets.userId, sessions.userId), isNotNull(twoFactorSecrets.enabledAt)))
        .where(and(match, eq(sessions.kind, 'app'), gt(sessions.expiresAt, deps.now())));
      if (row) {
        const auth: AuthContext = {
          session: row.session,
          user: row.user,
          workspace: row.member ? row.workspace : null,
          member: row.member,
          via: bearerId ? 'bearer' : 'cookie',
          twoFactor: twoFactorOf(row),
        };
        res.locals.auth = auth;
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}

function twoFactorOf(row: { session: SessionRow; member: MemberRow | null; twoFactorRequired: boolean | null; twoFactorSince: Date | null }) {
  return {
    enabled: row.twoFactorSince !== null,
    held: heldForTwoFactor({ isMember: row.member !== null, required: row.twoFactorRequired, enabledAt: row.twoFactorSince, spectatorId: row.session.spectatorId }),
  };
}

export function getAuth(res: Response): AuthContext | undefined {
  return res.locals.auth as AuthContext | undefined;
}

export function requireAuth(res: Response): AuthContext {
  const auth = getAuth(res);
  if (!auth) throw unauthorized();
  return auth;
}

/** The caller's active workspace; when the call names a workspace it must be that one. */
export function requireWorkspace(res: Response, named?: string): WorkspaceContext {
  const auth = requireAuth(res);
  if (!auth.workspace || !auth.member) throw forbidden('You are not a member of a workspace yet.', 'NO_WORKSPACE');
  if (auth.member.deactivatedAt) throw forbidden(MEMBER_DEACTIVATED);
  // Enforced here, so every workspace call refuses a member held for two-factor set-up (issue 10).
  if (auth.twoFactor.held) throw forbidden(TWO_FACTOR_SETUP_REQUIRED_MESSAGE, 'TWO_FACTOR_SETUP_REQUIRED');
  if (named !== undefined && named !== auth.workspace.id && named !== auth.workspace.botid) {
    throw forbidden('You do not belong to this workspace.');
  }
  return auth as WorkspaceContext;
}

export function requireRole(ctx: WorkspaceContext, role: 'Administrator'): void {
  if (ctx.member.role !== role) throw forbidden('Only an Administrator can do this.', 'ADMINISTRATOR_ONLY');
}

/** The caller's workspace, for a change only its Administrators make (403 ADMINISTRATOR_ONLY otherwise). */
export function requireAdministrator(res: Response): WorkspaceContext {
  const ctx = requireWorkspace(res);
  requireRole(ctx, 'Administrator');
  return ctx;
}
