import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { emailKey, phoneKey, samePersonReason, type SamePersonHint } from '../../../../src/domain/samePerson';
import type { Db } from '../../db/client';
import { contacts } from '../../db/inboxSchema';
import type { ContactRow } from './mapper';

/** At most this many hints on a contact page. */
export const SAME_PERSON_LIMIT = 5;

/**
 * The workspace's other contacts (not merged) with the contact's e-mail address or phone number, each
 * normalised in SQL as samePerson.ts does. The page of one contact asks this once; no index serves the
 * normalised phone, so it reads the workspace's contacts (fine for a person opening one page).
 */
export async function samePersonHints(db: Db, contact: ContactRow): Promise<SamePersonHint[]> {
  const email = emailKey(contact.email);
  const phone = phoneKey(contact.phone);
  if (email === null && phone === null) return [];
  const rows = await db
    .select({ id: contacts.id, name: contacts.name, email: contacts.email, phone: contacts.phone })
    .from(contacts)
    .where(
      and(
        eq(contacts.workspaceId, contact.workspaceId),
        ne(contacts.id, contact.id),
        isNull(contacts.mergedIntoId),
        or(
          email !== null ? sql`lower(trim(${contacts.email})) = ${email}` : undefined,
          phone !== null ? sql`regexp_replace(regexp_replace(${contacts.phone}, '[^0-9]', '', 'g'), '^00', '') = ${phone}` : undefined,
        ),
      ),
    )
    .orderBy(contacts.createdAt)
    .limit(SAME_PERSON_LIMIT);
  return rows.flatMap((row) => {
    const reason = samePersonReason(contact, row);
    return reason ? [{ contact: { id: row.id, name: row.name }, reason }] : [];
  });
}
