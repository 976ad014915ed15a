import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ConversationStatus, ConversationSummary, Page } from '../../../../src/domain/inbox';
import { contacts, conversations, messages, tickets } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { prefixTsQuery } from '../tickets/search';
import { phoneDigits } from './conversationRules';
import { decodeConversationCursor, encodeConversationCursor } from './listCursor';
import { toSummary } from './mappers';
import { summaryColumns } from './repository';

export interface ConversationListQuery {
  status?: ConversationStatus;
  /** A member's id, or 'none' for unassigned conversations. */
  assigneeId?: string;
  channel?: string[];
  q?: string;
  cursor?: string;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search finds: the contact (name, e-mail, phone through its search vector; part of an address;
 * the phone's digits however they were typed) or any message's text (the GIN index messages_search_idx, read once as a
 * hashed set of conversation ids), and the preview for words the tokenizer cuts differently.
 */
function searchCondition(workspaceId: string, q: string): SQL {
  const tsquery = prefixTsQuery(q);
  const found: (SQL | undefined)[] = [sql`${conversations.lastMessagePreview} ilike ${`%${escapeLike(q)}%`}`];
  if (tsquery) {
    found.push(sql`${contacts.searchVector} @@ to_tsquery('simple', ${tsquery})`);
    found.push(
      sql`${conversations.id} in (select ${messages.conversationId} from ${messages} where ${messages.workspaceId} = ${workspaceId} and to_tsvector('simple', ${messages.text}) @@ to_tsquery('simple', ${tsquery}))`,
    );
  }
  // The tokenizer keeps a whole address as one word, so a part of one ('grace@navy') is matched as text.
  if (q.includes('@')) found.push(sql`${contacts.email} ilike ${`%${escapeLike(q)}%`}`);
  const digits = phoneDigits(q);
  if (digits) found.push(sql`regexp_replace(coalesce(${contacts.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  return or(...found)!;
}

/** Every condition but the keyset: what the total counts. An Agent never sees a colleague's work. */
function filtersOf(ctx: WorkspaceContext, query: ConversationListQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(conversations.workspaceId, ctx.workspace.id)];
  if (ctx.member.role !== 'Administrator') {
    conditions.push(or(isNull(conversations.assigneeId), eq(conversations.assigneeId, ctx.user.id)));
  }
  if (query.status) conditions.push(eq(conversations.status, query.status));
  if (query.assigneeId === 'none') conditions.push(isNull(conversations.assigneeId));
  else if (query.assigneeId) conditions.push(eq(conversations.assigneeId, query.assigneeId));
  if (query.channel?.length) conditions.push(inArray(conversations.channelType, query.channel));
  const q = query.q?.trim();
  if (q) conditions.push(searchCondition(ctx.workspace.id, q));
  return and(...conditions)!;
}

/** Newest conversation first (lastMessageAt desc, id desc), a page at a time. */
export async function listConversations(deps: ApiDeps, ctx: WorkspaceContext, query: ConversationListQuery): Promise<Page<ConversationSummary>> {
  const fingerprint = JSON.stringify([query.status ?? '', query.assigneeId ?? '', query.channel ?? [], query.q?.trim() ?? '']);
  const cursor = query.cursor ? decodeConversationCursor(query.cursor) : undefined;
  if (query.cursor && (!cursor || cursor.filters !== fingerprint)) {
    throw badRequest('This list position is no longer valid: reload the list.', { cursor: 'Invalid cursor' });
  }
  const filters = filtersOf(ctx, query);
  const keyset = cursor
    ? sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const rows = await deps.db
    .select({ ...summaryColumns, at: sql<string>`${conversations.lastMessageAt}::text` })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .leftJoin(tickets, eq(tickets.id, conversations.ticketId))
    .where(and(filters, keyset))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(query.limit + 1);
  let total = cursor?.total;
  if (total === undefined) {
    const [counted] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversations)
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(filters);
    total = counted?.n ?? 0;
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeConversationCursor({ at: last.at, id: last.conversation.id, total, filters: fingerprint })
      : null;
  return { items: page.map(toSummary), nextCursor, total };
}
