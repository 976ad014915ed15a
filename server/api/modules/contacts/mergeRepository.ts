import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactIdentities, contacts, conversations, tickets } from '../../db/inboxSchema';
import { badRequest, notFound } from '../../http/errors';
import type { TicketRow } from '../tickets/repository';
import type { ContactRow } from './mapper';
import { planMerge } from './mergeRules';

export interface MergeResult {
  target: ContactRow;
  movedConversationIds: string[];
  movedTickets: TicketRow[];
}

/**
 * Moves everything of `sourceId` to `intoId` and marks the source merged, in one transaction. Both rows
 * are locked first (in id order, so two merges of the same pair cannot deadlock), and the plan is made
 * from the locked rows, so a concurrent edit or merge cannot slip in between the check and the write.
 */
export async function mergeContactRows(db: Db, workspaceId: string, sourceId: string, intoId: string, now: Date): Promise<MergeResult> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.workspaceId, workspaceId), inArray(contacts.id, [sourceId, intoId])))
      .orderBy(asc(contacts.id))
      .for('update');
    const source = locked.find((row) => row.id === sourceId);
    const target = locked.find((row) => row.id === intoId);
    if (!source) throw notFound('There is no such contact.');
    if (!target) throw notFound('There is no contact to merge into with this id.');
    const plan = planMerge(source, target);
    if (!plan.ok) throw badRequest(plan.message, { intoId: plan.message });

    await tx
      .update(contactIdentities)
      .set({ contactId: intoId })
      .where(and(eq(contactIdentities.workspaceId, workspaceId), eq(contactIdentities.contactId, sourceId)));
    const movedConversations = await tx
      .update(conversations)
      .set({ contactId: intoId })
      .where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.contactId, sourceId)))
      .returning({ id: conversations.id });
    const movedTickets = await tx
      .update(tickets)
      .set({ contactId: intoId })
      .where(and(eq(tickets.workspaceId, workspaceId), eq(tickets.contactId, sourceId)))
      .returning();
    // Contacts merged into the source earlier now point at the one that is kept: no chains to follow.
    await tx
      .update(contacts)
      .set({ mergedIntoId: intoId })
      .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.mergedIntoId, sourceId)));
    await tx.update(contacts).set({ mergedIntoId: intoId, updatedAt: now }).where(eq(contacts.id, sourceId));
    const [kept] = await tx
      .update(contacts)
      .set({ ...plan.set, updatedAt: now })
      .where(eq(contacts.id, intoId))
      .returning();
    return { target: kept!, movedConversationIds: movedConversations.map((row) => row.id), movedTickets };
  });
}
