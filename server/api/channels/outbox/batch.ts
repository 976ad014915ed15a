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
import type { PublishInput } from '../../realtime/publisher';

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

/** A provider's acceptance of one try of an outbox row, to be recorded. */
export interface Accepted {
  rowId: string;
  attempts: number;
  externalIds: string[];
}

/** Records one success, the row and its message in one statement; true when its message left pending. */
export async function markSent(deps: ApiDeps, rowId: string, attempts: number, externalIds: string[]): Promise<boolean> {
  return (await markSentMany(deps, [{ rowId, attempts, externalIds }])).size > 0;
}

/**
 * Records successes, the rows and their messages, in one statement; answers the messages that moved.
 * The message moves only from pending: a receipt that came first is never overtaken by 'sent'. Until
 * this commits, a crash (SIGKILL) could make the rows be sent again: the worker records each success at
 * once when it has no send journal, and a journal's batch together (sendJournal.ts).
 */
export async function markSentMany(deps: ApiDeps, accepted: Accepted[]): Promise<Set<string>> {
  if (accepted.length === 0) return new Set();
  const input = JSON.stringify(accepted.map((a) => ({ row_id: a.rowId, attempts: a.attempts, external_ids: a.externalIds })));
  const result = await deps.db.execute<{ id: string }>(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS x(row_id uuid, attempts integer, external_ids jsonb)
    ), sent AS (
      UPDATE ${channelOutbox} SET state = 'sent', attempts = input.attempts, sent_at = ${deps.now()}, last_error = NULL, external_ids = input.external_ids
      FROM input WHERE ${channelOutbox.id} = input.row_id RETURNING ${channelOutbox.messageId}
    )
    UPDATE ${messages} SET delivery_state = 'sent', delivery_error = NULL
    WHERE ${messages.id} IN (SELECT message_id FROM sent) AND ${messages.deliveryState} = 'pending'
    RETURNING ${messages.id}`);
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}

/** node-postgres answers { rows }, PGlite { rows } too; some drivers an array. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** 'message updated' for each message a batch moved to sent, read in one query and appended per workspace in one statement. */
export async function publishSent(deps: ApiDeps, sent: Sent[]): Promise<void> {
  const moved = sent.filter((s) => s.moved);
  if (moved.length === 0) return;
  const shown = await messagesOf(deps, moved.map((m) => m.messageId));
  const byWorkspace = new Map<string, Sent[]>();
  for (const s of moved) byWorkspace.set(s.workspaceId, [...(byWorkspace.get(s.workspaceId) ?? []), s]);
  for (const [workspaceId, ofWorkspace] of byWorkspace) {
    const admins = await administratorIds(deps.db, workspaceId);
    const inputs: PublishInput[] = [];
    for (const { messageId } of ofWorkspace) {
      const found = shown.get(messageId);
      if (!found) continue;
      const sendTo = found.assigneeId ? recipients(found.assigneeId, admins) : null;
      inputs.push({ workspaceId, type: REALTIME_EVENTS.messageUpdated, payload: { message: found.message, assigneeId: found.assigneeId }, sendTo });
    }
    await deps.realtime.publishMany(workspaceId, inputs);
  }
}
