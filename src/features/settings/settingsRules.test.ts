import { describe, expect, it } from 'vitest';
import { isPayloadOf, type RealtimeEvent, type RealtimeEventPayloads, type RealtimeEventType } from '../../domain/realtimeEvents';
import { conversation } from '../conversations/testing/fixtures';
import { applySettingsEvents, customMessagesFrom, ticketSettingsFrom } from './settingsRules';

const ev = <K extends RealtimeEventType>(seq: number, type: K, payload: RealtimeEventPayloads[K]): RealtimeEvent =>
  ({ seq, type, workspaceId: 'w1', payload, sendTo: null, createdAt: '2026-11-20T00:00:00.000Z' }) as RealtimeEvent;
const msg = { id: 'm1', shortcut: '/hi', message: 'Hello!' };

describe('reads', () => {
  it('keeps the ticket settings of a successful read, else an empty object', () => {
    expect(ticketSettingsFrom({ take: true })).toEqual({ take: true });
    expect(ticketSettingsFrom(null)).toEqual({});
    expect(ticketSettingsFrom([1])).toEqual({});
    expect(ticketSettingsFrom('x')).toEqual({});
  });
  it('keeps well-formed custom messages, else none', () => {
    expect(customMessagesFrom([msg, { id: 1 }])).toEqual([msg]);
    expect(customMessagesFrom({})).toEqual([]);
    expect(customMessagesFrom(undefined)).toEqual([]);
  });
});

describe('applySettingsEvents', () => {
  const empty = { ticket: {}, customMessages: [] };
  it("applies a 'ticket' event's take flag", () => {
    expect(applySettingsEvents(empty, [ev(1, 'ticket', { settings: { take: true } })]).ticket).toEqual({ take: true });
  });
  it("replaces the custom messages on a 'custom message' event", () => {
    const before = { ticket: { take: false }, customMessages: [{ ...msg, id: 'old' }] };
    expect(applySettingsEvents(before, [ev(1, 'custom message', { customMessages: [msg] })])).toEqual({ ticket: { take: false }, customMessages: [msg] });
  });
  it('applies events in order, the last one winning', () => {
    const events = [ev(1, 'ticket', { settings: { take: true } }), ev(2, 'ticket', { settings: { take: false } })];
    expect(applySettingsEvents(empty, events).ticket).toEqual({ take: false });
  });
  it('ignores other event types, keeping the same object', () => {
    const events = [ev(1, 'conversation updated', { conversation: conversation('c1') }), ev(2, 'agent status', { userId: 'u1', status: 'aux' })];
    expect(applySettingsEvents(empty, events)).toBe(empty);
  });
  it('never gets malformed payloads: the socket boundary drops them', () => {
    expect(isPayloadOf('ticket', {})).toBe(false);
    expect(isPayloadOf('custom message', { customMessages: 'x' })).toBe(false);
    expect(isPayloadOf('custom message', { customMessages: [{ id: 'm1', shortcut: '/hi' }] })).toBe(false);
  });
});
