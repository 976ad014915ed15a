import { describe, expect, it } from 'vitest';
import { limitedMemberDismissed, limitedMemberRule, limitedMemberSlice, selectLimitedMemberOpen } from './limitedMemberSlice';

describe('limited-member dialog', () => {
  it('is shown to an expired member only while the flag is on', () => {
    expect(limitedMemberRule({ is_member_expired: true }, true)).toBe(true);
    expect(limitedMemberRule({ is_member_expired: true }, false)).toBe(false);
    expect(limitedMemberRule({ is_member_expired: false }, true)).toBe(false);
    expect(limitedMemberRule(null, true)).toBe(false);
  });

  it('starts with the flag on, and Dismiss toggles it', () => {
    const initial = limitedMemberSlice.reducer(undefined, { type: 'init' });
    expect(initial.flag).toBe(true);
    const once = limitedMemberSlice.reducer(initial, limitedMemberDismissed());
    expect(once.flag).toBe(false);
    expect(limitedMemberSlice.reducer(once, limitedMemberDismissed()).flag).toBe(true);
  });

  it('reads the open state from the store', () => {
    const auth = { workspace: { is_member_expired: true } };
    expect(selectLimitedMemberOpen({ auth, limitedMember: { flag: true } })).toBe(true);
    expect(selectLimitedMemberOpen({ auth, limitedMember: { flag: false } })).toBe(false);
  });
});
