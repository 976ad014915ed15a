// Business hours calendars and skills (issue 15): named by departments, channels and conversations
// (inboxSchema.ts), by SLA policies and agents' skills (routingSchema.ts). Their own file, so the inbox's
// tables can point at them without an import cycle.
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Holiday, WeekHours } from '../../../src/domain/businessHours';
import { createdAt, workspaces } from './schema';

/**
 * A business-hours calendar (issue 15): per weekday several periods (split shifts) in its own time zone,
 * and holidays (single days or ranges, optionally every year). Shapes and rules: src/domain/businessHours.ts.
 * One calendar per workspace is the default; a department or channel may name its own.
 */
export const businessCalendars = pgTable(
  'business_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    week: jsonb('week').$type<WeekHours>().notNull(),
    holidays: jsonb('holidays').$type<Holiday[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('business_calendars_name_idx').on(t.workspaceId, sql`lower(${t.name})`),
    uniqueIndex('business_calendars_default_idx').on(t.workspaceId).where(sql`${t.isDefault}`),
  ],
);

/** A skill agents have (member_skills, with a level) and conversations need (issue 15). */
export const skills = pgTable(
  'skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('skills_name_idx').on(t.workspaceId, sql`lower(${t.name})`)],
);
