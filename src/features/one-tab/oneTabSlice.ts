import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** pending: still asking the other tabs; owner: this tab runs the console; blocked: another tab does. */
export interface OneTabState {
  role: 'pending' | 'owner' | 'blocked';
  /** Blocked tab: the page (under /v2) it handed to the console tab, which opened it. */
  handedOff: string | null;
  /** Console tab: the page another tab handed over, until it is opened. */
  incoming: string | null;
}

export const initialOneTabState: OneTabState = { role: 'pending', handedOff: null, incoming: null };

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
    handedOff(state, action: PayloadAction<string>) {
      state.handedOff = action.payload;
    },
    handOffReceived(state, action: PayloadAction<string>) {
      state.incoming = action.payload;
    },
    handOffOpened(state) {
      state.incoming = null;
    },
  },
});

export const {
  owned: tabOwned,
  blocked: tabBlocked,
  handedOff: tabHandedOff,
  handOffReceived: tabHandOffReceived,
  handOffOpened: tabHandOffOpened,
} = oneTabSlice.actions;

type WithOneTab = { oneTab: OneTabState };
/** For the shell's prevent-new-tab guard and the one-tab dialog. */
export const selectOneTabBlocked = (state: WithOneTab) => state.oneTab.role === 'blocked';
export const selectOneTabRole = (state: WithOneTab) => state.oneTab.role;
export const selectHandedOff = (state: WithOneTab) => state.oneTab.handedOff;
export const selectIncomingHandOff = (state: WithOneTab) => state.oneTab.incoming;
