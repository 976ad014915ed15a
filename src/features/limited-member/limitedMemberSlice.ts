import { createSlice } from '@reduxjs/toolkit';

export interface LimitedMemberState {
  /** spec §4: the dialog's flag, initially on; Dismiss toggles it */
  flag: boolean;
}

export const limitedMemberSlice = createSlice({
  name: 'limitedMember',
  initialState: { flag: true } as LimitedMemberState,
  reducers: {
    dismissed(state) {
      state.flag = !state.flag;
    },
  },
});

export const { dismissed: limitedMemberDismissed } = limitedMemberSlice.actions;

type WithLimitedMember = { limitedMember: LimitedMemberState; auth: { workspace: { is_member_expired: boolean } | null } };

/** Spec §4: shown to an expired member while the flag is on. */
export const selectLimitedMemberOpen = (state: WithLimitedMember): boolean =>
  limitedMemberRule(state.auth.workspace, state.limitedMember.flag);

export function limitedMemberRule(workspace: { is_member_expired: boolean } | null, flag: boolean): boolean {
  return Boolean(workspace?.is_member_expired) && flag;
}
