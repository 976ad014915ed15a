import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** How long the success snackbar stays up. Not in the spec; long enough to read a short sentence. */
export const SUCCESS_SNACKBAR_MS = 4_000;

export interface NoticeState {
  /** `id` tells two equal messages in a row apart, so the second restarts the timer and the announcement */
  success: { message: string; id: number } | null;
}

export const initialNoticeState: NoticeState = { success: null };

let nextId = 1;

export const noticeSlice = createSlice({
  name: 'notice',
  initialState: initialNoticeState,
  reducers: {
    successShown: {
      reducer(state, action: PayloadAction<{ message: string; id: number }>) {
        state.success = action.payload;
      },
      prepare(arg: string | { message: string }) {
        return { payload: { message: typeof arg === 'string' ? arg : arg.message, id: nextId++ } };
      },
    },
    successHidden(state) {
      state.success = null;
    },
  },
});

export const { successShown, successHidden } = noticeSlice.actions;

export const selectSuccessNotice = (state: { notice: NoticeState }) => state.notice.success;
