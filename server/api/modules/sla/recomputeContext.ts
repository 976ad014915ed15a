import { eq } from 'drizzle-orm';
import type { BusinessCalendar } from '../../../../src/domain/businessHours';
import type { SlaPolicy, SlaSettings, SlaState, TicketSlaClocks } from '../../../../src/domain/sla';
import { applySlaEvent, matchPolicy, retarget, slaTimeFor, startClocks } from '../../../../src/domain/slaRules';
import { computeSla } from '../../../../src/domain/slaStateRules';
import type { Db } from '../../db/client';
import { channels, departments } from '../../db/inboxSchema';
import { listCalendars } from '../businessHours/repository';
import { slaColumns } from './clocks';
import { listPolicies } from './policyRepository';
import { readSlaSettings } from './settings';

/** What a workspace's recompute reads once: its policies, settings, calendars and who uses which calendar. */
export interface RecomputeContext {
  policies: SlaPolicy[];
  settings: SlaSettings;
  calendars: Map<string, BusinessCalendar>;
  defaultCalendar: BusinessCalendar | null;
  departments: Map<string, string | null>;
  channels: Map<string, { calendarId: string | null; defaultDepartmentId: string | null }>;
}

export async function loadRecomputeContext(db: Db, workspaceId: string): Promise<RecomputeContext> {
  const calendars = await listCalendars(db, workspaceId);
  const deps = await db.select({ id: departments.id, calendarId: departments.calendarId }).from(departments).where(eq(departments.workspaceId, workspaceId));
  const chans = await db
    .select({ id: channels.id, calendarId: channels.calendarId, defaultDepartmentId: channels.defaultDepartmentId })
    .from(channels)
    .where(eq(channels.workspaceId, workspaceId));
  return {
    policies: await listPolicies(db, workspaceId),
    settings: await readSlaSettings(db, workspaceId),
    // the same objects for every ticket: each calendar is compiled once for the whole run
    calendars: new Map(calendars.map((c) => [c.id, c])),
    defaultCalendar: calendars.find((c) => c.isDefault) ?? null,
    departments: new Map(deps.map((d) => [d.id, d.calendarId])),
    channels: new Map(chans.map((c) => [c.id, { calendarId: c.calendarId, defaultDepartmentId: c.defaultDepartmentId }])),
  };
}

/** calendarFor (businessHours/resolve.ts) answered from memory: the named calendar, the department's, the channel's, its default department's, the default. */
function calendarIn(ctx: RecomputeContext, refs: { calendarId: string | null; departmentId: string | null; channelId: string | null }): BusinessCalendar | null {
  const channel = refs.channelId ? ctx.channels.get(refs.channelId) : undefined;
  const ids = [
    refs.calendarId,
    refs.departmentId ? ctx.departments.get(refs.departmentId) : null,
    channel?.calendarId,
    channel?.defaultDepartmentId ? ctx.departments.get(channel.defaultDepartmentId) : null,
  ];
  for (const id of ids) if (id && ctx.calendars.has(id)) return ctx.calendars.get(id)!;
  return ctx.defaultCalendar;
}

export interface RecomputeRow {
  id: string;
  priority: string;
  channel: string;
  channelId: string | null;
  departmentId: string | null;
  status: string;
  createdAt: Date;
  firstResponseAt: Date | null;
  sla: TicketSlaClocks | null;
  slaState: SlaState | null;
  slaDueAt: Date | null;
  slaNextCheckAt: Date | null;
}

/** A ticket's policy matched again and its clocks computed from their anchors with today's policies and calendars. */
export function recomputeTicket(ctx: RecomputeContext, row: RecomputeRow, now: Date) {
  const policy = matchPolicy(ctx.policies, row);
  if (!policy) return slaColumns(null, null);
  const calendar = policy.businessHours ? calendarIn(ctx, { calendarId: policy.calendarId, departmentId: row.departmentId, channelId: row.channelId }) : null;
  const time = slaTimeFor(policy.businessHours, calendar);
  const calendarId = calendar?.id ?? null;
  let clocks = row.sla ? retarget(row.sla, policy, calendarId, row.createdAt) : startClocks(policy, calendarId, row.createdAt);
  if (!row.sla) {
    // a policy new to the ticket: what already happened that the clocks can tell
    if (row.firstResponseAt) clocks = applySlaEvent(clocks, { kind: 'agentReplied', at: row.firstResponseAt }, time, ctx.settings);
    if (row.status === 'hold') clocks = applySlaEvent(clocks, { kind: 'held', at: now }, time, ctx.settings);
  }
  return slaColumns(clocks, computeSla(clocks, time, ctx.settings, now));
}
