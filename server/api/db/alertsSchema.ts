// Alerts (issue 11): each member's message sound and read markers, from which the drawer's unread counts
// are computed. The account tables are in schema.ts, the inbox's in inboxSchema.ts.
import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { conversations, tickets } from './inboxSchema';
import { members, users, workspaces } from './schema';

/**
 * A member's alert settings. readBaseline: work older than this counts as read for them (set when the
 * feature arrived, so existing backlogs do not show as thousands unread; a member without a row uses the
 * day they joined). sound: which new customer messages play a sound ('none', 'mine', 'all').
 */
export const memberAlerts = pgTable(
  'member_alerts',
  {
    workspaceId: uuid('workspace_id').notNull(),
    userId: uuid('user_id').notNull(),
    sound: text('sound').notNull().default('all'),
    readBaseline: timestamp('read_baseline', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    foreignKey({ columns: [t.workspaceId, t.userId], foreignColumns: [members.workspaceId, members.userId] }).onDelete('cascade'),
  ],
);

/**
 * When each member last read an item: opened it, had it on screen while it changed, or (tickets) changed
 * it themself. One table per kind of item, so a deleted conversation or ticket takes its markers along.
 */
function readMarkers<T extends typeof conversations | typeof tickets>(name: string, itemColumn: string, items: T) {
  return pgTable(
    name,
    {
      itemId: uuid(itemColumn)
        .notNull()
        .references(() => items.id, { onDelete: 'cascade' }),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      workspaceId: uuid('workspace_id')
        .notNull()
        .references(() => workspaces.id, { onDelete: 'cascade' }),
      readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    },
    (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index(`${name}_user_idx`).on(t.userId)],
  );
}

export const conversationReads = readMarkers('conversation_reads', 'conversation_id', conversations);
export const ticketReads = readMarkers('ticket_reads', 'ticket_id', tickets);
