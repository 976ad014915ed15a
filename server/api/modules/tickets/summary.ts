import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TicketPriorityValue, TicketStatusValue } from '../../../../src/domain/api';
import type { TicketSummary } from '../../../../src/domain/inbox';
import type { Db } from '../../db/client';
import { contacts, tickets } from '../../db/inboxSchema';
import { readStatus } from './assignmentRules';
import { ticketSlaOf, type SlaColumns } from '../sla/summary';

/** The columns a summary needs: never the search text or its vector, which can be large. */
export const summaryColumns = {
  id: tickets.id,
  number: tickets.number,
  subject: tickets.subject,
  status: tickets.status,
  statusOmni: tickets.statusOmni,
  priority: tickets.priority,
  channel: tickets.channel,
  assigneeId: tickets.assigneeId,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  solvedAt: tickets.solvedAt,
  contactId: tickets.contactId,
  contactName: contacts.name,
  conversationId: tickets.conversationId,
  departmentId: tickets.departmentId,
  tags: tickets.tags,
  firstResponseAt: tickets.firstResponseAt,
  mergedIntoId: tickets.mergedIntoId,
  sla: tickets.sla,
  slaState: tickets.slaState,
  slaDueAt: tickets.slaDueAt,
  slaPolicyName: sql<string | null>`(select p.name from sla_policies p where p.id = ${tickets.slaPolicyId})`,
};

export interface SummaryRow extends SlaColumns {
  id: string;
  number: number;
  subject: string;
  status: string;
  statusOmni: string | null;
  priority: string;
  channel: string;
  assigneeId: string | null;
  createdAt: Date;
  updatedAt: Date;
  solvedAt: Date | null;
  contactId: string | null;
  contactName: string | null;
  conversationId: string | null;
  departmentId: string | null;
  tags: string[];
  firstResponseAt: Date | null;
  mergedIntoId: string | null;
}

export function toTicketSummary(row: SummaryRow): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    status: readStatus(row) as TicketStatusValue,
    statusOmni: row.statusOmni,
    priority: row.priority as TicketPriorityValue,
    channel: row.channel,
    assigneeId: row.assigneeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    solvedAt: row.solvedAt?.toISOString() ?? null,
    contactId: row.contactId,
    contactName: row.contactName,
    conversationId: row.conversationId,
    departmentId: row.departmentId,
    tags: row.tags,
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    mergedIntoId: row.mergedIntoId,
    sla: ticketSlaOf(row),
  };
}

/** One ticket as lists show it, with its contact's name; undefined when it is not in the workspace. */
export async function loadTicketSummary(db: Db, workspaceId: string, id: string): Promise<TicketSummary | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(tickets)
    .leftJoin(contacts, eq(contacts.id, tickets.contactId))
    .where(and(eq(tickets.workspaceId, workspaceId), eq(tickets.id, id)));
  return row ? toTicketSummary(row) : undefined;
}

/** Several tickets as lists show them, by id (those not in the workspace left out). */
export async function loadTicketSummaries(db: Db, workspaceId: string, ids: string[]): Promise<Map<string, TicketSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(summaryColumns)
    .from(tickets)
    .leftJoin(contacts, eq(contacts.id, tickets.contactId))
    .where(and(eq(tickets.workspaceId, workspaceId), inArray(tickets.id, ids)));
  return new Map(rows.map((row) => [row.id, toTicketSummary(row)]));
}
