import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { CustomMessage } from '../../../../src/domain/api';
import type { Attachment } from '../../../../src/domain/inbox';
import { sortReplies } from '../../../../src/domain/cannedReplyRules';
import type { Db, Tx } from '../../db/client';
import { customMessages, uploads } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { uploadUrl } from '../uploads/service';

export type CustomMessageRow = typeof customMessages.$inferSelect;

/** The workspace's uploads named by id, in the order given; an unknown or foreign id is a 400 naming the field. */
export async function uploadsOf(db: Db | Tx, workspaceId: string, ids: readonly string[]): Promise<Attachment[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(uploads).where(and(eq(uploads.workspaceId, workspaceId), inArray(uploads.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw badRequest('A file of this canned reply was not found: upload it again.', { attachmentIds: 'Unknown file' });
    return { id: row.id, name: row.fileName, mime: row.contentType, size: row.size, url: uploadUrl(row) };
  });
}

/** Rows as the console shows them, their upload ids turned into files (one query for all). */
async function toMessages(db: Db | Tx, workspaceId: string, rows: CustomMessageRow[]): Promise<CustomMessage[]> {
  const ids = [...new Set(rows.flatMap((r) => r.attachments))];
  const files = ids.length === 0 ? [] : await db.select().from(uploads).where(and(eq(uploads.workspaceId, workspaceId), inArray(uploads.id, ids)));
  const byId = new Map(files.map((f) => [f.id, { id: f.id, name: f.fileName, mime: f.contentType, size: f.size, url: uploadUrl(f) }]));
  return sortReplies(
    rows.map((r) => ({
      id: r.id,
      shortcut: r.shortcut,
      message: r.message,
      ownerId: r.ownerId,
      // A file removed from the store since is left out rather than sent broken.
      attachments: r.attachments.flatMap((id) => byId.get(id) ?? []),
    })),
  );
}

/** What one member sees: the shared replies and their own; null: the shared ones only. */
export async function visibleMessages(db: Db | Tx, workspaceId: string, userId: string | null): Promise<CustomMessage[]> {
  const mine = userId ? or(isNull(customMessages.ownerId), eq(customMessages.ownerId, userId)) : isNull(customMessages.ownerId);
  const rows = await db.select().from(customMessages).where(and(eq(customMessages.workspaceId, workspaceId), mine));
  return toMessages(db, workspaceId, rows);
}

export async function findCustomMessage(db: Db | Tx, workspaceId: string, id: string): Promise<CustomMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(customMessages)
    .where(and(eq(customMessages.id, id), eq(customMessages.workspaceId, workspaceId)))
    .for('update');
  return row;
}

/** Shortcuts are unique per workspace without regard to case (the unique index backs the exact case). */
export async function shortcutInUse(db: Db | Tx, workspaceId: string, shortcut: string, exceptId?: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: customMessages.id })
    .from(customMessages)
    .where(
      and(
        eq(customMessages.workspaceId, workspaceId),
        sql`lower(${customMessages.shortcut}) = ${shortcut.toLowerCase()}`,
        exceptId ? ne(customMessages.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(taken);
}
