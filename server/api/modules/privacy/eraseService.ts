import fsp from 'node:fs/promises';
import path from 'node:path';
import { eraseConfirmationError, type ErasedCounts } from '../../../../src/domain/privacyRules';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../audit/record';
import { publishTicketChange } from '../tickets/events';
import type { TicketRow } from '../tickets/repository';
import { uploadsDir } from '../uploads/service';
import { executeErasure, lockListedContact, planErasure } from './eraseRepository';

export const NO_SUCH_CONTACT = 'There is no such contact.';

/** How the audit log names an erased contact: never their name or address, which are what was erased. */
export const contactLabel = (id: string) => `Contact ${id.slice(0, 8)}`;

/**
 * Erases a contact (a GDPR erasure request) in one transaction: the contact and those merged into it,
 * their conversations with messages and notes, their tickets with history and notes, their files and the
 * provider calls that name them, with an audit line that holds counts only. After the commit the files
 * leave the disk and open consoles drop the tickets ('ticket event' delete) and the contact with its
 * conversations ('contact erased').
 */
export async function eraseContact(deps: ApiDeps, ctx: WorkspaceContext, id: string, confirmation: unknown): Promise<ErasedCounts> {
  const workspaceId = ctx.workspace.id;
  const done = await deps.db.transaction(async (tx) => {
    const contact = await lockListedContact(tx, workspaceId, id);
    if (!contact) throw notFound(NO_SUCH_CONTACT);
    const mismatch = eraseConfirmationError(contact.name, confirmation);
    if (mismatch) throw badRequest(mismatch, { confirmation: mismatch });
    const plan = await planErasure(tx, workspaceId, contact);
    const { storagePaths, inboundEvents, replayEvents } = await executeErasure(tx, workspaceId, plan);
    const counts: ErasedCounts = {
      contacts: plan.contactIds.length,
      conversations: plan.conversationIds.length,
      messages: plan.messageCount,
      tickets: plan.tickets.length,
      files: plan.uploadIds.length,
      inboundEvents,
      replayEvents,
    };
    await recordAudit(tx, workspaceId, actorOf(ctx), { action: 'contact.erased', targetType: 'contact', targetId: id, targetLabel: contactLabel(id), after: counts });
    return { plan, storagePaths, counts };
  });
  await removeFiles(deps, done.storagePaths);
  await publishErased(deps, ctx, done.plan.contactIds, done.plan.conversationIds, done.plan.tickets);
  return done.counts;
}

/** After the commit: a file whose row is gone is served by nobody, so a failure here only leaves litter. */
export async function removeFiles(deps: ApiDeps, storagePaths: string[]): Promise<void> {
  const root = uploadsDir(deps.config.dataDir);
  for (const relative of storagePaths) {
    await fsp.rm(path.join(root, relative), { force: true }).catch((error: unknown) => deps.logger.warn('erased file not removed', { error: String(error) }));
  }
}

async function publishErased(deps: ApiDeps, ctx: WorkspaceContext, contactIds: string[], conversationIds: string[], tickets: TicketRow[]): Promise<void> {
  for (const ticket of tickets) {
    await publishTicketChange(deps, ticket, 'delete', ticket.assigneeId, { field: 'deleted', old: null, new: `#${ticket.number}` }, ctx.user.id);
  }
  await deps.realtime.publish({ workspaceId: ctx.workspace.id, type: 'contact erased', payload: { contactIds, conversationIds } });
}
