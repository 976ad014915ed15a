import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/inboxSchema';
import type { ContactCursor } from './cursor';
import type { ContactRow } from './mapper';
import type { ContactUpdateInput } from './schema';

export interface ContactFilter {
  workspaceId: string;
  /** A prefix query for to_tsquery('simple', ...), or null. */
  tsQuery: string | null;
  /** The search text as typed: an exact e-mail or phone also matches. */
  exact: string | null;
  tags: string[];
}

/** updated_at as PostgreSQL keeps it (microseconds), for the keyset cursor. */
const updatedAtText = sql<string>`to_char(${contacts.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function where(filter: ContactFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(contacts.workspaceId, filter.workspaceId), isNull(contacts.mergedIntoId)];
  if (filter.tsQuery !== null || filter.exact !== null) {
    const exact = filter.exact;
    const search = or(
      filter.tsQuery !== null ? sql`${contacts.searchVector} @@ to_tsquery('simple', ${filter.tsQuery})` : undefined,
      // Only the arms that can match are added: without a phone arm (phone has no index of its own) the
      // search and e-mail arms are answered from their indexes.
      exact !== null && exact.includes('@') ? eq(contacts.email, exact) : undefined,
      exact !== null && !/\p{L}/u.test(exact) ? eq(contacts.phone, exact) : undefined,
    );
    // A search that can match nothing finds nothing (and never everything).
    conditions.push(search ?? sql`false`);
  }
  // Any of the tags (&& is answered by the GIN index on tags).
  if (filter.tags.length > 0) {
    const tags = sql.join(
      filter.tags.map((tag) => sql`${tag}`),
      sql`, `,
    );
    conditions.push(sql`${contacts.tags} && array[${tags}]::text[]`);
  }
  return and(...conditions)!;
}

/** One page in (updated_at desc, id desc) order, read along contacts_updated_idx; one extra row tells whether more follow. */
export function contactPageQuery(db: Db, filter: ContactFilter, cursor: ContactCursor | null, limit: number) {
  const after = cursor
    ? sql`(${contacts.updatedAt}, ${contacts.id}) < (${cursor.updatedAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select({ row: contacts, position: updatedAtText })
    .from(contacts)
    .where(and(where(filter), after))
    // NULLS LAST as in the index (DESC alone means NULLS FIRST, and the planner would sort instead).
    .orderBy(sql`${contacts.updatedAt} desc nulls last`, sql`${contacts.id} desc nulls last`)
    .limit(limit + 1);
}

export async function listContactRows(
  db: Db,
  filter: ContactFilter,
  cursor: ContactCursor | null,
  limit: number,
): Promise<{ row: ContactRow; position: string }[]> {
  return contactPageQuery(db, filter, cursor, limit);
}

export async function countContacts(db: Db, filter: ContactFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contacts).where(where(filter));
  return row?.n ?? 0;
}

export async function findContactRow(db: Db, workspaceId: string, id: string): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id)));
  return row;
}

/** Changes a contact that is still listed (not merged); undefined when there is none. */
export async function updateContactRow(
  db: Db,
  workspaceId: string,
  id: string,
  input: ContactUpdateInput,
  now: Date,
): Promise<ContactRow | undefined> {
  const { avatarUrl, ...fields } = input;
  const [row] = await db
    .update(contacts)
    .set({ ...fields, ...(avatarUrl === undefined ? {} : { avatarUrl }), updatedAt: now })
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id), isNull(contacts.mergedIntoId)))
    .returning();
  return row;
}
