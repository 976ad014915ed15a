import { describe, expect, it } from 'vitest';
import { TYPING_PREVIEW_MAX } from '../../../../src/domain/webchat';
import { createTypingGate, hearsVisitor, readAgentPresence, readVisitorTyping, visitorPresenceId } from './typingRules';

const ID = '5d3f0e9c-0000-4000-8000-000000000001';

describe("a visitor's typing signal", () => {
  it('takes typing or stopped, with the text cut to a preview', () => {
    expect(readVisitorTyping({ typing: true, text: 'Where is' })).toEqual({ typing: true, text: 'Where is' });
    expect(readVisitorTyping({ typing: true, text: 'x'.repeat(5000) })!.text).toHaveLength(TYPING_PREVIEW_MAX);
    expect(readVisitorTyping({ typing: true })).toEqual({ typing: true });
    expect(readVisitorTyping({ typing: true, text: '   ' })).toEqual({ typing: true });
    expect(readVisitorTyping({ typing: false, text: 'kept?' })).toEqual({ typing: false });
  });

  it.each([null, 'typing', { typing: 'yes' }, { text: 'hi' }, [true]])('ignores %j', (raw) => {
    expect(readVisitorTyping(raw)).toBeUndefined();
  });
});

describe("an agent's presence signal", () => {
  it('tells a reply from a note and knows the stops', () => {
    expect(readAgentPresence({ conversationId: ID, kind: 'typing', reply: true })).toEqual({ conversationId: ID, kind: 'typing', reply: true });
    expect(readAgentPresence({ conversationId: ID, kind: 'typing' })).toEqual({ conversationId: ID, kind: 'typing', reply: false });
    expect(readAgentPresence({ conversationId: ID, kind: 'left', reply: 'yes' })).toEqual({ conversationId: ID, kind: 'left', reply: false });
  });

  it.each([null, { conversationId: 'c1', kind: 'typing' }, { conversationId: ID, kind: 'shouting' }, { kind: 'typing' }])('ignores %j', (raw) => {
    expect(readAgentPresence(raw)).toBeUndefined();
  });
});

describe('the typing gate of one socket', () => {
  it('lets one typing through per interval and a stop only after a typing', () => {
    const gate = createTypingGate(1000);
    expect(gate.pass(false, 0)).toBe(false);
    expect(gate.pass(true, 0)).toBe(true);
    expect(gate.pass(true, 400)).toBe(false);
    expect(gate.pass(true, 999)).toBe(false);
    expect(gate.pass(true, 1000)).toBe(true);
    expect(gate.active).toBe(true);
    expect(gate.pass(false, 1100)).toBe(true);
    expect(gate.pass(false, 1200)).toBe(false);
    expect(gate.pass(true, 1300)).toBe(true);
  });
});

describe('who hears a visitor typing', () => {
  const agent = (userId: string, access = ['/home', '/app/chat']) => ({ userId, role: 'Agent', access });
  const admin = { userId: 'boss', role: 'Administrator', access: [] };

  it('on an unassigned conversation: every member with the chat', () => {
    expect(hearsVisitor(agent('ann'), null)).toBe(true);
    expect(hearsVisitor(agent('ben', ['/home', '/app/ticket']), null)).toBe(false);
    expect(hearsVisitor(admin, null)).toBe(true);
  });

  it('on an assigned one: its assignee and the Administrators only', () => {
    expect(hearsVisitor(agent('ann'), 'ann')).toBe(true);
    expect(hearsVisitor(agent('ben'), 'ann')).toBe(false);
    expect(hearsVisitor(admin, 'ann')).toBe(true);
  });

  it("goes by an id no member has, not the visitor's own", () => {
    expect(visitorPresenceId('k1')).toBe('visitor:k1');
  });
});
