import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTING_SETTINGS } from './routing';
import { auxReasonError, checkRoutingSettings, memberCapacityError } from './routingSettingsRules';

const current = DEFAULT_ROUTING_SETTINGS;

describe('checkRoutingSettings', () => {
  it('applies a change over the current settings; a field left out keeps its value', () => {
    expect(checkRoutingSettings(current, { defaultMode: 'skills', defaultCapacity: 100, handBack: { aux: true }, auxReasons: [' Break ', 'Coaching'] })).toEqual({
      value: { ...current, defaultMode: 'skills', defaultCapacity: 100, handBack: { aux: true, logout: false, deactivate: true }, auxReasons: ['Break', 'Coaching'] },
    });
    expect(checkRoutingSettings(current, {})).toEqual({ value: current });
    expect(checkRoutingSettings(current, { queueOrder: 'priority', showQueuePosition: false })).toEqual({ value: { ...current, queueOrder: 'priority', showQueuePosition: false } });
  });

  it('names every wrong field', () => {
    expect(
      checkRoutingSettings(current, { defaultMode: 'random', defaultCapacity: 0, queueOrder: 'newest', handBack: { logout: 'yes' }, showQueuePosition: 1 }),
    ).toEqual({
      fields: {
        defaultMode: 'Choose an assignment mode',
        defaultCapacity: 'Enter a whole number from 1 to 100',
        queueOrder: 'Choose oldest first or priority first',
        'handBack.logout': 'Choose on or off',
        showQueuePosition: 'Choose on or off',
      },
    });
    for (const capacity of [101, 2.5, '5', null]) {
      expect(checkRoutingSettings(current, { defaultCapacity: capacity })).toEqual({ fields: { defaultCapacity: 'Enter a whole number from 1 to 100' } });
    }
    expect(checkRoutingSettings(current, { handBack: true })).toEqual({ fields: { handBack: 'Choose when conversations go back to the queue' } });
  });

  it('keeps 1 to 12 aux reasons, each 1 to 40 characters and once', () => {
    expect(checkRoutingSettings(current, { auxReasons: [] })).toEqual({ fields: { auxReasons: 'Keep at least one reason' } });
    expect(checkRoutingSettings(current, { auxReasons: Array.from({ length: 13 }, (_, i) => `R${i}`) })).toEqual({ fields: { auxReasons: 'At most 12 reasons' } });
    expect(checkRoutingSettings(current, { auxReasons: Array.from({ length: 12 }, (_, i) => `R${i}`) })).toHaveProperty('value');
    expect(checkRoutingSettings(current, { auxReasons: ['Lunch', ' ', 'r'.repeat(41), 'LUNCH', 4] })).toEqual({
      fields: { 'auxReasons.1': 'Required', 'auxReasons.2': 'Max 40 characters', 'auxReasons.3': 'This reason is listed twice', 'auxReasons.4': 'Required' },
    });
    expect(checkRoutingSettings(current, { auxReasons: 'Lunch' })).toEqual({ fields: { auxReasons: 'Send the list of reasons' } });
  });
});

describe('member capacity and aux reasons', () => {
  it('takes a capacity of 1 to 100 or null', () => {
    expect(memberCapacityError(null)).toBeUndefined();
    expect(memberCapacityError(1)).toBeUndefined();
    expect(memberCapacityError(100)).toBeUndefined();
    for (const bad of [0, 101, 3.5, '3', undefined]) expect(memberCapacityError(bad)).toBe('Enter a whole number from 1 to 100');
  });

  it("takes one of the workspace's reasons, or none, to go aux", () => {
    expect(auxReasonError('Lunch', current)).toBeUndefined();
    expect(auxReasonError(' Lunch ', current)).toBeUndefined();
    expect(auxReasonError(undefined, current)).toBeUndefined();
    expect(auxReasonError(null, current)).toBeUndefined();
    expect(auxReasonError('  ', current)).toBeUndefined();
    expect(auxReasonError(7, current)).toBe('Choose a reason');
    expect(auxReasonError('Nap', current)).toBe('Not a reason of this workspace');
    expect(auxReasonError(undefined, { auxReasons: [] })).toBeUndefined();
  });
});
