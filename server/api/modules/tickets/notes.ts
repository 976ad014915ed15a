import type { Note } from '../../../../src/domain/inbox';
import { notes } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { toNote } from '../conversations/mappers';
import { ticketFor } from './access';
import { publishTicketChange } from './events';
import { updateTicket } from './repository';

export const MAX_NOTE = 5000;
/** How much of a note its history line repeats. */
const HISTORY_EXCERPT = 200;

/** An internal note on the ticket; the ticket counts as updated and its history says a note was added. */
export async function addTicketNote(deps: ApiDeps, ctx: WorkspaceContext, id: string, text: string): Promise<Note> {
  const ticket = await ticketFor(deps, ctx, id, 'change');
  const now = deps.now();
  const history = { field: 'note', old: null, new: text.slice(0, HISTORY_EXCERPT) };
  const { note, changed } = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(notes).values({ workspaceId: ctx.workspace.id, ticketId: ticket.id, authorId: ctx.user.id, text, createdAt: now }).returning();
    const changed = await updateTicket(tx, ticket, { updatedAt: now }, ctx.user.id, history);
    return { note: row!, changed };
  });
  await publishTicketChange(deps, changed, 'change', ticket.assigneeId, history, ctx.user.id);
  return toNote(note, ctx.user.username);
}
