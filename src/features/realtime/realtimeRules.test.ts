import { describe, expect, it } from 'vitest';
import { conversation } from '../conversations/testing/fixtures';
import { realtimeEvent as ev } from './testing/fakeSocket';
import {
  afterReplayPage,
  hasGap,
  isForUser,
  isReplayPage,
  isTicketHistory,
  isUnexpectedDisconnect,
  replayUrl,
  shouldRefreshFeatures,
  takeBatch,
  UNKNOWN_CURSOR,
} from './realtimeRules';

const TICKET_EVENT = {
  ticketNumber: 4,
  ticketStatus: 'new',
  ticketStatusOmni: null,
  messengerType: 'WEBHOOK',
  contentType: 'ticket',
  action: 'create',
  agentPast: null,
} as const;

describe('isForUser', () => {
  it('delivers workspace events (no sendTo) to everyone', () => expect(isForUser(ev(1), 'u1')).toBe(true));
  it('delivers events with sendTo only to their recipients', () => {
    expect(isForUser(ev(1, { sendTo: ['u1', 'u2'] }), 'u1')).toBe(true);
    expect(isForUser(ev(1, { sendTo: ['u2'] }), 'u1')).toBe(false);
    expect(isForUser(ev(1, { sendTo: [] }), 'u1')).toBe(false);
  });
});

describe('takeBatch', () => {
  it('orders a burst by sequence number', () => {
    expect(takeBatch(0, [ev(3), ev(1), ev(2)], 'u1')).toEqual({ events: [ev(1), ev(2), ev(3)], lastSeq: 3 });
  });
  it('drops events already seen and duplicates inside the burst', () => {
    expect(takeBatch(2, [ev(1), ev(2), ev(3), ev(3), ev(4)], 'u1')).toEqual({ events: [ev(3), ev(4)], lastSeq: 4 });
  });
  it('moves the cursor past events meant for other users without delivering them', () => {
    expect(takeBatch(0, [ev(1, { sendTo: ['u2'] }), ev(2)], 'u1')).toEqual({ events: [ev(2)], lastSeq: 2 });
    expect(takeBatch(0, [ev(1, { sendTo: ['u2'] })], 'u1')).toEqual({ events: [], lastSeq: 1 });
  });
  it('moves the cursor past passed numbers (others’ events, dropped ones) without delivering anything for them', () => {
    expect(takeBatch(0, [{ seq: 1, passed: true }, ev(2), { seq: 3, passed: true }], 'u1')).toEqual({ events: [ev(2)], lastSeq: 3 });
  });
  it('accepts everything when there is no cursor yet', () => {
    expect(takeBatch(null, [ev(7)], 'u1')).toEqual({ events: [ev(7)], lastSeq: 7 });
  });
  it('keeps the cursor when nothing is new', () => {
    expect(takeBatch(5, [ev(4), ev(5)], 'u1')).toEqual({ events: [], lastSeq: 5 });
    expect(takeBatch(null, [], 'u1')).toEqual({ events: [], lastSeq: null });
  });
});

describe('hasGap', () => {
  it('is false when the burst continues right after the cursor', () => expect(hasGap(4, [ev(5), ev(6)])).toBe(false));
  it('is true when numbers are missing between the cursor and the burst', () => expect(hasGap(4, [ev(7), ev(6)])).toBe(true));
  it('ignores events already seen', () => expect(hasGap(4, [ev(3), ev(5)])).toBe(false));
  it('is false without a cursor or without new events', () => {
    expect(hasGap(null, [ev(9)])).toBe(false);
    expect(hasGap(9, [ev(2)])).toBe(false);
    expect(hasGap(9, [])).toBe(false);
  });
});

describe('replay', () => {
  it('asks from the cursor, or from past any number when there is none (the server then answers reset)', () => {
    expect(replayUrl(12)).toBe('/v2/api/realtime/events?since=12');
    expect(replayUrl(0)).toBe('/v2/api/realtime/events?since=0');
    expect(replayUrl(null)).toBe(`/v2/api/realtime/events?since=${UNKNOWN_CURSOR}`);
    expect(String(UNKNOWN_CURSOR)).toMatch(/^\d{15}$/);
  });
  it('continues from latest after a reset', () => {
    expect(afterReplayPage({ events: [], reset: true, latest: 40, until: 40, more: false })).toEqual({ kind: 'reset', cursor: 40 });
  });
  it('continues from until (not from the last event) while more', () => {
    expect(afterReplayPage({ events: [ev(3)], reset: false, latest: 900, until: 500, more: true })).toEqual({
      kind: 'events',
      events: [ev(3)],
      cursor: 500,
      more: true,
    });
    expect(afterReplayPage({ events: [], reset: false, latest: 9, until: 9, more: false })).toMatchObject({ cursor: 9, more: false });
  });
  it('recognises a replay page and refuses other answers', () => {
    expect(isReplayPage({ events: [], reset: false, latest: 1, until: 1, more: false })).toBe(true);
    expect(isReplayPage(undefined)).toBe(false);
    expect(isReplayPage({ events: 'x', reset: false, latest: 1, until: 1 })).toBe(false);
    expect(isReplayPage({ events: [], reset: false, latest: '1', until: 1 })).toBe(false);
  });
});

describe('event routing', () => {
  it("forwards ticket history: the map's 'ticket history' events, the ones with contentType 'ticket history'", () => {
    const line = { contentType: 'ticket history', ticketNumber: 4, field: 'status', old: 'new', new: 'hold' } as const;
    expect(isTicketHistory(ev(1, { type: 'ticket history', payload: line }))).toBe(true);
    expect(isTicketHistory(ev(1, { type: 'ticket event', payload: TICKET_EVENT }))).toBe(false);
  });
  it("refreshes the available features on the api's conversation events, only when some are available", () => {
    const updated = ev(1, { type: 'conversation updated', payload: { conversation: conversation('c1') } });
    const created = ev(2, { type: 'conversation created', payload: { conversation: conversation('c2') } });
    expect(shouldRefreshFeatures([updated], 5)).toBe(true);
    expect(shouldRefreshFeatures([ev(3), created], 5)).toBe(true);
    expect(shouldRefreshFeatures([updated], 0)).toBe(false);
    expect(shouldRefreshFeatures([ev(1, { type: 'ticket event', payload: TICKET_EVENT })], 5)).toBe(false);
    expect(shouldRefreshFeatures([], 5)).toBe(false);
  });
  it('tells the user about lost connections, not about ones the client closed', () => {
    expect(isUnexpectedDisconnect('transport close')).toBe(true);
    expect(isUnexpectedDisconnect('ping timeout')).toBe(true);
    expect(isUnexpectedDisconnect('io server disconnect')).toBe(true);
    expect(isUnexpectedDisconnect('io client disconnect')).toBe(false);
  });
});
