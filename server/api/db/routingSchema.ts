// Routing, skills, business hours and SLA (issue 15). The calendars and skills themselves are in
// inboxSchema.ts beside the departments and channels that name them; the rules are pure, in
// src/domain/businessHours.ts, routingRules.ts and slaRules.ts.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessCalendars, skills } from './calendarSchema';
import { conversations, departments } from './inboxSchema';
import { createdAt, users, workspaces } from './schema';

/** An agent's skill and its level, 1 (some) to 5 (expert). */
export const memberSkills = pgTable(
  'member_skills',
  {
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skillId, t.userId] }), index('member_skills_user_idx').on(t.workspaceId, t.userId)],
);

/** A keyword rule: a first message containing one of its words or phrases needs the skill. Tried in position order. */
export const skillKeywordRules = pgTable(
  'skill_keyword_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    keywords: text('keywords').array().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('skill_keyword_rules_ws_idx').on(t.workspaceId, t.position)],
);

/**
 * Every routing decision on a conversation: who was chosen and why, or why it waits (visible to
 * Administrators on the conversation). `details` holds the candidates' counts the reason was read from.
 */
export const routingDecisions = pgTable(
  'routing_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    outcome: text('outcome').$type<'assigned' | 'waiting' | 'returned'>().notNull(),
    chosenUserId: uuid('chosen_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('routing_decisions_conversation_idx').on(t.conversationId, t.at)],
);

/** Time in each status per agent, for reports: one row per stretch; endedAt is null for the current one. */
export const agentStatusLog = pgTable(
  'agent_status_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'available' | 'aux' | 'offline'>().notNull(),
    reason: text('reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('agent_status_log_user_idx').on(t.userId, t.startedAt),
    index('agent_status_log_open_idx').on(t.userId).where(sql`${t.endedAt} IS NULL`),
  ],
);

/**
 * An SLA policy: targets in minutes for one priority (optionally one channel type or department), counted
 * in business hours (the calendar it names, else the department's or channel's, else the default) or around
 * the clock. The most specific matching policy applies (src/domain/slaRules.ts).
 */
export const slaPolicies = pgTable(
  'sla_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priority: text('priority').notNull(),
    channelType: text('channel_type'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    firstResponseMinutes: integer('first_response_minutes'),
    nextResponseMinutes: integer('next_response_minutes'),
    resolutionMinutes: integer('resolution_minutes'),
    businessHours: boolean('business_hours').notNull().default(true),
    calendarId: uuid('calendar_id').references(() => businessCalendars.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sla_policies_ws_idx').on(t.workspaceId, t.priority)],
);

/**
 * A workspace whose open tickets' due times must be computed again (a calendar or policy changed): one api
 * instance at a time works through them in the background (lease), from `afterId` on, without blocking requests.
 */
export const slaRecomputes = pgTable('sla_recomputes', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  holder: text('holder'),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  afterId: uuid('after_id'),
});
