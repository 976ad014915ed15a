import { describe, expect, it } from 'vitest';
import { gettingStartedSteps, validateWorkspaceName } from './onboardingRules';

describe('workspace name', () => {
  it("is required ('Required') and at most 100 characters", () => {
    expect(validateWorkspaceName('')).toBe('Required');
    expect(validateWorkspaceName('   ')).toBe('Required');
    expect(validateWorkspaceName(undefined)).toBe('Required');
    expect(validateWorkspaceName('a'.repeat(100))).toBeUndefined();
    expect(validateWorkspaceName(` ${'a'.repeat(100)} `)).toBeUndefined();
    expect(validateWorkspaceName('a'.repeat(101))).toBe('Max 100 characters');
  });
});

describe('getting started', () => {
  it('links a channel, a member and business hours, with the web chat of the runtime product code', () => {
    expect(gettingStartedSteps('ACME').map((s) => [s.title, s.target])).toEqual([
      ['Connect a channel', '/settings/channel/CHATACMEWEBCHAT'],
      ['Invite a member', '/settings/workspace/member'],
      ['Set business hours', '/settings/workspace/timework'],
    ]);
  });
});
