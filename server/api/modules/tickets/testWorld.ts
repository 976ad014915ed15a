// For the tickets tests (in a team's workspace, see testing/team.ts): tickets written through insertTicket
// with the values a test needs, and a clock that moves on.
import { eq, sql } from 'drizzle-orm';
import { workspaces } from '../../db/schema';
import { tickets } from '../../db/inboxSchema';
import type { Team } from '../../testing/team';
import { insertTicket, type TicketRow } from './repository';

/** A ticket straight into the table, numbered as the api numbers them; its one history line by the system. */
export function putTicket(world: Team, values: Partial<typeof tickets.$inferInsert> & { subject: string }): Promise<TicketRow> {
  const status = values.status ?? (values.assigneeId ? 'new' : 'unassigned');
  const now = world.api.deps.now();
  return insertTicket(world.api.deps.db, { workspaceId: world.ws, channel: 'WEBHOOK', createdAt: now, updatedAt: now, ...values, status }, null, {
    field: 'status',
    old: null,
    new: status,
  });
}

/** Moves the test clock on, so what happens next is recorded after what came before. */
export function tick(world: Team, ms = 1000): Date {
  world.api.clock.now = new Date(world.api.clock.now.getTime() + ms);
  return world.api.clock.now;
}

/** Many tickets in one insert (numbered as the api numbers them), for selections larger than a batch. */
export async function putTickets(world: Team, n: number, values: Partial<typeof tickets.$inferInsert> & { subject: string }): Promise<TicketRow[]> {
  const db = world.api.deps.db;
  const [counter] = await db
    .update(workspaces)
    .set({ ticketSeq: sql`${workspaces.ticketSeq} + ${n}` })
    .where(eq(workspaces.id, world.ws))
    .returning({ seq: workspaces.ticketSeq });
  const first = counter!.seq - n + 1;
  const now = world.api.deps.now();
  const status = values.status ?? (values.assigneeId ? 'new' : 'unassigned');
  return db
    .insert(tickets)
    .values(Array.from({ length: n }, (_, i) => ({ workspaceId: world.ws, channel: 'WEBHOOK', createdAt: now, updatedAt: now, ...values, status, subject: `${values.subject} ${i + 1}`, number: first + i })))
    .returning();
}
