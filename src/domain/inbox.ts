// The inbox's api contract (issue 4): contacts, conversations, messages, tickets, notes, channels.
// Shared by the api (what it answers) and the console (what it reads). Dates are ISO strings.

import type { Ticket, TicketPriorityValue, TicketStatusValue } from './api';
import type { SlaState, TicketSla, TicketSlaDetail } from './sla';
import type { MessageMeta } from './messageMeta';
import type { ReplyOptions } from './replyWindowRules';
import type { SamePersonHint } from './samePerson';

export type MessageDirection = 'inbound' | 'outbound';
export type MessageAuthorType = 'contact' | 'agent' | 'system';
/** received: an inbound message; pending → sent → delivered → read for outbound ones, or failed. */
export type DeliveryState = 'received' | 'pending' | 'sent' | 'delivered' | 'read' | 'failed';
export type ConversationStatus = 'open' | 'resolved';

export interface Attachment {
  id: string;
  name: string;
  mime: string;
  size: number;
  /** Where the file is served, under /v2/api. */
  url: string;
}

export interface Contact {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  notes: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  /**
   * In the contact list and a contact's detail: the channel types the contact writes from and when they
   * last wrote (null: never), what tells apart two contacts of the same name.
   */
  channels?: string[];
  lastSeenAt?: string | null;
}

export interface ContactIdentity {
  id: string;
  channelId: string;
  channelType: string;
  externalId: string;
  displayName: string | null;
}

export interface ConversationSummary {
  id: string;
  channelId: string;
  channelType: string;
  contact: { id: string; name: string; avatarUrl: string | null };
  status: ConversationStatus;
  assigneeId: string | null;
  ticketId: string | null;
  ticketNumber: number | null;
  lastMessageAt: string;
  lastMessagePreview: string;
  lastDirection: MessageDirection | null;
  unread: number;
  /** When the customer last wrote (ISO): the reply window of WhatsApp, Messenger and Instagram counts from it. */
  lastInboundAt?: string | null;
}

export interface Message {
  id: string;
  conversationId: string;
  direction: MessageDirection;
  authorType: MessageAuthorType;
  authorId: string | null;
  authorName: string;
  text: string;
  attachments: Attachment[];
  externalId: string | null;
  deliveryState: DeliveryState;
  /** Why the last try failed: shown as 'Retrying: …' while pending, 'Failed: …' once failed. */
  deliveryError: string | null;
  /** While a failed delivery waits to be tried again: when the next try is due (the api always sends it). */
  retryAt?: string | null;
  /** A mail's subject and HTML, a call, a template (messageMeta.ts); the api always sends it, null when none. */
  meta?: MessageMeta | null;
  createdAt: string;
}

export interface Note {
  id: string;
  authorId: string | null;
  authorName: string;
  text: string;
  createdAt: string;
}

/** A ticket as lists show it: the base ticket plus who it is for and how it is filed. */
export interface TicketSummary extends Ticket {
  contactId: string | null;
  contactName: string | null;
  conversationId: string | null;
  departmentId: string | null;
  tags: string[];
  firstResponseAt: string | null;
  mergedIntoId: string | null;
  /** Its SLA (issue 15): the worst state of its targets and the nearest due; null when no policy applies. */
  sla?: TicketSla | null;
}

export interface TicketHistoryEntry {
  id: string;
  actorId: string | null;
  actorName: string | null;
  field: string;
  old: string | null;
  new: string | null;
  at: string;
}

export interface TicketDetail {
  ticket: TicketSummary;
  contact: Contact | null;
  messages: Message[];
  history: TicketHistoryEntry[];
  notes: Note[];
  /** Its SLA clocks for the detail's countdown (issue 15); null without a policy. */
  sla?: TicketSlaDetail | null;
}

export interface ContactDetail {
  contact: Contact;
  identities: ContactIdentity[];
  conversations: ConversationSummary[];
  tickets: TicketSummary[];
  /** Other contacts with the same e-mail address or phone number (src/domain/samePerson.ts): perhaps one customer. */
  samePerson: SamePersonHint[];
}

export interface ConversationDetail {
  conversation: ConversationSummary;
  contact: Contact;
  messages: Message[];
  notes: Note[];
  /** Older messages exist before the first one returned. */
  hasOlder: boolean;
  /** The channel's reply window and approved templates (the composer's, on the newest page). */
  replyOptions?: ReplyOptions;
}

/** One page of a keyset-paginated list; nextCursor is opaque and null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** How many rows match the filters (lists show it as a count). */
  total: number;
}

export type TicketSort = 'newest' | 'oldest' | 'updated' | 'priority' | 'sla'; // sla: nearest due first, none last

/** GET /tickets query: repeated keys (status=new&status=hold) select several values. */
export interface TicketListQuery {
  status?: TicketStatusValue[];
  priority?: TicketPriorityValue[];
  channel?: string[];
  assigneeId?: string[];
  departmentId?: string[];
  tag?: string[];
  /** SLA states (issue 15), as the summary's sla.state. */
  sla?: SlaState[];
  /** Created on or after (ISO date or instant). */
  from?: string;
  /** Created before the end of this day (ISO date) or this instant. */
  to?: string;
  q?: string;
  /** One ticket by its number (#19). */
  number?: number;
  sort?: TicketSort;
  cursor?: string;
  limit?: number;
}

export interface Department {
  id: string;
  name: string;
}

export interface Member {
  id: string;
  name: string;
  email: string;
  role: 'Administrator' | 'Agent';
  status: string;
  avatarUrl: string | null;
}

/** A channel's link with its provider: 'reconnect needed' when the provider refused our credentials. */
export type ChannelStatus = 'connected' | 'reconnect needed';

export interface Channel {
  id: string;
  type: string;
  name: string;
  publicId: string;
  enabled: boolean;
  /** Without the secret fields of the type's settings schema: those are never sent (see secretsSet). */
  settings: Record<string, unknown>;
  /** The keys of the secret settings fields that hold a value. */
  secretsSet: string[];
  status: ChannelStatus;
  /** Why the provider refused, when status is 'reconnect needed'. */
  statusReason: string | null;
  health: ChannelHealth;
  createdAt: string;
}

/** What the settings page tells of a channel's traffic (times written at most every 10 s, ISO). */
export interface ChannelHealth {
  /** A customer's message last stored. */
  lastInboundAt: string | null;
  /** The provider last accepted a reply. */
  lastOutboundAt: string | null;
  /** The last failed try or poll, kept after later successes (the page says whether some came since). */
  lastError: string | null;
  lastErrorAt: string | null;
}

export interface ListResponse<T> {
  result: 'success';
  data: Page<T>;
}

export interface DataResponse<T> {
  result: 'success';
  data: T;
}

export interface TicketUpdatedPayload {
  ticket: TicketSummary;
}
export interface ConversationUpdatedPayload {
  conversation: ConversationSummary;
}
export interface MessagePayload {
  message: Message;
}
/** Workspace settings of the chat (stored in workspace_settings.agent). */
export interface ChatSettings {
  /** Answering an unassigned conversation assigns it to whoever answered (on unless switched off). */
  assignOnReply: boolean;
}

export interface ChatSettingsPayload {
  settings: ChatSettings;
}

/** Who a conversation went to: a member, or a department's queue (the conversation is then unassigned). */
export type TransferTarget = { kind: 'member'; id: string; name: string } | { kind: 'department'; id: string; name: string };

export interface ConversationTransferredPayload {
  conversation: ConversationSummary;
  from: { id: string; name: string };
  to: TransferTarget;
  /** The transferrer's words ('' when none). */
  note: string;
  /** The internal note the transfer left in the timeline ('Transferred to …'). */
  timelineNote: Note;
}

/** The longest note a transfer takes (characters). */
export const TRANSFER_NOTE_MAX = 1000;

/** GET /chat/transfer-targets: whom a conversation may be handed to (members who may hold one, departments). */
export interface TransferTargets {
  members: { id: string; name: string; status: string }[];
  departments: Department[];
}

/** POST /conversations/:id/transfer answers the conversation as it now is and the note in its timeline. */
export interface TransferResult {
  conversation: ConversationSummary;
  note: Note;
}

export interface ContactUpdatedPayload {
  contact: Contact;
  /** After a merge: the contacts merged into this one, which leave every list. */
  mergedIds?: string[];
}

/** Ephemeral presence, relayed over the socket and never stored: who views, who types. */
export interface PresencePayload {
  conversationId: string;
  userId: string;
  userName: string;
  kind: 'viewing' | 'typing' | 'left';
  /**
   * A web chat visitor's text so far, on their 'typing' (userId 'visitor:<contactId>'), when the channel
   * shows agents what visitors type.
   */
  preview?: string;
}
