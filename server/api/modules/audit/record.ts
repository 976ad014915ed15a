import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/adminSchema';

// The audit log's one way in: every administration change records who did what to which target, with the
// value before and after, in the same transaction as the change (so a change rolled back leaves no line,
// and a recorded line always happened). Secrets are recorded as SECRET_SHOWN_AS, never their value.

/** How a secret's before/after appears in the log. */
export const SECRET_SHOWN_AS = '••••';

/** Who made the change: a member (their name as it was then), or the product itself (a scheduled job). */
export type AuditActor = { id: string; name: string } | { id: null; name: string };

export const PRODUCT_ACTOR: AuditActor = { id: null, name: 'System' };

export interface AuditEntry {
  /** Dotted, past tense: 'member.invited', 'access.changed', 'department.renamed', 'ticket-settings.changed'. */
  action: string;
  /** 'member', 'invitation', 'department', 'channel', 'setting', 'workspace', 'canned-reply'… */
  targetType: string;
  targetId?: string | null;
  /** The target's name as it is now (a member's e-mail, a department's name). */
  targetLabel?: string;
  before?: unknown;
  after?: unknown;
}

/** The actor of a request: its user, by the name they have now. */
export const actorOf = (ctx: { user: { id: string; username: string } }): AuditActor => ({ id: ctx.user.id, name: ctx.user.username });

/** Records one change; pass the transaction that makes the change. */
export async function recordAudit(db: Db | Tx, workspaceId: string, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    workspaceId,
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
