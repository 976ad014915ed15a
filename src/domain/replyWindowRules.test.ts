import { describe, expect, it } from 'vitest';
import { replyWindow, templateProblem, windowClosedText } from './replyWindowRules';

const last = new Date('2026-11-20T10:00:00Z');
const at = (hours: number) => new Date(last.getTime() + hours * 3_600_000);

describe('replyWindow', () => {
  it('is always open on a channel without a window', () => {
    expect(replyWindow({ windowHours: undefined, lastInboundAt: null, now: at(1000) })).toEqual({ state: 'open', closesAt: null });
  });

  it('is open for 24 hours after the customer’s last message, then closed', () => {
    expect(replyWindow({ windowHours: 24, lastInboundAt: last, now: at(23.9) })).toEqual({ state: 'open', closesAt: at(24) });
    expect(replyWindow({ windowHours: 24, lastInboundAt: last, now: at(24) })).toEqual({ state: 'closed', closesAt: null });
    expect(replyWindow({ windowHours: 24, lastInboundAt: null, now: at(0) })).toEqual({ state: 'closed', closesAt: null });
  });

  it('allows tagged replies up to the tag window (Messenger’s HUMAN_AGENT: 7 days), then closes', () => {
    const input = { windowHours: 24, tagWindowHours: 168, lastInboundAt: last };
    expect(replyWindow({ ...input, now: at(30) })).toEqual({ state: 'tag-only', closesAt: at(168) });
    expect(replyWindow({ ...input, now: at(168) })).toEqual({ state: 'closed', closesAt: null });
  });
});

describe('the words and the template check', () => {
  const templates = [{ name: 'order_update', language: 'en_US', body: 'Hello {{1}}, order {{2}}', params: 2 }];

  it('explains the refusal, with or without templates to offer', () => {
    expect(windowClosedText(24, true)).toBe('More than 24 hours have passed since the customer’s last message, so the channel takes no free text until they write again. Send one of the channel’s approved templates instead.');
    expect(windowClosedText(24, false)).toContain('no approved templates');
  });

  it('accepts a known template with every value filled, and says what is wrong otherwise', () => {
    expect(templateProblem({ name: 'order_update', language: 'en_US', params: ['Ana', '#42'] }, templates)).toBeNull();
    expect(templateProblem({ name: 'order_update', language: 'pt_BR', params: ['Ana', '#42'] }, templates)).toContain('not one of the channel’s approved templates');
    expect(templateProblem({ name: 'order_update', language: 'en_US', params: ['Ana', ' '] }, templates)).toBe('This template takes 2 value(s): fill each of them.');
  });
});
