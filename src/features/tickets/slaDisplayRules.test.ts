import { describe, expect, it } from 'vitest';
import { contrastWithWhite, MIN_CONTRAST } from '../../domain/brandRules';
import { SLA_STATES } from '../../domain/sla';
import { dueText, SLA_TAG_COLOURS, slaCellText } from './slaDisplayRules';

const NOW = Date.parse('2026-11-25T10:00:00.000Z');

describe('SLA display rules', () => {
  it('says how far the due time is, either way', () => {
    expect(dueText('2026-11-25T10:25:00.000Z', NOW)).toBe('due in 25 min');
    expect(dueText('2026-11-25T10:00:30.000Z', NOW)).toBe('due in 1 min');
    expect(dueText('2026-11-25T11:30:00.000Z', NOW)).toBe('due in 1 h 30 min');
    expect(dueText('2026-11-25T09:48:00.000Z', NOW)).toBe('12 min overdue');
    expect(dueText('2026-11-25T09:47:30.000Z', NOW)).toBe('12 min overdue');
    expect(dueText('2026-11-25T09:59:50.000Z', NOW)).toBe('1 min overdue');
    expect(dueText(null, NOW)).toBeNull();
    expect(dueText('soon', NOW)).toBeNull();
  });

  it('leaves the due time out once the target is met', () => {
    expect(slaCellText({ state: 'met', dueAt: '2026-11-25T10:25:00.000Z', target: null, policyName: 'P' }, NOW)).toEqual({ label: 'Met', due: null });
    expect(slaCellText({ state: 'at risk', dueAt: '2026-11-25T10:05:00.000Z', target: 'firstResponse', policyName: 'P' }, NOW)).toEqual({
      label: 'At risk',
      due: 'due in 5 min',
    });
  });

  it('gives every state a tag its white text reads on (4.5:1 or more)', () => {
    for (const state of SLA_STATES) expect(contrastWithWhite(SLA_TAG_COLOURS[state])).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});
