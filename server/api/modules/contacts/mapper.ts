import type { Contact, ContactIdentity } from '../../../../src/domain/inbox';
import type { contactIdentities, contacts } from '../../db/inboxSchema';

// Contacts and identities as the api answers them; conversation and ticket summaries are mapped by
// their own modules (conversations/mappers.ts, tickets/summary.ts).

export type ContactRow = typeof contacts.$inferSelect;
export type IdentityRow = typeof contactIdentities.$inferSelect;

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
