import { describe, expect, it } from 'vitest';
import { maintenancePageDecision } from './maintenanceRules';

describe('maintenancePageDecision', () => {
  it('waits for the configuration, stays while on, leaves once off', () => {
    expect(maintenancePageDecision(false, false)).toBe('wait');
    expect(maintenancePageDecision(true, true)).toBe('stay');
    expect(maintenancePageDecision(true, false)).toBe('leave');
  });
});
