import {
  INVITATION_MESSAGES,
  INVITATION_TTL_MS,
  INVITE_FAILED,
  invitationErrors,
  readInvitation,
  type Invitation,
  type InvitationInput,
} from '../../../../src/domain/invitationRules';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { AppError, badRequest, notFound } from '../../http/errors';
import { randomToken, sha256 } from '../../security/tokens';
import { actorOf, recordAudit } from '../audit/record';
import { mailLook } from '../personalization/mailLayout';
import { invitationMail, joinLink } from './mail';
import {
  findPending,
  findPendingByEmail,
  foreignDepartments,
  insertInvitation,
  isMemberEmail,
  listOpenInvitations,
  updatePending,
  type InvitationRow,
} from './repository';

// Inviting sends the mail first and stores the invitation only once it left: a mail that could not be
// sent leaves nothing open (and no link that works). The token itself is never stored, only its SHA-256.

export const alreadyMember = (email: string) => `${email} is already a member of this workspace.`;
export const alreadyInvited = (email: string) =>
  `${email} already has an open invitation. Send it again from the open invitations if the mail got lost.`;
export const NO_SUCH_INVITATION = 'There is no such open invitation in this workspace.';

export function invitationView(row: InvitationRow, invitedBy: string | null): Invitation {
  const { id, email, role, departmentIds, access, createdAt, expiresAt } = row;
  return { id, email, role, departmentIds, access, invitedBy, createdAt: createdAt.toISOString(), expiresAt: expiresAt.toISOString() };
}

export async function listInvitations(deps: ApiDeps, ctx: WorkspaceContext): Promise<Invitation[]> {
  const rows = await listOpenInvitations(deps.db, ctx.workspace.id, deps.now());
  return rows.map((r) => invitationView(r.invitation, r.invitedBy));
}

async function checkInvitation(deps: ApiDeps, ctx: WorkspaceContext, body: unknown): Promise<InvitationInput> {
  const errors = invitationErrors(body);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const input = readInvitation(body as Record<string, unknown>);
  if ((await foreignDepartments(deps.db, ctx.workspace.id, input.departmentIds)).length > 0) {
    throw badRequest(INVITATION_MESSAGES.department, { departmentIds: INVITATION_MESSAGES.department });
  }
  if (await isMemberEmail(deps.db, ctx.workspace.id, input.email)) {
    throw new AppError(409, alreadyMember(input.email), { email: alreadyMember(input.email) });
  }
  return input;
}

/** Mails the link; a mail the SMTP server refused is the shell's full-page 'Failed inviting member'. */
async function mailLink(deps: ApiDeps, ctx: WorkspaceContext, input: { email: string; role: InvitationInput['role'] }, token: string) {
  const mail = invitationMail({
    to: input.email,
    workspaceName: ctx.workspace.name,
    inviter: ctx.user.username,
    role: input.role,
    link: joinLink(deps.config.publicUrl, token),
    brand: await mailLook(deps, ctx.workspace.id, deps.config.publicUrl),
  });
  const outcome = await deps.mailer.send(mail);
  if (outcome && !outcome.sent) {
    throw new AppError(502, `${INVITE_FAILED}: the invitation mail to ${input.email} could not be sent (${outcome.error}). Nothing was saved; please try again.`);
  }
}

const isUniqueViolation = (err: unknown) => ((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code) === '23505';

export async function inviteMember(deps: ApiDeps, ctx: WorkspaceContext, body: unknown): Promise<Invitation> {
  const input = await checkInvitation(deps, ctx, body);
  const held = await findPendingByEmail(deps.db, ctx.workspace.id, input.email);
  const now = deps.now();
  if (held && held.expiresAt > now) throw new AppError(409, alreadyInvited(input.email), { email: alreadyInvited(input.email) });
  const token = randomToken(32);
  await mailLink(deps, ctx, input, token);
  try {
    const row = await deps.db.transaction(async (tx) => {
      // An expired invitation still holds the e-mail's place: the new one replaces it.
      if (held) await updatePending(tx, held.id, { revokedAt: now });
      const created = await insertInvitation(tx, {
        workspaceId: ctx.workspace.id,
        ...input,
        tokenHash: sha256(token),
        invitedBy: ctx.user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      });
      await recordAudit(tx, ctx.workspace.id, actorOf(ctx), {
        action: 'member.invited',
        targetType: 'invitation',
        targetId: created.id,
        targetLabel: created.email,
        after: { email: created.email, role: created.role, departmentIds: created.departmentIds, access: created.access },
      });
      return created;
    });
    return invitationView(row, ctx.user.username);
  } catch (err) {
    // Another Administrator invited the same e-mail a moment earlier.
    if (isUniqueViolation(err)) throw new AppError(409, alreadyInvited(input.email), { email: alreadyInvited(input.email) });
    throw err;
  }
}

/** A new link for 7 more days; the old link stops working. */
export async function resendInvitation(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<Invitation> {
  const row = await findPending(deps.db, ctx.workspace.id, id);
  if (!row) throw notFound(NO_SUCH_INVITATION);
  const token = randomToken(32);
  await mailLink(deps, ctx, row, token);
  const now = deps.now();
  const renewed = await deps.db.transaction(async (tx) => {
    const updated = await updatePending(tx, row.id, { tokenHash: sha256(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) });
    if (!updated) throw notFound(NO_SUCH_INVITATION);
    await recordAudit(tx, ctx.workspace.id, actorOf(ctx), {
      action: 'invitation.resent',
      targetType: 'invitation',
      targetId: row.id,
      targetLabel: row.email,
      before: { expiresAt: row.expiresAt.toISOString() },
      after: { expiresAt: updated.expiresAt.toISOString() },
    });
    return updated;
  });
  return invitationView(renewed, ctx.user.username);
}

export async function revokeInvitation(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await updatePending(tx, id, { revokedAt: deps.now() });
    if (!row || row.workspaceId !== ctx.workspace.id) throw notFound(NO_SUCH_INVITATION);
    await recordAudit(tx, ctx.workspace.id, actorOf(ctx), {
      action: 'invitation.revoked',
      targetType: 'invitation',
      targetId: row.id,
      targetLabel: row.email,
      before: { email: row.email, role: row.role },
    });
  });
}
