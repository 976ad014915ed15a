import { createSlice } from '@reduxjs/toolkit';

/** pending: still asking the other tabs; owner: this tab runs the console; blocked: another tab does. */
export interface OneTabState {
  role: 'pending' | 'owner' | 'blocked';
}

export const initialOneTabState: OneTabState = { role: 'pending' };

export const oneTabSlice = createSlice({
  name: 'oneTab',
  initialState: initialOneTabState,
  reducers: {
    owned(state) {
      state.role = 'owner';
    },
    blocked(state) {
      state.role = 'blocked';
    },
  },
});

export const { owned: tabOwned, blocked: tabBlocked } = oneTabSlice.actions;

type WithOneTab = { oneTab: OneTabState };
/** For the shell's prevent-new-tab guard and the one-tab dialog. */
export const selectOneTabBlocked = (state: WithOneTab) => state.oneTab.role === 'blocked';
export const selectOneTabRole = (state: WithOneTab) => state.oneTab.role;
