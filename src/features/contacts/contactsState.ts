// The contact detail's and the dialogs' state shapes, and how live changes reach an open detail.

import type { Contact, ContactDetail } from '../../domain/inbox';
import { mergeItems, newerConversation, newerTicket, visibleTo, type Viewer, type WorkChanges } from './contactsRules';
import type { ListStatus } from '../../domain/infiniteList';

export interface ContactDetailState {
  id: string | null;
  status: ListStatus;
  data: ContactDetail | null;
  message: string | null;
  /** Set when the open contact was merged into another while it was shown. */
  mergedInto: { id: string; name: string } | null;
}

export interface ContactEditState {
  open: boolean;
  status: 'idle' | 'saving' | 'failed';
  failure: { message: string; fields: Record<string, string> } | null;
}

export interface ContactMergeState {
  open: boolean;
  /** the search for the other contact */
  q: string;
  candidates: Contact[];
  candidatesStatus: ListStatus;
  status: 'idle' | 'merging' | 'failed' | 'succeeded';
  message: string | null;
  /** after a merge: the contact kept, which the page then shows */
  keptId: string | null;
}

export interface ContactDialogsState {
  edit: ContactEditState;
  merge: ContactMergeState;
}

export const initialDialogs: ContactDialogsState = {
  edit: { open: false, status: 'idle', failure: null },
  merge: { open: false, q: '', candidates: [], candidatesStatus: 'idle', status: 'idle', message: null, keptId: null },
};

/**
 * The open detail after live changes: the contact's own fields (and its name on its work), and its
 * conversations and tickets as they now are. Work that moved to another contact, was merged into
 * another ticket, or went to another agent (for an Agent) leaves it.
 */
export function applyDetailChanges(detail: ContactDetail, contacts: readonly Contact[], work: WorkChanges, viewer: Viewer | null): ContactDetail {
  const id = detail.contact.id;
  const contact = contacts.find((changed) => changed.id === id) ?? detail.contact;
  const renamed = contact.name !== detail.contact.name || contact.avatarUrl !== detail.contact.avatarUrl;
  let conversations = mergeItems(
    detail.conversations,
    work.conversations,
    (conversation) => conversation.contact.id === id && visibleTo(viewer, conversation.assigneeId),
    newerConversation,
  );
  let tickets = mergeItems(
    detail.tickets,
    work.tickets,
    (ticket) => ticket.contactId === id && ticket.mergedIntoId === null && visibleTo(viewer, ticket.assigneeId),
    newerTicket,
  );
  if (renamed) {
    conversations = conversations.map((c) => ({ ...c, contact: { id, name: contact.name, avatarUrl: contact.avatarUrl } }));
    tickets = tickets.map((t) => ({ ...t, contactName: contact.name }));
  }
  if (contact === detail.contact && conversations === detail.conversations && tickets === detail.tickets) return detail;
  return { ...detail, contact, conversations, tickets };
}
