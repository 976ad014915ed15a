// The channel registry's tables (issue 12): the one outbox every channel's replies leave through, the
// inbound events stored before they are processed, and the polling leases. The inbox's tables are in
// inboxSchema.ts.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { channels, conversations, messages } from './inboxSchema';
import { createdAt, workspaces } from './schema';

/**
 * One row per agent reply, for every channel type: the worker claims due rows with FOR UPDATE SKIP
 * LOCKED, moving next_attempt_at past the try's timeout (the lease), so a row whose instance died is due
 * again when the lease ends. Its id is the delivery id a receiver sees on every try (X-Delivery-Id).
 */
export const channelOutbox = pgTable(
  'channel_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .unique()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The customer's id on the channel, where the reply is addressed. */
    recipientExternalId: text('recipient_external_id').notNull(),
    state: text('state').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The provider's ids of what it accepted (several when a long text was split). */
    externalIds: jsonb('external_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('channel_outbox_due_idx').on(t.state, t.nextAttemptAt)],
);

/**
 * A provider's webhook call, stored as it came (the raw body, base64) before it is answered, then
 * processed: a call whose processing died is picked up again by the inbound worker when its lease ends.
 */
export const channelInboundEvents = pgTable(
  'channel_inbound_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    state: text('state').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('channel_inbound_events_due_idx').on(t.state, t.nextAttemptAt)],
);

/** Which api instance polls a channel (IMAP, review APIs) until when: one at a time per channel. */
export const channelPollLeases = pgTable('channel_poll_leases', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  owner: text('owner').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  /** When the next poll is due (the definition's interval after the last one). */
  nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  /** Where the channel's reading stands (IMAP: the folder's UIDVALIDITY and the last UID stored). */
  cursor: jsonb('cursor').$type<Record<string, unknown>>().notNull().default({}),
});
