import { describe, expect, it } from 'vitest';
import type { SecurityMember } from '../../domain/twoFactor';
import { canReset, requirementDone, resetQuestion, twoFactorSummary } from './workspaceMembersRules';

const member = (id: string, twoFactor: boolean): SecurityMember => ({ id, name: `M${id}`, email: `${id}@x.test`, role: 'Agent', twoFactor });

describe('workspace members rules', () => {
  it('counts who uses two-factor login', () => {
    expect(twoFactorSummary([member('a', true), member('b', false), member('c', true)])).toBe('2 of 3 members use two-factor login.');
    expect(twoFactorSummary([member('a', true)])).toBe('1 of 1 member uses two-factor login.');
    expect(twoFactorSummary([member('a', false)])).toBe('0 of 1 member use two-factor login.');
  });

  it('resets only others who use it', () => {
    expect(canReset(member('a', true), 'me')).toBe(true);
    expect(canReset(member('a', false), 'me')).toBe(false);
    expect(canReset(member('me', true), 'me')).toBe(false);
  });

  it('says what a reset does and what the switch did', () => {
    expect(resetQuestion(member('a', true))).toContain("Ma's authenticator app, recovery codes and remembered browsers will stop working");
    expect(requirementDone(true)).toBe('Two-factor login is now required for every member.');
    expect(requirementDone(false)).toBe('Two-factor login is no longer required.');
  });
});
