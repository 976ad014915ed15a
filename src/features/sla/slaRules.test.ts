import { describe, expect, it } from 'vitest';
import type { SlaPolicy } from '../../domain/sla';
import { draftOf, formatMinutes, hoursLabel, readDraft, readSettings, scopeLabel, targetLabel } from './slaRules';

const policy: SlaPolicy = {
  id: 'p1',
  name: 'Urgent',
  priority: 'urgent',
  channelType: 'WEBHOOK',
  departmentId: 'd1',
  firstResponseMinutes: 90,
  nextResponseMinutes: null,
  resolutionMinutes: 1440,
  businessHours: true,
  calendarId: 'c1',
};

describe('SLA page rules', () => {
  it('shows minutes as hours and minutes', () => {
    expect([0, 45, 60, 90, 1440, 61].map(formatMinutes)).toEqual(['0 min', '45 min', '1 h', '1 h 30 min', '24 h', '1 h 1 min']);
    expect(targetLabel(null)).toBe('No target');
    expect(hoursLabel(false)).toBe('24/7');
  });

  it('names the scope by channel and department', () => {
    const channel = (type: string) => (type === 'WEBHOOK' ? 'Webhook' : type);
    expect(scopeLabel(policy, channel, () => 'Billing')).toBe('Webhook · Billing');
    expect(scopeLabel({ channelType: null, departmentId: 'gone' }, channel, () => null)).toBe('A department');
    expect(scopeLabel({ channelType: null, departmentId: null }, channel, () => null)).toBe('All channels and departments');
  });

  it('reads a draft back into the policy it came from, keeping its calendar', () => {
    const { id: _id, ...input } = policy;
    expect(readDraft(draftOf(policy, 'low'), 'c1')).toEqual({ policy: input });
    expect(readDraft({ ...draftOf(policy, 'low'), businessHours: false }, 'c1')).toEqual({ policy: { ...input, businessHours: false, calendarId: null } });
  });

  it('says what is wrong with each field', () => {
    const empty = draftOf(null, 'medium');
    expect(empty.priority).toBe('medium');
    expect(readDraft(empty, null)).toEqual({ fields: { name: 'Give the policy a name.', firstResponseMinutes: 'Set at least one target.' } });
    expect(readDraft({ ...empty, name: 'x'.repeat(81), resolutionMinutes: '1.5', nextResponseMinutes: '0' }, null)).toEqual({
      fields: {
        name: 'A name has at most 80 characters.',
        nextResponseMinutes: 'Whole minutes from 1 to 525,600, or empty for no target.',
        resolutionMinutes: 'Whole minutes from 1 to 525,600, or empty for no target.',
      },
    });
  });

  it('reads the at-risk percent as a share', () => {
    expect(readSettings(' 30 ', false)).toEqual({ settings: { atRiskShare: 0.3, pauseOnHold: false } });
    expect(readSettings('100', true)).toEqual({ fields: { atRiskShare: 'A whole percent from 1 to 99.' } });
    expect(readSettings('', true)).toHaveProperty('fields');
  });
});
