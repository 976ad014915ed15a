import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const DEFAULT_CAPTION = 'Chat Us';

export interface HelpWidgetState {
  /** true once the widget's script reported it is ready; the profile menu's button waits for it */
  loaded: boolean;
  open: boolean;
  caption: string;
}

export const initialHelpWidgetState: HelpWidgetState = { loaded: false, open: false, caption: DEFAULT_CAPTION };

export const helpWidgetSlice = createSlice({
  name: 'helpWidget',
  initialState: initialHelpWidgetState,
  reducers: {
    loaded(state, action: PayloadAction<{ caption?: string } | undefined>) {
      state.loaded = true;
      if (action.payload?.caption) state.caption = action.payload.caption;
    },
    toggled(state) {
      // Opening a widget that is not there yet would show nothing.
      if (state.loaded) state.open = !state.open;
    },
    /** The visitor closed the chat window from inside it. */
    closed(state) {
      state.open = false;
    },
  },
});

export const { loaded: helpWidgetLoaded, toggled: helpWidgetToggled, closed: helpWidgetClosed } = helpWidgetSlice.actions;

export const selectHelpWidget = (state: { helpWidget: HelpWidgetState }) => state.helpWidget;
