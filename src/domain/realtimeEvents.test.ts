import { describe, expect, it } from 'vitest';
import type { BulkJob } from './ticketBulk';
import type { Contact, ConversationSummary, Message, TicketSummary } from './inbox';
import { isPayloadOf, readRealtimeEvent, REALTIME_EVENTS, type RealtimeEventPayloads, type RealtimeEventType } from './realtimeEvents';

const conversation: ConversationSummary = {
  id: 'c1',
  channelId: 'ch1',
  channelType: 'WEBHOOK',
  contact: { id: 'k1', name: 'Kim', avatarUrl: null },
  status: 'open',
  assigneeId: null,
  ticketId: null,
  ticketNumber: null,
  lastMessageAt: '2026-03-01T10:00:00.000Z',
  lastMessagePreview: 'Hi',
  lastDirection: 'inbound',
  unread: 1,
};
const message: Message = {
  id: 'm1',
  conversationId: 'c1',
  direction: 'inbound',
  authorType: 'contact',
  authorId: null,
  authorName: 'Kim',
  text: 'Hi',
  attachments: [],
  externalId: null,
  deliveryState: 'received',
  deliveryError: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const ticket: TicketSummary = {
  id: 't1',
  number: 4,
  subject: 'Hi',
  status: 'new',
  statusOmni: null,
  priority: 'low',
  channel: 'WEBHOOK',
  assigneeId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  contactId: 'k1',
  contactName: 'Kim',
  conversationId: 'c1',
  departmentId: null,
  tags: [],
  firstResponseAt: null,
  mergedIntoId: null,
  solvedAt: null,
};
const contact: Contact = { id: 'k1', name: 'Kim', email: null, phone: null, avatarUrl: null, notes: '', tags: [], createdAt: '', updatedAt: '2026-03-01T10:00:00.000Z' };
const job: BulkJob = { id: 'j1', operation: 'assign', state: 'running', total: 3, done: 1, changed: 1, unchanged: 0, failed: 0, failures: [], error: null };

/** One payload per event as the api publishes it: adding an event to the map asks for one here. */
const SAMPLES: { [K in RealtimeEventType]: RealtimeEventPayloads[K] } = {
  'agent status': { userId: 'u1', status: 'aux' },
  ticket: { settings: { take: true, autoCreate: true, solvedReply: 'reopen', closeSolvedAfterDays: 7, requiredToSolve: { department: true, tags: false } } },
  'custom message': { customMessages: [{ id: 'x', shortcut: 'hi', message: 'Hello' }] },
  'ticket event': { ticketNumber: 4, ticketStatus: 'new', ticketStatusOmni: null, messengerType: 'WEBHOOK', contentType: 'ticket', action: 'create', agentPast: null, actorId: null, ticketId: 't1' },
  'ticket history': { contentType: 'ticket history', ticketNumber: 4, ticketId: 't1', actorId: 'u1', actorName: 'Ana', field: 'status', old: 'new', new: 'hold' },
  'ticket updated': { ticket },
  'conversation updated': { conversation },
  'conversation created': { conversation },
  'message created': { message, assigneeId: null },
  'message updated': { message: { ...message, deliveryState: 'sent' }, assigneeId: 'u1' },
  'contact updated': { contact, mergedIds: ['k2'] },
  'conversation transferred': {
    conversation,
    from: { id: 'u1', name: 'Ana' },
    to: { kind: 'department', id: 'd1', name: 'Sales' },
    note: '',
    timelineNote: { id: 'n1', authorId: 'u1', authorName: 'Ana', text: 'Transferred to Sales', createdAt: '2026-03-01T10:00:00.000Z' },
  },
  'chat settings': { settings: { assignOnReply: false } },
  'tickets bulk progress': { job },
  'channel updated': {
    channel: {
      id: 'ch1',
      type: 'TELEGRAM',
      name: 'Telegram',
      publicId: 'p1',
      enabled: true,
      settings: {},
      secretsSet: ['botToken'],
      status: 'reconnect needed',
      statusReason: 'Telegram refused the bot token',
      health: { lastInboundAt: null, lastOutboundAt: null, lastError: 'Telegram refused the bot token', lastErrorAt: '' },
      createdAt: '',
    },
  },
  'access changed': { userId: 'u2', access: ['/home', '/app/chat'] },
  'member updated': { member: { id: 'u2', name: 'Bo', email: 'bo@acme.test', role: 'Agent', status: 'available', avatarUrl: null } },
  'member removed': { userId: 'u2' },
  'departments changed': { departments: [{ id: 'd1', name: 'Sales' }] },
  'workspace updated': { workspace: { id: 'w1', name: 'Acme Support', timeZone: 'Europe/Berlin', language: 'en' } },
  'contact erased': { contactIds: ['c1'], conversationIds: ['v1'] },
  'brand changed': { brand: { name: 'Acme', accent: '#0b5394', logoUrl: '/v2/api/brand/w1/logo/l1' } },
  'export progress': {
    export: { id: 'e1', status: 'running', progress: 40, counts: { contacts: 3 }, size: null, error: null, requestedBy: { id: 'u1', name: 'Ana' }, createdAt: '2026-03-02T10:00:00.000Z', finishedAt: null, expiresAt: null },
  },
  'call ringing': {
    call: { callId: 'c-1', number: '+4930123456', contact: { id: 'k1', name: 'Rosa' }, conversationId: 'v1', tickets: [{ id: 't1', number: 4, subject: 'Call back' }], startedAt: '2026-03-02T10:00:00.000Z' },
  },
  'call ended': { callId: 'c-1', state: 'missed' },
  'ticket sla': { ticketId: 't1', ticketNumber: 4, subject: 'Refund', state: 'at risk', target: 'firstResponse', dueAt: '2026-03-02T11:00:00.000Z' },
  'routing decision': {
    decision: { id: 'r1', conversationId: 'v1', mode: 'round-robin', outcome: 'assigned', chosenUserId: 'u2', chosenName: 'Bo', reason: 'Longest without a new conversation', at: '2026-03-02T10:00:00.000Z' },
  },
};

const wire = (type: string, payload: unknown, extra: Record<string, unknown> = {}) => ({
  seq: 7,
  type,
  workspaceId: 'w1',
  payload,
  sendTo: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

describe('the event map', () => {
  it('names every event once, and each name has a check', () => {
    const names = Object.values(REALTIME_EVENTS);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(Object.entries(SAMPLES))('accepts what the api publishes as %j, and refuses an empty payload', (type, payload) => {
    expect(isPayloadOf(type as RealtimeEventType, payload)).toBe(true);
    expect(isPayloadOf(type as RealtimeEventType, {})).toBe(false);
    expect(isPayloadOf(type as RealtimeEventType, null)).toBe(false);
  });

  it('refuses payloads … without a usable entity (what list and conversation rules used to skip themselves)', () => {
    expect(isPayloadOf('conversation updated', { conversation: { id: 1 } })).toBe(false);
    expect(isPayloadOf('conversation updated', {})).toBe(false);
    expect(isPayloadOf('message created', { message: { id: 'm1' }, assigneeId: null })).toBe(false);
    expect(isPayloadOf('message created', { message })).toBe(false);
    expect(isPayloadOf('ticket updated', { ticket: { id: 't1' } })).toBe(false);
    expect(isPayloadOf('contact updated', { contact: { id: 'k1', name: 'Kim' } })).toBe(false);
    expect(isPayloadOf('tickets bulk progress', { job: { id: 'j1' } })).toBe(false);
    expect(isPayloadOf('conversation transferred', { ...SAMPLES['conversation transferred'], timelineNote: null })).toBe(false);
  });

  it('refuses payloads whose fields consumers rely on have another type', () => {
    expect(isPayloadOf('agent status', { userId: 'u1', status: 'asleep' })).toBe(false);
    expect(isPayloadOf('ticket event', { ...SAMPLES['ticket event'], action: 'explode' })).toBe(false);
    expect(isPayloadOf('conversation updated', { conversation: { ...conversation, status: 'snoozed' } })).toBe(false);
    expect(isPayloadOf('message created', { message: { ...message, conversationId: 3 }, assigneeId: null })).toBe(false);
    expect(isPayloadOf('contact updated', { contact, mergedIds: [1] })).toBe(false);
    expect(isPayloadOf('ticket history', { ...SAMPLES['ticket history'], actorName: 5 })).toBe(false);
    expect(isPayloadOf('channel updated', { channel: { ...SAMPLES['channel updated'].channel, status: 'broken' } })).toBe(false);
    expect(isPayloadOf('access changed', { userId: 'u2', access: ['/home', 3] })).toBe(false);
    expect(isPayloadOf('member updated', { member: { ...SAMPLES['member updated'].member, role: 'Owner' } })).toBe(false);
    expect(isPayloadOf('member removed', { userId: null })).toBe(false);
    expect(isPayloadOf('departments changed', { departments: [{ id: 'd1' }] })).toBe(false);
    expect(isPayloadOf('workspace updated', { workspace: { id: 'w1', name: 'Acme', timeZone: null, language: 'en' } })).toBe(false);
    expect(isPayloadOf('contact erased', { contactIds: [], conversationIds: [] })).toBe(false);
    expect(isPayloadOf('brand changed', { brand: { name: 'Acme', accent: '#0b5394' } })).toBe(false);
    expect(isPayloadOf('export progress', { export: { ...SAMPLES['export progress'].export, status: 'paused' } })).toBe(false);
    expect(isPayloadOf('call ringing', { call: { ...SAMPLES['call ringing'].call, tickets: [{ id: 't1', number: '4', subject: 'x' }] } })).toBe(false);
    expect(isPayloadOf('call ended', { callId: 'c-1', state: 'hung' })).toBe(false);
  });
});

describe('readRealtimeEvent', () => {
  it('reads an event of the map, typed by its name', () => {
    const read = readRealtimeEvent(wire('agent status', { userId: 'u1', status: 'available' }, { sendTo: ['u1'] }));
    expect(read).toEqual({ kind: 'event', event: wire('agent status', { userId: 'u1', status: 'available' }, { sendTo: ['u1'] }) });
  });

  it('takes an event with no recipients (somebody else’s, its payload emptied by the api) as its number alone', () => {
    expect(readRealtimeEvent(wire('ticket updated', {}, { sendTo: [] }))).toEqual({ kind: 'passed', seq: 7 });
  });

  it('says why an event is malformed, keeping its number when it has one', () => {
    expect(readRealtimeEvent('x')).toEqual({ kind: 'malformed', seq: null, reason: 'not an object' });
    expect(readRealtimeEvent(wire('ticket', SAMPLES.ticket, { seq: 0 }))).toMatchObject({ kind: 'malformed', seq: null });
    expect(readRealtimeEvent(wire('conversation', {}))).toEqual({ kind: 'malformed', seq: 7, reason: 'unknown type "conversation"' });
    expect(readRealtimeEvent(wire('toString', {}))).toMatchObject({ kind: 'malformed', reason: 'unknown type "toString"' });
    expect(readRealtimeEvent(wire('ticket', { settings: 'on' }))).toEqual({ kind: 'malformed', seq: 7, reason: "payload of 'ticket' has another shape" });
    expect(readRealtimeEvent(wire('ticket', { settings: { take: true, solvedReply: 'later' } }))).toEqual({ kind: 'malformed', seq: 7, reason: "payload of 'ticket' has another shape" });
    expect(readRealtimeEvent(wire('ticket', { settings: { take: true } }))).toMatchObject({ kind: 'event' });
    expect(readRealtimeEvent(wire('ticket', SAMPLES.ticket, { sendTo: 'u1' }))).toMatchObject({ kind: 'malformed', reason: 'sendTo is not a list of ids' });
    expect(readRealtimeEvent(wire('ticket', SAMPLES.ticket, { workspaceId: undefined }))).toMatchObject({ kind: 'malformed', reason: 'no workspace or time' });
  });
});
