// Workspace administration (issue 13): the audit log, invitations, department members, the automatic
// messages of a channel (greeting, away, closing) and the leases of scheduled jobs. The account tables are
// in schema.ts, the inbox's in inboxSchema.ts.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { channels, departments } from './inboxSchema';
import { createdAt, uploads, users, workspaces } from './schema';

/**
 * Who changed which setting, member, access list, channel or secret, and when, with the value before and
 * after (secrets as '••••' only, never their value). Kept a year (pruned by a scheduled job).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Null for the product itself (a scheduled job) or a user since deleted; actorName keeps the name. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** What happened, dotted: 'member.invited', 'access.changed', 'department.renamed', 'ticket-settings.changed'… */
    action: text('action').notNull(),
    /** What it happened to: 'member', 'invitation', 'department', 'channel', 'setting', 'workspace'… */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** The target's name as it was then (a member's e-mail, a department's name). */
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_ws_time_idx').on(t.workspaceId, t.createdAt, t.id), index('audit_log_time_idx').on(t.createdAt)],
);

/**
 * An invitation to join a workspace: only the SHA-256 of its single-use token is kept. Open while neither
 * accepted nor revoked and before expiresAt (7 days); one open invitation per e-mail and workspace.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<'Administrator' | 'Agent'>().notNull(),
    departmentIds: jsonb('department_ids').$type<string[]>().notNull().default([]),
    access: jsonb('access').$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_open_email_idx')
      .on(t.workspaceId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
);

/** Which members belong to which department (a member may belong to several). */
export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] }), index('department_members_user_idx').on(t.workspaceId, t.userId)],
);

/** A channel's automatic messages, sent by the server: greeting (a new conversation), away, closing (resolved). */
export const autoMessages = pgTable(
  'auto_messages',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'greeting' | 'away' | 'closing'>().notNull(),
    text: text('text').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.kind] })],
);

/**
 * A scheduled job's lease, so that one api instance runs it at a time (closing solved tickets, pruning the
 * audit log): an instance takes the row when leasedUntil has passed, runs, and records lastRunAt.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder'),
  leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull().defaultNow(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});

/**
 * A workspace data export (issue 13): built in the background by one api instance at a time (leasedUntil
 * lets another instance take over an export whose builder died), with its progress, then stored as an
 * archive in the upload store (uploadId) and downloadable by Administrators through a signed link until
 * expiresAt.
 */
export const workspaceExports = pgTable(
  'workspace_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    /** 0–100, pushed to the page while it is built. */
    progress: integer('progress').notNull().default(0),
    /** Rows written per part ({contacts, conversations, messages, tickets, ...}). */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    holder: text('holder'),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('workspace_exports_ws_idx').on(t.workspaceId, t.createdAt)],
);
