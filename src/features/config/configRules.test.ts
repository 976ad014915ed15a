import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, isMaintenanceAnswer, parseConfig } from './configRules';

const answer = (data: unknown) => ({ result: 'success', data });

describe('parseConfig', () => {
  it('reads every field of the contract', () => {
    expect(
      parseConfig(
        answer({
          billingGuard: true,
          helpCenterHost: 'https://help.example.test/',
          webchatProduct: 'ACME',
          webchatSupportChannel: 'Sup_port-123',
          maintenance: false,
          me: { developer: true, spectator: false, serviceAccount: true, spectating: false },
        }),
      ),
    ).toEqual({
      billingGuard: true,
      helpCenterHost: 'https://help.example.test',
      webchatProduct: 'ACME',
      webchatSupportChannel: 'Sup_port-123',
      maintenance: false,
      me: { developer: true, spectator: false, serviceAccount: true, spectating: false },
    });
  });

  it('keeps me null before login', () => {
    expect(parseConfig(answer({ maintenance: true, me: null }))).toMatchObject({ maintenance: true, me: null });
  });

  it('falls back to the safe value for each missing or odd field', () => {
    expect(parseConfig(answer({ billingGuard: 'yes', webchatProduct: '../x', webchatSupportChannel: 'x"><script>', me: { developer: 1 } }))).toEqual({
      ...DEFAULT_CONFIG,
      me: { developer: false, spectator: false, serviceAccount: false, spectating: false },
    });
  });

  it('refuses what is not a configuration answer', () => {
    for (const value of [null, 'x', { result: 'error', message: 'no' }, { result: 'success' }]) {
      expect(parseConfig(value)).toBeNull();
    }
  });
});

describe('isMaintenanceAnswer', () => {
  it('is a 503 with the maintenance code only', () => {
    expect(isMaintenanceAnswer(503, 'maintenance')).toBe(true);
    expect(isMaintenanceAnswer(503, null)).toBe(false);
    expect(isMaintenanceAnswer(500, 'maintenance')).toBe(false);
  });
});
