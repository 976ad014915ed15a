import { describe, expect, it } from 'vitest';
import type { TicketEventPayload } from '../../domain/api';
import { readRealtimeEvent, type RealtimeEvent } from '../../domain/realtimeEvents';
import { conversation } from '../conversations/testing/fixtures';
import { realtimeEvent } from '../realtime/testing/fakeSocket';
import {
  CONNECTED_TEXT,
  decideForEvents,
  decideNotification,
  DISCONNECTED_TEXT,
  newConversationText,
  type NotificationContext,
  type NotificationTrigger,
} from './notificationRules';

const ticketEvent = (payload: Partial<TicketEventPayload> = {}, extra: Pick<Partial<RealtimeEvent>, 'seq' | 'sendTo'> = {}): NotificationTrigger => ({
  kind: 'ticket',
  event: {
    seq: 1,
    type: 'ticket event',
    workspaceId: 'w1',
    payload: {
      ticketNumber: 42,
      ticketStatus: 'new',
      ticketStatusOmni: 'new',
      messengerType: 'EMAIL',
      contentType: 'ticket',
      action: 'create',
      agentPast: 'u2',
      ...payload,
    },
    sendTo: ['u1'],
    createdAt: '2026-11-20T00:00:00.000Z',
    ...extra,
  },
});

const ctx: NotificationContext = { userId: 'u1', permission: 'granted', now: 10_000, lastShownAt: null };

describe('ticket notifications', () => {
  it("sends 'New Ticket #{n}' for create", () => {
    expect(decideNotification(ticketEvent(), ctx)).toEqual({ kind: 'send', title: 'New Ticket #42', body: 'Email' });
  });
  it("sends 'Ticket #{n} changed it status to {status}' for change, with the status label", () => {
    const decide = (ticketStatus: string, ticketStatusOmni: string | null = ticketStatus) =>
      decideNotification(ticketEvent({ action: 'change', ticketStatus, ticketStatusOmni }), ctx);
    expect(decide('hold')).toMatchObject({ title: 'Ticket #42 changed it status to Hold' });
    expect(decide('unassigned')).toMatchObject({ title: 'Ticket #42 changed it status to Unassigned' });
    expect(decide('new')).toMatchObject({ title: 'Ticket #42 changed it status to New' });
    expect(decide('unsolved', 'open')).toMatchObject({ title: 'Ticket #42 changed it status to Open' });
    expect(decide('unsolved', '')).toMatchObject({ title: 'Ticket #42 changed it status to New' });
    expect(decide('unsolved', null)).toMatchObject({ title: 'Ticket #42 changed it status to New' });
    expect(decide('solved')).toMatchObject({ title: 'Ticket #42 changed it status to Solved' });
    expect(decide('escalated')).toMatchObject({ title: 'Ticket #42 changed it status to escalated' });
  });
  it("sends 'Ticket #{n} is solved' for solved", () => {
    expect(decideNotification(ticketEvent({ action: 'solved', ticketStatus: 'solved' }), ctx)).toMatchObject({ kind: 'send', title: 'Ticket #42 is solved' });
  });
  it('has an empty body when the channel is unknown', () => {
    expect(decideNotification(ticketEvent({ messengerType: '' }), ctx)).toMatchObject({ body: '' });
  });
  it('skips actions without a text (delete, close)', () => {
    expect(decideNotification(ticketEvent({ action: 'delete' }), ctx)).toEqual({ kind: 'skip', reason: 'no text for action' });
    expect(decideNotification(ticketEvent({ action: 'close' }), ctx)).toEqual({ kind: 'skip', reason: 'no text for action' });
  });
  it('skips events for other users', () => {
    expect(decideNotification(ticketEvent({}, { sendTo: ['u2'] }), ctx)).toEqual({ kind: 'skip', reason: 'not a recipient' });
  });
  it('notifies everyone of the workspace when the event has no sendTo', () => {
    expect(decideNotification(ticketEvent({}, { sendTo: null }), ctx)).toMatchObject({ kind: 'send' });
  });
  it("skips the user's own changes (actorId), and notifies of everyone else's", () => {
    expect(decideNotification(ticketEvent({ action: 'change', actorId: 'u1' }), ctx)).toEqual({ kind: 'skip', reason: 'own action' });
    expect(decideNotification(ticketEvent({ action: 'change', actorId: 'u3' }), ctx)).toMatchObject({ kind: 'send' });
    expect(decideNotification(ticketEvent({ action: 'change', actorId: null }), ctx)).toMatchObject({ kind: 'send' });
  });
  it('notifies whoever the previous assignee (agentPast) was: it does not name who acted', () => {
    expect(decideNotification(ticketEvent({ action: 'change', agentPast: 'u1' }), ctx)).toMatchObject({ kind: 'send' });
    expect(decideNotification(ticketEvent({ agentPast: null }), ctx)).toMatchObject({ kind: 'send' });
  });
  it('skips events that are not ticket events', () => {
    const history = realtimeEvent(1, { type: 'ticket history', payload: { contentType: 'ticket history', ticketNumber: 42, field: 'status', old: null, new: 'new' } });
    const custom = realtimeEvent(2, { type: 'custom message', payload: { customMessages: [] } });
    expect(decideNotification({ kind: 'ticket', event: history }, ctx)).toEqual({ kind: 'skip', reason: 'not a ticket event' });
    expect(decideNotification({ kind: 'ticket', event: custom }, ctx)).toEqual({ kind: 'skip', reason: 'not a ticket event' });
  });
  it('never gets a malformed payload: the socket boundary drops it', () => {
    const valid = (ticketEvent() as { event: RealtimeEvent }).event;
    const wire = (payload: Record<string, unknown>) => ({ ...valid, payload: { ...valid.payload, ...payload } });
    expect(readRealtimeEvent(wire({ ticketNumber: '42' })).kind).toBe('malformed');
    expect(readRealtimeEvent(wire({ action: undefined })).kind).toBe('malformed');
    expect(readRealtimeEvent(wire({ contentType: 'ticket history' })).kind).toBe('malformed');
    expect(readRealtimeEvent(wire({})).kind).toBe('event');
  });
});

describe('new conversations', () => {
  const ada = conversation('c1', { channelType: 'LINE', contact: { id: 'k1', name: 'Ada Lovelace', avatarUrl: null } });
  const created = (extra: Pick<Partial<RealtimeEvent>, 'sendTo'> = {}): NotificationTrigger => ({
    kind: 'ticket',
    event: { seq: 2, type: 'conversation created', workspaceId: 'w1', payload: { conversation: ada }, sendTo: ['u1', 'u2'], createdAt: '2026-11-20T00:00:00.000Z', ...extra },
  });
  it("names the customer and the channel: 'New conversation from {name}'", () => {
    expect(decideNotification(created(), ctx)).toEqual({ kind: 'send', title: 'New conversation from Ada Lovelace', body: 'Line' });
    expect(newConversationText('Bo')).toBe('New conversation from Bo');
  });
  it('follows the recipients, the permission and the 2 s spacing like the ticket events', () => {
    expect(decideNotification(created({ sendTo: ['u2'] }), ctx)).toEqual({ kind: 'skip', reason: 'not a recipient' });
    expect(decideNotification(created(), { ...ctx, permission: 'denied' })).toEqual({ kind: 'skip', reason: 'no permission' });
    expect(decideNotification(created(), { ...ctx, lastShownAt: 9_000 })).toEqual({ kind: 'skip', reason: 'too soon' });
    // One without a usable conversation is dropped at the socket boundary (realtimeEvents.test.ts).
  });
  it("gives way to the ticket made from the same message: 'New Ticket #{n}' comes first in the batch", () => {
    const batch = [(ticketEvent() as { event: RealtimeEvent }).event, (created() as { event: RealtimeEvent }).event];
    expect(decideForEvents(batch, ctx)).toMatchObject({ title: 'New Ticket #42' });
  });
});

describe('permission and support', () => {
  it('skips when the browser has no notifications', () => {
    expect(decideNotification(ticketEvent(), { ...ctx, permission: 'unsupported' })).toEqual({ kind: 'skip', reason: 'unsupported' });
  });
  it('skips until the permission is granted', () => {
    expect(decideNotification(ticketEvent(), { ...ctx, permission: 'default' })).toEqual({ kind: 'skip', reason: 'no permission' });
    expect(decideNotification(ticketEvent(), { ...ctx, permission: 'denied' })).toEqual({ kind: 'skip', reason: 'no permission' });
  });
});

describe('spacing (at least 2 s apart)', () => {
  it('skips inside the 2 s after the last notification', () => {
    expect(decideNotification(ticketEvent(), { ...ctx, lastShownAt: 8_001 })).toEqual({ kind: 'skip', reason: 'too soon' });
    expect(decideNotification(ticketEvent(), { ...ctx, lastShownAt: 10_000 })).toEqual({ kind: 'skip', reason: 'too soon' });
  });
  it('sends again from exactly 2 s on', () => {
    expect(decideNotification(ticketEvent(), { ...ctx, lastShownAt: 8_000 })).toMatchObject({ kind: 'send' });
  });
  it('gives other reasons before "too soon"', () => {
    expect(decideNotification(ticketEvent({}, { sendTo: ['u2'] }), { ...ctx, lastShownAt: 9_999 })).toEqual({ kind: 'skip', reason: 'not a recipient' });
  });
});

describe('connection notifications', () => {
  it('uses the §8 texts', () => {
    expect(decideNotification({ kind: 'connection', state: 'disconnected' }, ctx)).toEqual({ kind: 'send', title: DISCONNECTED_TEXT, body: '' });
    expect(decideNotification({ kind: 'connection', state: 'connected' }, ctx)).toEqual({ kind: 'send', title: CONNECTED_TEXT, body: '' });
    expect(DISCONNECTED_TEXT).toBe('You have been disconnected to the chat server');
    expect(CONNECTED_TEXT).toBe('You have been connected to the chat server');
  });
  it('follows the same permission and spacing rules', () => {
    expect(decideNotification({ kind: 'connection', state: 'connected' }, { ...ctx, permission: 'default' })).toEqual({ kind: 'skip', reason: 'no permission' });
    expect(decideNotification({ kind: 'connection', state: 'connected' }, { ...ctx, lastShownAt: 9_000 })).toEqual({ kind: 'skip', reason: 'too soon' });
  });
});

describe('a batch of socket events', () => {
  const event = (trigger: NotificationTrigger) => (trigger.kind === 'ticket' ? trigger.event : null)!;
  it('gives the first event that would be shown, skipping the ones that would not', () => {
    const batch = [event(ticketEvent({}, { sendTo: ['u2'] })), event(ticketEvent({ ticketNumber: 7 })), event(ticketEvent({ ticketNumber: 8 }))];
    expect(decideForEvents(batch, ctx)).toEqual({ kind: 'send', title: 'New Ticket #7', body: 'Email' });
  });
  it("gives the last event's reason when none is shown, and nothing for an empty batch", () => {
    expect(decideForEvents([event(ticketEvent({ ticketNumber: 7 }))], { ...ctx, lastShownAt: 9_000 })).toEqual({ kind: 'skip', reason: 'too soon' });
    expect(decideForEvents([], ctx)).toEqual({ kind: 'skip', reason: 'not a ticket event' });
  });
});

describe('SLA notifications', () => {
  const sla = (state: 'at risk' | 'breached', sendTo: string[] | null = ['u1']): NotificationTrigger => ({
    kind: 'ticket',
    event: realtimeEvent(3, {
      type: 'ticket sla',
      sendTo,
      payload: { ticketId: 't12', ticketNumber: 12, subject: 'Refund please', state, target: 'firstResponse', dueAt: '2026-11-25T14:05:00.000Z' },
    }),
  });
  const inUtc = { ...ctx, timeZone: 'UTC' };

  it('says a ticket is at risk with its due time, and that it breached its target', () => {
    expect(decideNotification(sla('at risk'), inUtc)).toEqual({ kind: 'send', title: 'Ticket #12 is at risk: first response due 14:05', body: 'Refund please' });
    expect(decideNotification(sla('at risk'), { ...ctx, timeZone: 'Europe/Paris' })).toMatchObject({ title: 'Ticket #12 is at risk: first response due 15:05' });
    expect(decideNotification(sla('breached'), inUtc)).toEqual({ kind: 'send', title: 'Ticket #12 breached its first response target', body: 'Refund please' });
  });

  it('skips another member’s, and keeps the 2 s spacing', () => {
    expect(decideNotification(sla('breached', ['u2']), inUtc)).toEqual({ kind: 'skip', reason: 'not a recipient' });
    expect(decideNotification(sla('breached'), { ...inUtc, lastShownAt: ctx.now - 1_000 })).toEqual({ kind: 'skip', reason: 'too soon' });
  });
});
