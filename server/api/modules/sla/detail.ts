import type { TicketSlaDetail } from '../../../../src/domain/sla';
import type { Db } from '../../db/client';
import type { TicketRow } from '../tickets/repository';
import { calendarOf } from './clocks';
import { findPolicy } from './policyRepository';

/** The ticket detail's SLA: its clocks, the calendar they count in (null: around the clock) and the policy's name. */
export async function slaDetailOf(db: Db, ticket: TicketRow): Promise<TicketSlaDetail | null> {
  if (!ticket.sla) return null;
  const policy = await findPolicy(db, ticket.workspaceId, ticket.sla.policyId);
  const calendar = ticket.sla.businessHours ? await calendarOf(db, ticket, ticket.sla.calendarId) : null;
  return {
    clocks: ticket.sla,
    calendar: calendar ? { timeZone: calendar.timeZone, week: calendar.week, holidays: calendar.holidays } : null,
    policyName: policy?.name ?? '',
  };
}
