// Contract objects for the contacts tests: complete values with the fields a test cares about changed.
import type { Contact, ContactDetail, ConversationSummary, TicketSummary } from '../../../domain/inbox';

export function aContact(values: Partial<Contact> = {}): Contact {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Ann Lee',
    email: null,
    phone: null,
    avatarUrl: null,
    notes: '',
    tags: [],
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...values,
  };
}

export function aConversation(values: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    channelId: '00000000-0000-4000-8000-0000000000a1',
    channelType: 'LINE',
    contact: { id: '00000000-0000-4000-8000-000000000001', name: 'Ann Lee', avatarUrl: null },
    status: 'open',
    assigneeId: null,
    ticketId: null,
    ticketNumber: null,
    lastMessageAt: '2030-01-01T00:00:00.000Z',
    lastMessagePreview: 'Hello',
    lastDirection: 'inbound',
    unread: 0,
    ...values,
  };
}

export function aTicket(values: Partial<TicketSummary> = {}): TicketSummary {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    number: 1,
    subject: 'Printer on fire',
    status: 'unassigned',
    statusOmni: null,
    priority: 'medium',
    channel: 'WEBHOOK',
    assigneeId: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    solvedAt: null,
    contactId: '00000000-0000-4000-8000-000000000001',
    contactName: 'Ann Lee',
    conversationId: null,
    departmentId: null,
    tags: [],
    firstResponseAt: null,
    mergedIntoId: null,
    ...values,
  };
}

export function aDetail(values: Partial<ContactDetail> = {}): ContactDetail {
  return { contact: aContact(), identities: [], conversations: [], tickets: [], samePerson: [], ...values };
}
