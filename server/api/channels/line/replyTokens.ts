// The reply token of the customer's latest message, kept in that message's meta (messageMeta.ts 'line'):
// LINE takes it once, within about a minute, for a reply that does not count against the monthly quota.
import { and, desc, eq, sql } from 'drizzle-orm';
import { messages } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';

/** LINE documents "about a minute"; a margin leaves the call time to arrive before it lapses. */
export const REPLY_TOKEN_FRESH_MS = 50_000;

/** The conversation's newest customer message, with its reply token when it has one still unused. */
export async function latestReplyToken(deps: ApiDeps, conversationId: string): Promise<{ messageId: string; replyToken: string; at: Date } | undefined> {
  const [row] = await deps.db
    .select({ id: messages.id, meta: messages.meta, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.direction, 'inbound')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  const replyToken = row?.meta?.line?.replyToken;
  return row && replyToken ? { messageId: row.id, replyToken, at: row.createdAt } : undefined;
}

export function isFresh(token: { at: Date }, now: Date): boolean {
  return now.getTime() - token.at.getTime() < REPLY_TOKEN_FRESH_MS;
}

/** A token is used once: removed from the message as soon as LINE has taken (or refused) it. */
export async function forgetReplyToken(deps: ApiDeps, messageId: string): Promise<void> {
  await deps.db.update(messages).set({ meta: sql`nullif(${messages.meta} - 'line', '{}'::jsonb)` }).where(eq(messages.id, messageId));
}
