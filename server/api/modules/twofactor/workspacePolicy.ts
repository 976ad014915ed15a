import type { Role } from '../../../../src/domain/api';
import type { WorkspaceTwoFactor } from '../../../../src/domain/twoFactor';
import type { Tx } from '../../db/client';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { BusinessError, forbidden, notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../audit/record';
import { hasTwoFactor, removeTwoFactor } from './repository';
import { recordSecurityChange, recordWorkspaceChange } from './securityEvents';
import {
  findMemberUser,
  isTwoFactorRequired,
  membersWithTwoFactor,
  sessionsWithoutTwoFactor,
  setTwoFactorRequired,
} from './workspaceRepository';

// An Administrator's side: who in the workspace logs in with two factors, the workspace's requirement,
// and resetting a member who lost their phone.

export const OWN_FIRST = 'Turn on your own two-factor login first (profile menu → Two-factor login), so the requirement cannot lock you out.';

export async function workspaceTwoFactor(deps: ApiDeps, ctx: WorkspaceContext): Promise<WorkspaceTwoFactor> {
  const rows = await membersWithTwoFactor(deps.db, ctx.workspace.id);
  return {
    required: await isTwoFactorRequired(deps.db, ctx.workspace.id),
    members: rows.map((row) => ({ ...row, role: (row.role === 'Administrator' ? 'Administrator' : 'Agent') as Role })),
  };
}

export async function setRequirement(deps: ApiDeps, ctx: WorkspaceContext, required: boolean, ip: string): Promise<WorkspaceTwoFactor> {
  if (required && !ctx.twoFactor.enabled) throw new BusinessError(OWN_FIRST);
  const audit = (tx: Tx) =>
    recordAudit(tx, ctx.workspace.id, actorOf(ctx), {
      action: 'two-factor-requirement.changed',
      targetType: 'workspace',
      targetId: ctx.workspace.id,
      targetLabel: ctx.workspace.name,
      before: { twoFactorRequired: !required },
      after: { twoFactorRequired: required },
    });
  if (await setTwoFactorRequired(deps.db, ctx.workspace.id, required, audit)) {
    const state = await workspaceTwoFactor(deps, ctx);
    await recordWorkspaceChange(deps, {
      kind: required ? 'two-factor requirement on' : 'two-factor requirement off',
      workspaceId: ctx.workspace.id,
      actor: { id: ctx.user.id, name: ctx.user.username },
      workspaceName: ctx.workspace.name,
      memberEmails: state.members.map((m) => m.email),
      ip,
    });
    // Members now held stop hearing the workspace's events at once (their next handshake is refused).
    if (required) deps.realtime.disconnectSessions(await sessionsWithoutTwoFactor(deps.db, ctx.workspace.id));
    return state;
  }
  return workspaceTwoFactor(deps, ctx);
}

/** Removes a member's secret, recovery codes and remembered browsers; another workspace's user is not found. */
export async function resetMember(deps: ApiDeps, ctx: WorkspaceContext, userId: string, ip: string): Promise<WorkspaceTwoFactor> {
  const member = await findMemberUser(deps.db, ctx.workspace.id, userId);
  if (!member) throw notFound('There is no such member in this workspace.');
  if (member.id === ctx.user.id) throw forbidden('Change your own two-factor login from the profile menu.');
  if (!(await hasTwoFactor(deps.db, member.id))) throw new BusinessError(`${member.username} does not use two-factor login.`);
  await removeTwoFactor(deps.db, member.id, (tx) =>
    recordAudit(tx, ctx.workspace.id, actorOf(ctx), {
      action: 'member.two-factor-reset',
      targetType: 'member',
      targetId: member.id,
      targetLabel: member.email,
      before: { twoFactor: true },
      after: { twoFactor: false },
    }),
  );
  await recordSecurityChange(deps, {
    kind: 'two-factor reset by administrator',
    user: member,
    workspaceId: ctx.workspace.id,
    actorId: ctx.user.id,
    ip,
    details: { actorName: ctx.user.username, workspaceName: ctx.workspace.name },
  });
  return workspaceTwoFactor(deps, ctx);
}
