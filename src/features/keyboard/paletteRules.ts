// The command palette's decisions: which pages, records and actions it offers, in what order (what a
// query looks up on the server is paletteLookups.ts). Pure: the palette component turns a chosen item's
// command into a navigation or the action the ticket or chat page would dispatch for the same change.

import type { Role } from '../../domain/api';
import type { ConversationSummary, Member, TicketSummary } from '../../domain/inbox';
import { statusLabel, TICKET_STATUSES } from '../../domain/statusLabels';
import type { TicketAction } from '../tickets/ticketDetailSlice';
import type { PaletteSearch } from './keyboardSlice';

export type PaletteCommand =
  | { kind: 'navigate'; to: string }
  | { kind: 'ticket'; action: TicketAction }
  | { kind: 'conversation'; action: 'assign'; conversationId: string; assigneeId: string | null }
  | { kind: 'conversation'; action: 'resolve' | 'reopen'; conversationId: string };

export type PaletteGroup = 'Actions' | 'Tickets' | 'Contacts' | 'Pages';

export interface PaletteItem {
  id: string;
  group: PaletteGroup;
  label: string;
  detail?: string;
  command: PaletteCommand;
}

/** What the page shows open, for the actions on it. */
export type OpenWork =
  | { kind: 'ticket'; ticket: TicketSummary }
  | { kind: 'conversation'; conversation: ConversationSummary; contactName: string }
  | null;

/**
 * The ticket or conversation the page shows, read from the URL's ?ticket= or ?conversation= and the one
 * loaded for it (a detail still loading, or left from another page, offers no actions).
 */
export function openWorkOf(
  path: string,
  search: string,
  ticket: { detail: { ticket: TicketSummary } | null },
  chat: { status: string; conversation: ConversationSummary | null; contact: { name: string } | null },
): OpenWork {
  const params = new URLSearchParams(search);
  const shown = ticket.detail?.ticket;
  if (path === '/app/ticket' && shown && params.get('ticket') === shown.id) return { kind: 'ticket', ticket: shown };
  const conversation = chat.status === 'succeeded' ? chat.conversation : null;
  if (path === '/app/chat' && conversation && chat.contact && params.get('conversation') === conversation.id) {
    return { kind: 'conversation', conversation, contactName: chat.contact.name };
  }
  return null;
}

export interface PaletteInput {
  query: string;
  /** The console's pages this member may open (the drawer's entries). */
  pages: readonly { label: string; target: string }[];
  open: OpenWork;
  me: { id: string; role: Role } | null;
  members: readonly Member[];
  search: PaletteSearch;
  /** Whether the member's access list lets them open tickets and contacts. */
  may: { tickets: boolean; contacts: boolean };
  contactHref: (id: string) => string;
}

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Every word typed begins a word of the text: 'res tic' finds 'Resolve ticket #4'. */
export function matchesQuery(text: string, query: string): boolean {
  const wanted = words(query);
  const have = words(text);
  return wanted.every((word) => have.some((candidate) => candidate.startsWith(word)));
}

function ticketActions(ticket: TicketSummary, me: PaletteInput['me'], members: readonly Member[]): PaletteItem[] {
  const name = `ticket #${ticket.number}`;
  const item = (id: string, label: string, action: TicketAction): PaletteItem => ({ id: `action:${id}`, group: 'Actions', label, command: { kind: 'ticket', action } });
  const items: PaletteItem[] = [];
  if (me && ticket.assigneeId !== me.id) items.push(item('assign-me', `Assign ${name} to me`, { kind: 'assign', ticketId: ticket.id, assigneeId: me.id }));
  // Spec §6: an Agent assigns tickets only to themself (as the ticket's own assignee field offers).
  if (me?.role === 'Administrator') {
    for (const member of members) {
      if (member.id === me.id || member.id === ticket.assigneeId) continue;
      items.push(item(`assign-${member.id}`, `Assign ${name} to ${member.name}`, { kind: 'assign', ticketId: ticket.id, assigneeId: member.id }));
    }
  }
  if (ticket.assigneeId !== null) items.push(item('unassign', `Unassign ${name}`, { kind: 'assign', ticketId: ticket.id, assigneeId: null }));
  if (ticket.status !== 'solved') items.push(item('resolve', `Resolve ${name}`, { kind: 'status', ticketId: ticket.id, status: 'solved' }));
  for (const status of TICKET_STATUSES) {
    if (status === ticket.status || status === 'solved') continue;
    items.push(item(`status-${status}`, `Set ${name} status to ${statusLabel(status)}`, { kind: 'status', ticketId: ticket.id, status }));
  }
  return items;
}

function conversationActions(conversation: ConversationSummary, contactName: string, me: PaletteInput['me'], members: readonly Member[]): PaletteItem[] {
  const conversationId = conversation.id;
  const name = `conversation with ${contactName}`;
  const assign = (id: string, label: string, assigneeId: string | null): PaletteItem => ({
    id: `action:${id}`,
    group: 'Actions',
    label,
    command: { kind: 'conversation', action: 'assign', conversationId, assigneeId },
  });
  const items: PaletteItem[] = [];
  if (me && conversation.assigneeId !== me.id) items.push(assign('assign-me', `Assign ${name} to me`, me.id));
  for (const member of members) {
    if (member.id === me?.id || member.id === conversation.assigneeId) continue;
    items.push(assign(`assign-${member.id}`, `Assign ${name} to ${member.name}`, member.id));
  }
  if (conversation.assigneeId !== null) items.push(assign('unassign', `Unassign ${name}`, null));
  const action = conversation.status === 'open' ? 'resolve' : 'reopen';
  items.push({
    id: `action:${action}`,
    group: 'Actions',
    label: `${action === 'resolve' ? 'Resolve' : 'Reopen'} ${name}`,
    command: { kind: 'conversation', action, conversationId },
  });
  return items;
}

/** The items for a query, grouped in the order shown: actions on what is open, records found, pages. */
export function paletteItems(input: PaletteInput): PaletteItem[] {
  const { query, open, me, members, search, may } = input;
  const actions =
    open?.kind === 'ticket' ? ticketActions(open.ticket, me, members) : open?.kind === 'conversation' ? conversationActions(open.conversation, open.contactName, me, members) : [];
  // Server results only for the text they were asked for: an older answer would not match what is typed.
  const current = search.status === 'succeeded' && search.query === query;
  const tickets: PaletteItem[] =
    current && search.ticket && may.tickets
      ? [{ id: `ticket:${search.ticket.id}`, group: 'Tickets', label: `#${search.ticket.number} ${search.ticket.subject}`, detail: statusLabel(search.ticket.status), command: { kind: 'navigate', to: `/app/ticket?ticket=${encodeURIComponent(search.ticket.id)}` } }]
      : [];
  const contacts: PaletteItem[] =
    current && may.contacts
      ? search.contacts.map((contact) => ({
          id: `contact:${contact.id}`,
          group: 'Contacts',
          label: contact.name,
          detail: contact.email ?? contact.phone ?? undefined,
          command: { kind: 'navigate', to: input.contactHref(contact.id) },
        }))
      : [];
  const pages: PaletteItem[] = input.pages.map((page) => ({ id: `page:${page.target}`, group: 'Pages', label: page.label, command: { kind: 'navigate', to: page.target } }));
  const local = [...actions, ...pages].filter((item) => matchesQuery(item.label, query));
  return [...local.filter((item) => item.group === 'Actions'), ...tickets, ...contacts, ...local.filter((item) => item.group === 'Pages')];
}

/** The palette's status line: what the server is doing, or why there is nothing to choose. */
export function paletteStatus(search: PaletteSearch, query: string, count: number): string {
  if (search.status === 'loading' && search.query === query) return 'Looking up…';
  if (search.status === 'failed' && search.query === query) return 'The search failed. Type again to retry.';
  if (count === 0) return query.trim() ? 'No results.' : 'Nothing to show.';
  return `${count} ${count === 1 ? 'result' : 'results'}`;
}
