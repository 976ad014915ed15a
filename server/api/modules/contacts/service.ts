import type { Contact, ContactDetail, Page } from '../../../../src/domain/inbox';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { notFound } from '../../http/errors';
import { toSummary as toConversationSummary } from '../conversations/mappers';
import type { TicketRow } from '../tickets/repository';
import { toTicketSummary } from '../tickets/summary';
import { decodeCursor, encodeCursor } from './cursor';
import { conversationRows, conversationRowsById, identityRows, ticketRows, type ConversationWithNumber, type WorkFilter } from './detailRepository';
import { publishContactUpdated, publishMovedWork } from './events';
import { withFacts } from './facts';
import { toContact, toIdentity, type ContactRow } from './mapper';
import { mergeContactRows } from './mergeRepository';
import { countContacts, findContactRow, listContactRows, updateContactRow, type ContactFilter } from './repository';
import { samePersonHints } from './samePersonRepository';
import { prefixTsQuery, type ContactListInput, type ContactUpdateInput } from './schema';
import { refreshTicketSearchText } from '../tickets/searchText';

const NO_SUCH_CONTACT = 'There is no such contact.';

/** Every member sees the workspace's contacts; an Agent does not see work assigned to another agent. */
function workFilter(ctx: WorkspaceContext): WorkFilter {
  return ctx.member.role === 'Administrator' ? null : { ownerId: ctx.user.id };
}

// The contact's work is read without a join: its name and avatar come from the contact row at hand.
function withContact(entry: ConversationWithNumber, contact: ContactRow) {
  return { ...entry, contactName: contact.name, contactAvatar: contact.avatarUrl };
}

function withContactName(ticket: TicketRow, contact: ContactRow) {
  return { ...ticket, contactName: ticket.contactId ? contact.name : null };
}

export async function listContacts(deps: ApiDeps, ctx: WorkspaceContext, input: ContactListInput): Promise<Page<Contact>> {
  const filter: ContactFilter = {
    workspaceId: ctx.workspace.id,
    tsQuery: prefixTsQuery(input.q),
    exact: input.q === '' ? null : input.q,
    tags: input.tags,
  };
  const cursor = input.cursor === null ? null : decodeCursor(input.cursor);
  const rows = await listContactRows(deps.db, filter, cursor, input.limit);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: await withFacts(deps.db, page.map((entry) => toContact(entry.row))),
    nextCursor: rows.length > input.limit && last ? encodeCursor({ updatedAt: last.position, id: last.row.id }) : null,
    total: await countContacts(deps.db, filter),
  };
}

/** A contact still listed: merged contacts answer 404 like ids of another workspace. */
async function listedContact(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<ContactRow> {
  const row = await findContactRow(deps.db, ctx.workspace.id, id);
  if (!row || row.mergedIntoId) throw notFound(NO_SUCH_CONTACT);
  return row;
}

export async function getContactDetail(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<ContactDetail> {
  const row = await listedContact(deps, ctx, id);
  const work = workFilter(ctx);
  const [identities, conversations, tickets, samePerson] = [
    await identityRows(deps.db, ctx.workspace.id, id),
    await conversationRows(deps.db, ctx.workspace.id, id, work),
    await ticketRows(deps.db, ctx.workspace.id, id, work),
    await samePersonHints(deps.db, row),
  ];
  const [contact] = await withFacts(deps.db, [toContact(row)]);
  return {
    contact: contact!,
    identities: identities.map(toIdentity),
    conversations: conversations.map((entry) => toConversationSummary(withContact(entry, row))),
    tickets: tickets.map((ticket) => toTicketSummary(withContactName(ticket, row))),
    samePerson,
  };
}

/** The contact and the search text of its tickets in one transaction; the event, of what was committed, after it. */
export async function updateContact(deps: ApiDeps, ctx: WorkspaceContext, id: string, input: ContactUpdateInput): Promise<Contact> {
  const contact = await deps.db.transaction(async (tx) => {
    const row = await updateContactRow(tx, ctx.workspace.id, id, input, deps.now());
    if (!row) throw notFound(NO_SUCH_CONTACT);
    const [contact] = await withFacts(tx, [toContact(row)]);
    await refreshTicketSearchText(tx, ctx.workspace.id, contact!);
    return contact!;
  });
  await publishContactUpdated(deps, ctx.workspace.id, contact);
  return contact;
}

/**
 * Administrators and Agents may merge: contacts are shared by the whole workspace, and a duplicate is
 * usually noticed by the agent talking to the customer. The detail of the kept contact is answered.
 */
export async function mergeContacts(deps: ApiDeps, ctx: WorkspaceContext, sourceId: string, intoId: string): Promise<ContactDetail> {
  const workspaceId = ctx.workspace.id;
  const result = await deps.db.transaction(async (tx) => {
    const merged = await mergeContactRows(tx, workspaceId, sourceId, intoId, deps.now());
    await refreshTicketSearchText(tx, workspaceId, merged.target);
    return merged;
  });
  const target = result.target;
  await publishContactUpdated(deps, workspaceId, toContact(target), [sourceId]);
  const conversations = await conversationRowsById(deps.db, workspaceId, result.movedConversationIds);
  await publishMovedWork(deps, workspaceId, {
    conversations: conversations.map((entry) => toConversationSummary(withContact(entry, target))),
    tickets: result.movedTickets.map((ticket) => toTicketSummary(withContactName(ticket, target))),
  });
  return getContactDetail(deps, ctx, intoId);
}
