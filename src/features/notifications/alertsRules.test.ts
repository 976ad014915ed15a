import { describe, expect, it } from 'vitest';
import { mayTakeWork } from '../../domain/alerts';
import type { RealtimeEvent, RealtimeEventPayloads, RealtimeEventType } from '../../domain/realtimeEvents';
import { conversation, message } from '../conversations/testing/fixtures';
import { ticket as aTicket } from '../tickets/testing/ticketFixtures';
import { composeTitle } from '../../services/documentTitle';
import { BANNER_SNOOZE_MS, bannerSnoozed, isUnreadCounts, shouldPlayMessageSound, touchesTicket, unreadTotal, workKindOf, type MessageSoundContext } from './alertsRules';

const event = <K extends RealtimeEventType>(type: K, payload: RealtimeEventPayloads[K], sendTo: string[] | null = null): RealtimeEvent =>
  ({ seq: 1, type, workspaceId: 'w1', payload, sendTo, createdAt: '2026-11-20T00:00:00.000Z' }) as RealtimeEvent;
const inbound = (conversationId: string, assigneeId: string | null, sendTo: string[] | null = null) =>
  event('message created', { message: message('m1', { conversationId, direction: 'inbound' }), assigneeId }, sendTo);
const ctx: MessageSoundContext = { userId: 'u1', setting: 'all', takesChats: true, watching: null, now: 10_000, lastSoundAt: null };

describe('the drawer counts', () => {
  it('counts Chat and Tickets only', () => {
    expect(workKindOf('/app/chat')).toBe('chat');
    expect(workKindOf('/app/ticket')).toBe('ticket');
    expect(workKindOf('/home')).toBeNull();
    expect(workKindOf('/app/contact')).toBeNull();
  });
  it('adds both up for the title, and puts the total in front of the page title only when there is one', () => {
    expect(unreadTotal({ chat: 2, ticket: 1 })).toBe(3);
    expect(unreadTotal(null)).toBe(0);
    expect(composeTitle('Chat', 3)).toBe('(3) Chat – Omnichannel Inbox');
    expect(composeTitle('Chat', 0)).toBe('Chat – Omnichannel Inbox');
    expect(composeTitle('Omnichannel Inbox', 2)).toBe('(2) Omnichannel Inbox');
  });
  it('takes only well-formed counts from the socket', () => {
    expect(isUnreadCounts({ chat: 0, ticket: 4 })).toBe(true);
    for (const bad of [null, {}, { chat: -1, ticket: 0 }, { chat: 1.5, ticket: 0 }, { chat: '1', ticket: 0 }, { chat: 1 }]) expect(isUnreadCounts(bad)).toBe(false);
  });
});

describe('who may take unassigned work', () => {
  it('is an Administrator always, an Agent whose access opens the page while their membership is current', () => {
    expect(mayTakeWork({ role: 'Administrator', access: [], expired: true }, 'chat')).toBe(true);
    expect(mayTakeWork({ role: 'Agent', access: ['/home', '/app/chat'], expired: false }, 'chat')).toBe(true);
    expect(mayTakeWork({ role: 'Agent', access: ['/home', '/app/chat'], expired: false }, 'ticket')).toBe(false);
    expect(mayTakeWork({ role: 'Agent', access: ['/app/chat', '/app/ticket'], expired: true }, 'ticket')).toBe(false);
    expect(mayTakeWork({ role: 'Viewer', access: ['/app/chat'], expired: false }, 'chat')).toBe(false);
  });
});

describe('the message sound', () => {
  it('plays for a customer message in a conversation one holds, with every setting but none', () => {
    expect(shouldPlayMessageSound([inbound('c1', 'u1', ['u1'])], ctx)).toBe(true);
    expect(shouldPlayMessageSound([inbound('c1', 'u1', ['u1'])], { ...ctx, setting: 'mine' })).toBe(true);
    expect(shouldPlayMessageSound([inbound('c1', 'u1', ['u1'])], { ...ctx, setting: 'none' })).toBe(false);
  });
  it("plays for an unassigned conversation with 'all' only, and only for a member who may take it", () => {
    expect(shouldPlayMessageSound([inbound('c1', null)], ctx)).toBe(true);
    expect(shouldPlayMessageSound([inbound('c1', null)], { ...ctx, setting: 'mine' })).toBe(false);
    expect(shouldPlayMessageSound([inbound('c1', null)], { ...ctx, takesChats: false })).toBe(false);
  });
  it("stays quiet for a colleague's conversation, an agent's own reply, and events meant for others", () => {
    expect(shouldPlayMessageSound([inbound('c1', 'u2', ['u2', 'u1'])], ctx)).toBe(false);
    expect(shouldPlayMessageSound([event('message created', { message: message('m2', { conversationId: 'c1', direction: 'outbound' }), assigneeId: 'u1' })], ctx)).toBe(false);
    expect(shouldPlayMessageSound([inbound('c1', 'u1', ['u3'])], ctx)).toBe(false);
    expect(shouldPlayMessageSound([event('conversation updated', { conversation: conversation('c1') })], ctx)).toBe(false);
  });
  it('stays quiet for the conversation on screen, and within 2 s of the last sound', () => {
    expect(shouldPlayMessageSound([inbound('c1', 'u1')], { ...ctx, watching: 'c1' })).toBe(false);
    expect(shouldPlayMessageSound([inbound('c1', 'u1'), inbound('c2', null)], { ...ctx, watching: 'c1' })).toBe(true);
    expect(shouldPlayMessageSound([inbound('c1', 'u1')], { ...ctx, lastSoundAt: 8_001 })).toBe(false);
    expect(shouldPlayMessageSound([inbound('c1', 'u1')], { ...ctx, lastSoundAt: 8_000 })).toBe(true);
  });
});

describe('the ticket on screen', () => {
  const ticket = { id: 't1', conversationId: 'c1' };
  it('is read again when it changed or its customer wrote', () => {
    expect(touchesTicket([event('ticket updated', { ticket: aTicket(1, { id: 't1' }) })], ticket)).toBe(true);
    expect(touchesTicket([inbound('c1', null)], ticket)).toBe(true);
    expect(touchesTicket([event('ticket updated', { ticket: aTicket(2, { id: 't2' }) }), inbound('c2', null)], ticket)).toBe(false);
    expect(touchesTicket([inbound('c1', null)], { id: 't1', conversationId: null })).toBe(false);
  });
});

describe("the banner's 'Not now'", () => {
  it('keeps the banner away for 30 days', () => {
    const at = 1_000_000;
    expect(bannerSnoozed(null, at)).toBe(false);
    expect(bannerSnoozed(at, at)).toBe(true);
    expect(bannerSnoozed(at, at + BANNER_SNOOZE_MS - 1)).toBe(true);
    expect(bannerSnoozed(at, at + BANNER_SNOOZE_MS)).toBe(false);
    expect(BANNER_SNOOZE_MS).toBe(30 * 24 * 3600 * 1000);
  });
  it('ignores a time in the future (a clock that was wrong)', () => {
    expect(bannerSnoozed(2_000, 1_000)).toBe(false);
  });
});
