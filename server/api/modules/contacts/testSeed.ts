// Rows for the contacts tests, written straight into the tables (the inbound pipeline is another
// module's): a channel, contacts with identities, their conversations and tickets.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaces } from '../../db/schema';
import { channels, contactIdentities, contacts, conversations, tickets } from '../../db/inboxSchema';

export async function seedChannel(db: Db, workspaceId: string, type = 'WEBHOOK') {
  const [row] = await db
    .insert(channels)
    .values({ workspaceId, type, name: `${type} test`, publicId: randomUUID(), secret: 'test-secret' })
    .returning();
  return row!;
}

export async function seedContact(db: Db, workspaceId: string, values: Partial<typeof contacts.$inferInsert> & { name: string }) {
  const [row] = await db
    .insert(contacts)
    .values({ workspaceId, ...values })
    .returning();
  return row!;
}

export async function seedIdentity(db: Db, contact: { id: string; workspaceId: string }, channel: { id: string; type: string }, externalId: string) {
  const [row] = await db
    .insert(contactIdentities)
    .values({ workspaceId: contact.workspaceId, contactId: contact.id, channelId: channel.id, channelType: channel.type, externalId, displayName: externalId })
    .returning();
  return row!;
}

export async function seedConversation(
  db: Db,
  contact: { id: string; workspaceId: string },
  channel: { id: string; type: string },
  values: Partial<typeof conversations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(conversations)
    .values({ workspaceId: contact.workspaceId, contactId: contact.id, channelId: channel.id, channelType: channel.type, ...values })
    .returning();
  return row!;
}

/** A ticket with the workspace's next number, as the tickets module numbers them. */
export async function seedTicket(
  db: Db,
  contact: { id: string; workspaceId: string },
  values: Partial<typeof tickets.$inferInsert> & { subject: string },
) {
  const [counter] = await db
    .update(workspaces)
    .set({ ticketSeq: sql`${workspaces.ticketSeq} + 1` })
    .where(eq(workspaces.id, contact.workspaceId))
    .returning({ seq: workspaces.ticketSeq });
  const [row] = await db
    .insert(tickets)
    .values({ workspaceId: contact.workspaceId, contactId: contact.id, number: counter!.seq, status: 'unassigned', channel: 'WEBHOOK', ...values })
    .returning();
  return row!;
}
