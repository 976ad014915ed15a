import type { TicketPriorityValue, TicketStatusValue } from '../../../../src/domain/api';
import type { Contact, ContactIdentity, ConversationSummary, TicketSummary } from '../../../../src/domain/inbox';
import type { contactIdentities, contacts, conversations, tickets } from '../../db/schema';

// The one place where rows of the inbox tables become the api's contract types for this module.

export type ContactRow = typeof contacts.$inferSelect;
export type IdentityRow = typeof contactIdentities.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    notes: row.notes,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toIdentity(row: IdentityRow): ContactIdentity {
  return {
    id: row.id,
    channelId: row.channelId,
    channelType: row.channelType,
    externalId: row.externalId,
    displayName: row.displayName,
  };
}

export function toConversationSummary(
  row: ConversationRow,
  contact: Pick<ContactRow, 'id' | 'name' | 'avatarUrl'>,
  ticketNumber: number | null,
): ConversationSummary {
  return {
    id: row.id,
    channelId: row.channelId,
    channelType: row.channelType,
    contact: { id: contact.id, name: contact.name, avatarUrl: contact.avatarUrl },
    status: row.status,
    assigneeId: row.assigneeId,
    ticketId: row.ticketId,
    ticketNumber: row.ticketId ? ticketNumber : null,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessagePreview: row.lastMessagePreview,
    lastDirection: row.lastDirection,
    unread: row.unread,
  };
}

export function toTicketSummary(row: TicketRow, contactName: string | null): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    // Statuses outside the spec's list are passed through as text (spec §3).
    status: row.status as TicketStatusValue,
    statusOmni: row.statusOmni,
    priority: row.priority as TicketPriorityValue,
    channel: row.channel,
    assigneeId: row.assigneeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    solvedAt: row.solvedAt?.toISOString() ?? null,
    contactId: row.contactId,
    contactName: row.contactId ? contactName : null,
    conversationId: row.conversationId,
    departmentId: row.departmentId,
    tags: row.tags,
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    mergedIntoId: row.mergedIntoId,
  };
}
