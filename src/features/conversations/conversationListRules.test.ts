import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import {
  belongsInView,
  compareConversations,
  defaultView,
  listChanges,
  listQuery,
  scopesFor,
} from './conversationListRules';
import { conversation, event, message } from './testing/fixtures';

describe('views by role', () => {
  it('gives an Administrator mine, unassigned and all, starting with all', () => {
    expect(scopesFor('Administrator')).toEqual(['mine', 'unassigned', 'all']);
    expect(defaultView('Administrator')).toEqual({ status: 'open', scope: 'all' });
  });

  it('gives an Agent their own and the unassigned, starting with the unassigned', () => {
    expect(scopesFor('Agent')).toEqual(['mine', 'unassigned']);
    expect(defaultView('Agent')).toEqual({ status: 'open', scope: 'unassigned' });
    expect(scopesFor(undefined)).toEqual(['mine', 'unassigned']);
  });
});

describe('listQuery', () => {
  it('asks for the status, the assignee of the scope, the cursor and the page size', () => {
    expect(listQuery({ status: 'open', scope: 'all' }, 'u1', null)).toBe('status=open&limit=30');
    expect(listQuery({ status: 'resolved', scope: 'mine' }, 'u1', 'abc', 10)).toBe('status=resolved&assigneeId=u1&cursor=abc&limit=10');
    expect(listQuery({ status: 'open', scope: 'unassigned' }, 'u1', null)).toBe('status=open&assigneeId=none&limit=30');
  });
});

describe('belongsInView', () => {
  const mine = conversation('a', { assigneeId: 'u1' });
  const theirs = conversation('b', { assigneeId: 'u2' });
  const nobody = conversation('c');
  const resolved = conversation('d', { status: 'resolved' });

  it.each([
    ['mine', [true, false, false]],
    ['unassigned', [false, false, true]],
    ['all', [true, true, true]],
  ] as const)('%s', (scope, expected) => {
    expect([mine, theirs, nobody].map((c) => belongsInView(c, { status: 'open', scope }, 'u1'))).toEqual(expected);
  });

  it('keeps another status out', () => {
    expect(belongsInView(resolved, { status: 'open', scope: 'all' }, 'u1')).toBe(false);
    expect(belongsInView(resolved, { status: 'resolved', scope: 'all' }, 'u1')).toBe(true);
  });
});

describe('compareConversations', () => {
  it('puts the newest activity first, then the higher id', () => {
    const list = [
      conversation('a', { lastMessageAt: '2026-03-01T10:00:00.000Z' }),
      conversation('b', { lastMessageAt: '2026-03-01T11:00:00.000Z' }),
      conversation('c', { lastMessageAt: '2026-03-01T10:00:00.000Z' }),
    ];
    expect(list.sort(compareConversations).map((c) => c.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('listChanges', () => {
  const updated = (c: ReturnType<typeof conversation>) => event(REALTIME_EVENTS.conversationUpdated, { conversation: c });
  const view = { status: 'open' as const, scope: 'unassigned' as const };

  it('adds or replaces what belongs in the view and removes what left it, the last state of each winning', () => {
    const changes = listChanges(
      [
        updated(conversation('a')),
        updated(conversation('b')),
        updated(conversation('b', { assigneeId: 'u2' })),
        updated(conversation('c', { status: 'resolved' })),
        event(REALTIME_EVENTS.messageCreated, { message: message('m1'), assigneeId: null }),
        event(REALTIME_EVENTS.ticketSettings, { settings: { take: true } }),
      ],
      view,
      'u1',
    );
    expect(changes.upserts.map((c) => c.id)).toEqual(['a']);
    expect(changes.removals).toEqual(['b', 'c']);
  });

  it("removes the conversations of a contact erased on request, even one updated earlier in the batch", () => {
    const changes = listChanges(
      [updated(conversation('a')), updated(conversation('b')), event(REALTIME_EVENTS.contactErased, { contactIds: ['k1'], conversationIds: ['a', 'z'] })],
      view,
      'u1',
    );
    expect(changes.upserts.map((c) => c.id)).toEqual(['b']);
    expect(changes.removals).toEqual(['a', 'z']);
  });

  // A conversation event without a usable conversation never gets here: the socket boundary drops it
  // (src/domain/realtimeEvents.test.ts, 'refuses payloads … without a usable entity').
});
