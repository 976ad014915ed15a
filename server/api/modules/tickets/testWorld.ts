// For the tickets tests (in a team's workspace, see testing/team.ts): tickets written through insertTicket
// with the values a test needs, and a clock that moves on.
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
