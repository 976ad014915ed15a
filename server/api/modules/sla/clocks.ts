import { eq } from 'drizzle-orm';
import type { TicketSlaClocks } from '../../../../src/domain/sla';
import { applySlaEvent, matchPolicy, retarget, slaTimeFor, startClocks, statusEvents, type SlaEvent } from '../../../../src/domain/slaRules';
import { computeSla, type SlaStatus } from '../../../../src/domain/slaStateRules';
import type { Db, Tx } from '../../db/client';
import { conversations, tickets } from '../../db/inboxSchema';
import { calendarFor, type ResolvedCalendar } from '../businessHours/resolve';
import type { TicketRow } from '../tickets/repository';
import { listPolicies } from './policyRepository';
import { readSlaSettings } from './settings';

// A ticket's SLA clocks on the server, written in the transaction that changes the ticket: the policy
// matched, the calendar resolved, the clocks moved by slaRules.ts and their state stored beside them for
// the list (slaState, slaDueAt) and the ticker (slaNextCheckAt).

type Conn = Db | Tx;

/** The calendar a ticket's clocks count on: the one named (the policy's, or the one stored), else its department's or channel's. */
export async function calendarOf(db: Conn, ticket: TicketRow, calendarId: string | null): Promise<ResolvedCalendar | null> {
  const [conversation] = ticket.conversationId
    ? await db.select({ channelId: conversations.channelId }).from(conversations).where(eq(conversations.id, ticket.conversationId))
    : [];
  return calendarFor(db, ticket.workspaceId, { calendarId, departmentId: ticket.departmentId, channelId: conversation?.channelId ?? null });
}

/** The columns the clocks and their state fill. */
export function slaColumns(sla: TicketSlaClocks | null, status: SlaStatus | null) {
  return {
    slaPolicyId: sla?.policyId ?? null,
    sla: status?.sla ?? sla,
    slaState: status?.state ?? null,
    slaDueAt: status?.dueAt ?? null,
    slaNextCheckAt: status?.nextCheckAt ?? null,
  };
}

async function store(db: Conn, ticket: TicketRow, sla: TicketSlaClocks | null, status: SlaStatus | null): Promise<TicketRow> {
  const [row] = await db.update(tickets).set(slaColumns(sla, status)).where(eq(tickets.id, ticket.id)).returning();
  return row!;
}

/** Matches the policy again (priority or department changed) and carries the clocks over, then applies the events. */
async function rematch(db: Conn, ticket: TicketRow, events: SlaEvent[], at: Date): Promise<TicketRow> {
  // a workspace without policies pays one query per new ticket
  const policy = matchPolicy(await listPolicies(db, ticket.workspaceId), ticket);
  if (!policy) return ticket.sla ? store(db, ticket, null, null) : ticket;
  const settings = await readSlaSettings(db, ticket.workspaceId);
  const calendar = policy.businessHours ? await calendarOf(db, ticket, policy.calendarId) : null;
  const calendarId = calendar?.id ?? null;
  const time = slaTimeFor(policy.businessHours, calendar);
  const base = ticket.sla ? retarget(ticket.sla, policy, calendarId, ticket.createdAt) : startClocks(policy, calendarId, ticket.createdAt);
  const clocks = events.reduce((c, e) => applySlaEvent(c, e, time, settings), base);
  return store(db, ticket, clocks, computeSla(clocks, time, settings, at));
}

/** A new ticket's clocks, from its creation. */
export function startTicketSla(db: Conn, ticket: TicketRow): Promise<TicketRow> {
  return rematch(db, ticket, [], ticket.createdAt);
}

/** Something happened on the ticket (a reply, a customer's message): its clocks move, if it has any. */
export async function moveTicketSla(db: Conn, ticket: TicketRow, events: SlaEvent[], at: Date): Promise<TicketRow> {
  if (!ticket.sla || events.length === 0) return ticket;
  const settings = await readSlaSettings(db, ticket.workspaceId);
  const calendar = ticket.sla.businessHours ? await calendarOf(db, ticket, ticket.sla.calendarId) : null;
  const time = slaTimeFor(ticket.sla.businessHours, calendar);
  const clocks = events.reduce((c, e) => applySlaEvent(c, e, time, settings), ticket.sla);
  return store(db, ticket, clocks, computeSla(clocks, time, settings, at));
}

/** After a ticket's row changed: a new priority or department matches the policy again; a new status moves the clocks. */
export function slaAfterChange(db: Conn, before: TicketRow, after: TicketRow, at: Date): Promise<TicketRow> {
  const events = statusEvents(before.status, after.status, at);
  if (before.priority !== after.priority || before.departmentId !== after.departmentId) return rematch(db, after, events, at);
  return moveTicketSla(db, after, events, at);
}

/** The ticket of a conversation, by id, with its clocks moved by one event. */
export async function moveSlaOf(db: Conn, ticketId: string, event: SlaEvent): Promise<boolean> {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  if (!ticket?.sla) return false;
  const moved = await moveTicketSla(db, ticket, [event], event.at);
  return moved.slaState !== ticket.slaState || moved.slaDueAt?.getTime() !== ticket.slaDueAt?.getTime();
}
