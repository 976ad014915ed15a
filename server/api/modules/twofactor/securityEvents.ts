import type { ApiDeps } from '../../deps';
import { securityMail, type MailFacts } from './securityMails';
import { insertSecurityEvent, type SecurityEventKind } from './workspaceRepository';

export interface SecurityChange {
  kind: SecurityEventKind;
  user: { id: string; email: string };
  workspaceId: string | null;
  actorId: string | null;
  ip: string;
  details?: Pick<MailFacts, 'actorName' | 'workspaceName' | 'codesLeft'>;
}

/** Every change to a user's two-factor login is recorded, then mailed to that user. */
export async function recordSecurityChange(deps: Pick<ApiDeps, 'db' | 'now' | 'mailer'>, change: SecurityChange): Promise<void> {
  const at = deps.now();
  await insertSecurityEvent(deps.db, { userId: change.user.id, workspaceId: change.workspaceId, actorId: change.actorId, kind: change.kind, ip: change.ip, at });
  await deps.mailer.send(securityMail({ kind: change.kind, to: change.user.email, at, ip: change.ip, ...change.details }));
}

/** A workspace-wide change is recorded once, against the Administrator who made it, and mailed to every member. */
export async function recordWorkspaceChange(
  deps: ApiDeps,
  change: { kind: SecurityEventKind; workspaceId: string; actor: { id: string; name: string }; memberEmails: string[]; workspaceName: string; ip: string },
): Promise<void> {
  const at = deps.now();
  await insertSecurityEvent(deps.db, { userId: change.actor.id, workspaceId: change.workspaceId, actorId: change.actor.id, kind: change.kind, ip: change.ip, at });
  for (const to of change.memberEmails) {
    await deps.mailer.send(securityMail({ kind: change.kind, to, at, ip: change.ip, actorName: change.actor.name, workspaceName: change.workspaceName }));
  }
}
