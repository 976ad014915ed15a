// The inbox's tables (issue 4): channels, contacts and their identities, tickets and their history,
// conversations, messages, notes and departments. The outbox is in outboxSchema.ts. The account tables are in schema.ts.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businessCalendars, skills } from './calendarSchema';
import { createdAt, users, workspaces } from './schema';
import type { MessageMeta } from '../../../src/domain/messageMeta';
import type { AssignmentMode, NeededSkillSource } from '../../../src/domain/routing';
import type { SlaState, TicketSlaClocks } from '../../../src/domain/sla';

/** PostgreSQL's full-text document type (PGlite has it too). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** How its new conversations find an agent (src/domain/routingRules.ts): manual, round-robin, least-busy, skills. */
    assignmentMode: text('assignment_mode').$type<AssignmentMode>().notNull().default('manual'),
    /** Its own business hours and the skill its conversations need (null: the workspace's default calendar; no skill). */
    calendarId: uuid('calendar_id').references((): AnyPgColumn => businessCalendars.id, { onDelete: 'set null' }),
    skillId: uuid('skill_id').references((): AnyPgColumn => skills.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('departments_name_idx').on(t.workspaceId, t.name)],
);

/**
 * A connected channel of a workspace: a webhook, a web chat, a messaging account. publicId names it in
 * inbound URLs and the web chat embed; secret signs webhook bodies (HMAC-SHA256) and visitor tokens.
 */
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    publicId: text('public_id').notNull().unique(),
    secret: text('secret').notNull(),
    /** Per type: webhook { url }, web chat { caption, color, greeting, offlineMessage, ... }. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    /** 'reconnect needed' when the provider refused our credentials (the outbox sets it, saving settings clears it). */
    status: text('status').$type<'connected' | 'reconnect needed'>().notNull().default('connected'),
    statusReason: text('status_reason'),
    /** The department new conversations of this channel go to (null: none). */
    defaultDepartmentId: uuid('default_department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** Its own business hours and the skill its conversations need (null: its default department's calendar, else the default; no skill). */
    calendarId: uuid('calendar_id').references((): AnyPgColumn => businessCalendars.id, { onDelete: 'set null' }),
    skillId: uuid('skill_id').references((): AnyPgColumn => skills.id, { onDelete: 'set null' }),
    /** Health, shown on the channel's page: the last customer message stored, the last reply a provider took. */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    lastOutboundAt: timestamp('last_outbound_at', { withTimezone: true }),
    /** The last failure talking to the provider (a refused reply, a mailbox that would not open), and when. */
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('channels_ws_idx').on(t.workspaceId, t.type)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    notes: text('notes').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Set when this contact was merged into another; merged contacts leave every list. */
    mergedIntoId: uuid('merged_into_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))`,
    ),
  },
  (t) => [
    index('contacts_updated_idx').on(t.workspaceId, t.updatedAt.desc(), t.id.desc()),
    index('contacts_email_idx').on(t.workspaceId, t.email),
    index('contacts_search_idx').using('gin', t.searchVector),
    index('contacts_tags_idx').using('gin', t.tags),
  ],
);

/** One identity of a contact on one channel (a visitor id, a phone number, a webhook sender id). */
export const contactIdentities = pgTable(
  'contact_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    channelType: text('channel_type').notNull(),
    externalId: text('external_id').notNull(),
    displayName: text('display_name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contact_identities_external_idx').on(t.channelId, t.externalId), index('contact_identities_contact_idx').on(t.contactId)],
);

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull(),
    statusOmni: text('status_omni'),
    priority: text('priority').notNull().default('medium'),
    channel: text('channel').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Set when this ticket was merged into another of the same contact. */
    mergedIntoId: uuid('merged_into_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    // The SLA policy that applies (issue 15; null: none) and its clocks (src/domain/slaRules.ts); from them, for
    // the list's column, filter and sort: the worst state, the nearest due, the next change.
    slaPolicyId: uuid('sla_policy_id'),
    sla: jsonb('sla').$type<TicketSlaClocks>(),
    slaState: text('sla_state').$type<SlaState>(),
    slaDueAt: timestamp('sla_due_at', { withTimezone: true }),
    slaNextCheckAt: timestamp('sla_next_check_at', { withTimezone: true }),
    /** What search finds besides the subject: the contact's name, e-mail and phone, the first message. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(subject, '') || ' ' || coalesce(search_text, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('tickets_number_idx').on(t.workspaceId, t.number),
    index('tickets_assignee_idx').on(t.workspaceId, t.assigneeId, t.status),
    index('tickets_created_idx').on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    index('tickets_updated_idx').on(t.workspaceId, t.updatedAt.desc(), t.id.desc()),
    index('tickets_status_idx').on(t.workspaceId, t.status, t.createdAt.desc(), t.id.desc()),
    index('tickets_contact_idx').on(t.contactId),
    index('tickets_search_idx').using('gin', t.searchVector),
    index('tickets_tags_idx').using('gin', t.tags),
    index('tickets_sla_due_idx').on(t.workspaceId, t.slaDueAt, t.id).where(sql`${t.slaDueAt} IS NOT NULL`),
    index('tickets_sla_check_idx').on(t.slaNextCheckAt).where(sql`${t.slaNextCheckAt} IS NOT NULL`),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    channelType: text('channel_type').notNull(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    lastDirection: text('last_direction').$type<'inbound' | 'outbound'>(),
    /** Inbound messages since an agent last read the conversation. */
    unread: integer('unread').notNull().default(0),
    /** When the api received the newest customer message (its own clock, not the channel's): each member's unread count compares it with their read marker. */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    // Routing (issue 15, server/api/modules/routing): 'waiting' in the queue since queuedAt (priority: urgent 3 …
    // low 0), or 'assigned' by the router; null when nobody routes it. The routing department is its ticket's,
    // else its channel's default; the needed skill's source is 'channel', 'department', 'keyword' or 'manual';
    // the previous assignee gets it back on reopen when they can take it.
    routingState: text('routing_state').$type<'waiting' | 'assigned'>(),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    routingPriority: integer('routing_priority').notNull().default(1),
    routingDepartmentId: uuid('routing_department_id').references(() => departments.id, { onDelete: 'set null' }),
    neededSkillId: uuid('needed_skill_id').references((): AnyPgColumn => skills.id, { onDelete: 'set null' }),
    neededSkillSource: text('needed_skill_source').$type<NeededSkillSource>(),
    previousAssigneeId: uuid('previous_assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_queue_idx').on(t.workspaceId, t.queuedAt, t.id).where(sql`${t.routingState} = 'waiting'`),
    index('conversations_list_idx').on(t.workspaceId, t.status, t.lastMessageAt.desc(), t.id.desc()),
    index('conversations_assignee_idx').on(t.workspaceId, t.assigneeId, t.status),
    index('conversations_contact_idx').on(t.contactId),
    index('conversations_inbound_idx').on(t.workspaceId, t.lastInboundAt).where(sql`${t.lastInboundAt} IS NOT NULL`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<'inbound' | 'outbound'>().notNull(),
    authorType: text('author_type').$type<'contact' | 'agent' | 'system'>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull().default(''),
    attachments: jsonb('attachments')
      .$type<{ id: string; name: string; mime: string; size: number; url: string }[]>()
      .notNull()
      .default([]),
    /** The channel's own id of the message: a repeated one is accepted once. */
    externalId: text('external_id'),
    deliveryState: text('delivery_state')
      .$type<'received' | 'pending' | 'sent' | 'delivered' | 'read' | 'failed'>()
      .notNull(),
    deliveryError: text('delivery_error'),
    /** What a channel carries beyond text and files (src/domain/messageMeta.ts): a mail's subject and HTML, a call, a template. */
    meta: jsonb('meta').$type<MessageMeta>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    uniqueIndex('messages_external_idx').on(t.channelId, t.externalId),
    // Chat's search by message text (conversations/list.ts uses the same expression).
    index('messages_search_idx').using('gin', sql`to_tsvector('simple', ${t.text})`),
  ],
);

/** Internal notes, on a ticket or on a conversation; customers never see them. */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notes_ticket_idx').on(t.ticketId, t.createdAt), index('notes_conversation_idx').on(t.conversationId, t.createdAt)],
);

export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    old: text('old'),
    new: text('new'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_history_ticket_idx').on(t.ticketId, t.at)],
);
