import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The creation instant every table carries. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  profileImageUrl: text('profile_image_url'),
  status: text('status').notNull().default('available'),
  /** Why the user is aux (a reason of the workspace's list: Break, Lunch…), null when available. */
  statusReason: text('status_reason'),
  /** Since when the status holds (agent_status_log keeps the history). */
  statusSince: timestamp('status_since', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  botid: text('botid').notNull().unique(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id),
  /** Last realtime sequence number handed out for this workspace. */
  eventSeq: bigint('event_seq', { mode: 'number' }).notNull().default(0),
  /** Last ticket number handed out in this workspace (numbers are per workspace). */
  ticketSeq: integer('ticket_seq').notNull().default(0),
  /** The workspace clock: an IANA zone; "today" and every day boundary are computed in it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: createdAt(),
});

export const members = pgTable(
  'members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    access: jsonb('access').$type<string[]>().notNull(),
    expired: boolean('expired').notNull().default(false),
    /** Set when an Administrator deactivated the member: no login into this workspace, nothing assigned. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** The most open conversations the router gives them at once (null: the workspace's default capacity). */
    capacity: integer('capacity'),
    /** When the router last gave them a conversation: round-robin serves the longest-waiting agent first. */
    lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
    /** A live console keeps this ahead of now (socket heartbeat); past it, the member is offline for the router. */
    onlineUntil: timestamp('online_until', { withTimezone: true }),
    /**
     * How many open conversations they hold here: kept exact by the database itself (the trigger
     * conversations_open_count of migration 0011, on every insert, update of status or assignee, and
     * delete), so the router reads one number per agent instead of counting conversations per decision.
     */
    openConversations: integer('open_conversations').notNull().default(0),
    /** When they joined: agent slots go to members in join order. */
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('members_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the cookie value; the cookie value itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').$type<'sso' | 'app'>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    parentId: uuid('parent_id'),
    /** Set on a read-only session opened by a spectator: the spectator's own user id. */
    spectatorId: uuid('spectator_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_parent_idx').on(t.parentId)],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const packages = pgTable('packages', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  priceMonthly: integer('price_monthly').notNull(),
  currency: text('currency').notNull(),
  limits: jsonb('limits').$type<{ agents: number; mau: number; conversations: number }>().notNull(),
  features: jsonb('features').$type<{ id: string; name: string }[]>().notNull(),
  position: integer('position').notNull(),
});

export const addons = pgTable('addons', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  unit: text('unit').notNull(),
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
  position: integer('position').notNull(),
});

export const billingAccounts = pgTable('billing_accounts', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  accountId: text('account_id').notNull(),
  packageName: text('package_name'),
  expiredDate: date('expired_date', { mode: 'string' }),
  mau: integer('mau').notNull().default(0),
  mauUsed: integer('mau_used').notNull().default(0),
  conversations: integer('conversations').notNull().default(0),
  conversationsUsed: integer('conversations_used').notNull().default(0),
  agents: integer('agents').notNull().default(0),
  features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const workspaceSettings = pgTable('workspace_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  ticket: jsonb('ticket').$type<{ take: boolean }>().notNull().default({ take: false }),
  agent: jsonb('agent').$type<Record<string, unknown>>().notNull().default({}),
  /** Every member must log in with a second factor (issue 10); those without one are held until they enrol. */
  twoFactorRequired: boolean('two_factor_required').notNull().default(false),
  /**
   * Personalization (issue 13): logo upload, accent colour, the web chat widget's defaults and whether
   * customers see the agent's or the workspace's name and picture. Shape and defaults: src/domain/brandRules.ts.
   */
  brand: jsonb('brand').$type<Record<string, unknown>>().notNull().default({}),
  /** Routing (issue 15): default capacity, queue order, hand-back, aux reasons… Shape and defaults: src/domain/routing.ts. */
  routing: jsonb('routing').$type<Record<string, unknown>>().notNull().default({}),
  /** SLA settings (issue 15): the at-risk share, whether hold pauses resolution. Shape and defaults: src/domain/sla.ts. */
  sla: jsonb('sla').$type<Record<string, unknown>>().notNull().default({}),
});

export const customMessages = pgTable(
  'custom_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    shortcut: text('shortcut').notNull(),
    message: text('message').notNull(),
    /** Null: shared with the workspace; otherwise the one member's personal canned reply. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Upload ids (the workspace's upload store) sent with the reply. */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_messages_ws_idx').on(t.workspaceId), uniqueIndex('custom_messages_shortcut_idx').on(t.workspaceId, t.shortcut)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storagePath: text('storage_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_ws_idx').on(t.workspaceId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').$type<'email' | 'password' | 'recovery'>().notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('verifications_user_idx').on(t.userId)],
);

export const productTour = pgTable(
  'product_tour',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workspaceId, t.route] })],
);

export const contactRequests = pgTable('contact_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  message: text('message').notNull(),
  ip: text('ip').notNull(),
  createdAt: createdAt(),
});

export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

export const events = pgTable(
  'events',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    sendTo: jsonb('send_to').$type<string[] | null>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.seq] }), index('events_created_idx').on(t.createdAt)],
);

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
