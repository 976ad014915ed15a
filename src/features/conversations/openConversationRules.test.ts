import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { mergeMessages, messageOf, olderCursor, openChanges } from './openConversationRules';
import { conversation, event, message } from './testing/fixtures';

describe('mergeMessages', () => {
  it('adds new messages in time order and replaces a message by its newer state', () => {
    const existing = [message('m1', { createdAt: '2026-03-01T10:00:00.000Z' }), message('m3', { createdAt: '2026-03-01T10:03:00.000Z' })];
    const merged = mergeMessages(existing, [
      message('m2', { createdAt: '2026-03-01T10:01:00.000Z' }),
      message('m3', { createdAt: '2026-03-01T10:03:00.000Z', deliveryState: 'delivered' }),
    ]);
    expect(merged.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
    expect(merged[2]!.deliveryState).toBe('delivered');
  });

  it('never moves a message’s delivery back (an older copy from a page read earlier)', () => {
    const held = [message('m1', { direction: 'outbound', deliveryState: 'delivered' })];
    expect(mergeMessages(held, [message('m1', { direction: 'outbound', deliveryState: 'sent' })])[0]!.deliveryState).toBe('delivered');
    expect(mergeMessages(held, [message('m1', { direction: 'outbound', deliveryState: 'read' })])[0]!.deliveryState).toBe('read');
    const pending = [message('m2', { direction: 'outbound', deliveryState: 'pending' })];
    expect(mergeMessages(pending, [message('m2', { direction: 'outbound', deliveryState: 'failed', deliveryError: 'HTTP 500' })])[0]).toMatchObject({ deliveryState: 'failed', deliveryError: 'HTTP 500' });
    const failed = [message('m3', { direction: 'outbound', deliveryState: 'failed' })];
    expect(mergeMessages(failed, [message('m3', { direction: 'outbound', deliveryState: 'pending' })])[0]!.deliveryState).toBe('failed');
    // Retried: a live event (or the retry's answer) takes a failed reply back to pending, and on to sent.
    const retried = mergeMessages(failed, [message('m3', { direction: 'outbound', deliveryState: 'pending' })], true);
    expect(retried[0]!.deliveryState).toBe('pending');
    expect(mergeMessages(retried, [message('m3', { direction: 'outbound', deliveryState: 'sent' })], true)[0]!.deliveryState).toBe('sent');
    const sent = [message('m4', { direction: 'outbound', deliveryState: 'sent' })];
    expect(mergeMessages(sent, [message('m4', { direction: 'outbound', deliveryState: 'pending' })], true)[0]!.deliveryState).toBe('sent');
  });

  it('keeps a retrying reply’s reason when the send’s own answer (pending, no reason yet) arrives after the event', () => {
    // The outbox tries at once: Telegram's 429 can be told live before the agent's request has answered.
    const retrying = [message('m5', { direction: 'outbound', deliveryState: 'pending', deliveryError: 'Telegram asked to slow down' })];
    expect(mergeMessages(retrying, [message('m5', { direction: 'outbound', deliveryState: 'pending' })])[0]).toMatchObject({
      deliveryState: 'pending',
      deliveryError: 'Telegram asked to slow down',
    });
    // A live event clears it (an agent retried): events come in order.
    expect(mergeMessages(retrying, [message('m5', { direction: 'outbound', deliveryState: 'pending' })], true)[0]!.deliveryError).toBeNull();
  });

  it('returns the same array when nothing comes in', () => {
    const existing = [message('m1')];
    expect(mergeMessages(existing, [])).toBe(existing);
  });
});

describe('olderCursor', () => {
  it('is the oldest loaded message, or nothing', () => {
    expect(olderCursor([message('m1'), message('m2')])).toBe('m1');
    expect(olderCursor([])).toBeNull();
  });
});

describe('openChanges', () => {
  it('takes the open conversation’s new state and messages, and notices a customer writing', () => {
    const changes = openChanges(
      [
        event(REALTIME_EVENTS.conversationUpdated, { conversation: conversation('c1', { unread: 1 }) }),
        event(REALTIME_EVENTS.conversationUpdated, { conversation: conversation('c2') }),
        event(REALTIME_EVENTS.messageCreated, { message: message('m1'), assigneeId: null }),
        event(REALTIME_EVENTS.messageCreated, { message: message('m9', { conversationId: 'c2' }), assigneeId: null }),
        event(REALTIME_EVENTS.messageUpdated, { message: message('m2', { direction: 'outbound', deliveryState: 'sent' }), assigneeId: null }),
      ],
      'c1',
    );
    expect(changes.conversation?.unread).toBe(1);
    expect(changes.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(changes.inbound).toBe(true);
  });

  it('does not count an agent’s message or an update as the customer writing', () => {
    const changes = openChanges(
      [
        event(REALTIME_EVENTS.messageCreated, { message: message('m1', { direction: 'outbound' }), assigneeId: null }),
        event(REALTIME_EVENTS.messageUpdated, { message: message('m2'), assigneeId: null }),
      ],
      'c1',
    );
    expect(changes.inbound).toBe(false);
    expect(changes.conversation).toBeNull();
  });

  it('says when the open conversation went with a contact erased on request', () => {
    const erased = (ids: string[]) => event(REALTIME_EVENTS.contactErased, { contactIds: ['k1'], conversationIds: ids });
    expect(openChanges([erased(['c2'])], 'c1').erased).toBe(false);
    expect(openChanges([event(REALTIME_EVENTS.messageCreated, { message: message('m1'), assigneeId: null }), erased(['c1'])], 'c1').erased).toBe(true);
  });

  // Message events without a usable message never get here: the socket boundary drops them
  // (src/domain/realtimeEvents.test.ts, 'refuses payloads … without a usable entity').
  it('finds no message in events of other types', () => {
    expect(messageOf(event(REALTIME_EVENTS.ticketSettings, { settings: { take: true } }))).toBeNull();
    expect(messageOf(event(REALTIME_EVENTS.conversationUpdated, { conversation: conversation('c1') }))).toBeNull();
  });
});
