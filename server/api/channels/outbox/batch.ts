import { eq, inArray, sql } from 'drizzle-orm';
import type { Message } from '../../../../src/domain/inbox';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { users } from '../../db/schema';
import { contacts, conversations, messages } from '../../db/inboxSchema';
import { channelOutbox } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import { recipients } from '../../modules/conversations/conversationRules';
import { authorNameOf, toMessage } from '../../modules/conversations/mappers';
import { administratorIds } from '../../modules/tickets/repository';

// The outbox's work in batches, so its throughput does not hang on one round trip per reply: a batch's
// messages are read in one query, each success recorded in one statement, their events sent after.

export type MessageWithHolder = { message: Message; assigneeId: string | null };

/** The messages of a batch as the conversation shows them, with who holds their conversation. */
export async function messagesOf(deps: ApiDeps, ids: string[]): Promise<Map<string, MessageWithHolder>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ message: messages, userName: users.username, contactName: contacts.name, assigneeId: conversations.assigneeId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(inArray(messages.id, ids));
  return new Map(
    rows.map((row) => [
      row.message.id,
      { message: toMessage(row.message, authorNameOf(row.message, { user: row.userName, contact: row.contactName })), assigneeId: row.assigneeId },
    ]),
  );
}

/** A reply the provider took, recorded: `moved` when its message left pending (an event is due). */
export interface Sent {
  messageId: string;
  workspaceId: string;
  moved: boolean;
}

/**
 * Records one success at once, the row and its message in one statement: the moments between the
 * provider taking a reply and this commit are all a crash (SIGKILL) could make us send it again in.
 * The message moves only from pending: a receipt that came first is never overtaken by 'sent'.
 */
export async function markSent(deps: ApiDeps, rowId: string, attempts: number, externalIds: string[]): Promise<boolean> {
  const result = await deps.db.execute<{ id: string }>(sql`
    WITH sent AS (
      UPDATE ${channelOutbox} SET state = 'sent', attempts = ${attempts}, sent_at = ${deps.now()}, last_error = NULL, external_ids = ${JSON.stringify(externalIds)}::jsonb
      WHERE ${channelOutbox.id} = ${rowId} RETURNING message_id
    )
    UPDATE ${messages} SET delivery_state = 'sent', delivery_error = NULL
    WHERE ${messages.id} IN (SELECT message_id FROM sent) AND ${messages.deliveryState} = 'pending'
    RETURNING ${messages.id}`);
  return rowsOf(result).length > 0;
}

/** node-postgres answers { rows }, PGlite { rows } too; some drivers an array. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** 'message updated' for each message a batch moved to sent, read in one query, Administrators once per workspace. */
export async function publishSent(deps: ApiDeps, sent: Sent[]): Promise<void> {
  const moved = sent.filter((s) => s.moved);
  if (moved.length === 0) return;
  const shown = await messagesOf(deps, moved.map((m) => m.messageId));
  const admins = new Map<string, Promise<string[]>>();
  const adminsOf = (workspaceId: string) => admins.get(workspaceId) ?? admins.set(workspaceId, administratorIds(deps.db, workspaceId)).get(workspaceId)!;
  for (const { messageId, workspaceId } of moved) {
    const found = shown.get(messageId);
    if (!found) continue;
    const sendTo = found.assigneeId ? recipients(found.assigneeId, await adminsOf(workspaceId)) : null;
    await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.messageUpdated, payload: { message: found.message, assigneeId: found.assigneeId }, sendTo });
  }
}
