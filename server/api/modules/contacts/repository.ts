import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
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
    conditions.push(
      or(
        filter.tsQuery !== null ? sql`${contacts.searchVector} @@ to_tsquery('simple', ${filter.tsQuery})` : undefined,
        filter.exact !== null ? eq(contacts.email, filter.exact) : undefined,
        filter.exact !== null ? eq(contacts.phone, filter.exact) : undefined,
      ),
    );
  }
  // Any of the tags (&& is answered by the GIN index on tags).
  if (filter.tags.length > 0) conditions.push(sql`${contacts.tags} && array[${sql.join(
      filter.tags.map((tag) => sql`${tag}`),
      sql`, `,
    )}]::text[]`);
  return and(...conditions)!;
}

/** One page in (updated_at desc, id desc) order, read along contacts_updated_idx; one extra row tells whether more follow. */
export async function listContactRows(
  db: Db,
  filter: ContactFilter,
  cursor: ContactCursor | null,
  limit: number,
): Promise<{ row: ContactRow; position: string }[]> {
  const after = cursor
    ? sql`(${contacts.updatedAt}, ${contacts.id}) < (${cursor.updatedAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ row: contacts, position: updatedAtText })
    .from(contacts)
    .where(and(where(filter), after))
    .orderBy(desc(contacts.updatedAt), desc(contacts.id))
    .limit(limit + 1);
  return rows;
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
