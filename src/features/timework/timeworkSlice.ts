import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../components/form/fieldErrors';
import type { BusinessCalendar, CalendarAssignments } from '../../domain/businessHours';
import type { CheckedCalendar } from '../../domain/businessHoursRules';
import type { AssignmentTarget } from './timeworkApi';

// The business-hours page: the calendars, which department and channel uses which, the calendar being
// edited ('new' for one not saved yet), and the change under way with what the api refused.

/** 'save', 'default:<id>', 'delete:<id>', 'department:<id>', 'channel:<id>' */
export type TimeworkChangeKey = string;

export interface TimeworkState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  calendars: BusinessCalendar[];
  assignments: CalendarAssignments;
  editing: string | 'new' | null;
  pending: TimeworkChangeKey | null;
  failure: { key: TimeworkChangeKey; failure: FormFailure } | null;
}

const initialState: TimeworkState = {
  status: 'idle',
  calendars: [],
  assignments: { departments: [], channels: [] },
  editing: null,
  pending: null,
  failure: null,
};

const started = (state: TimeworkState, key: TimeworkChangeKey) => {
  state.pending = key;
  state.failure = null;
};

export const timeworkSlice = createSlice({
  name: 'timework',
  initialState,
  reducers: {
    opened(state) {
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<{ calendars: BusinessCalendar[]; assignments: CalendarAssignments }>) {
      state.status = 'ready';
      state.calendars = action.payload.calendars;
      state.assignments = action.payload.assignments;
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    editStarted(state, action: PayloadAction<string | 'new'>) {
      state.editing = action.payload;
      state.failure = null;
    },
    editClosed(state) {
      state.editing = null;
      state.failure = null;
    },
    saveRequested(state, _action: PayloadAction<{ id: string | null; calendar: CheckedCalendar }>) {
      started(state, 'save');
    },
    defaultRequested(state, action: PayloadAction<string>) {
      started(state, `default:${action.payload}`);
    },
    deleteRequested(state, action: PayloadAction<string>) {
      started(state, `delete:${action.payload}`);
    },
    assignRequested(state, action: PayloadAction<{ target: AssignmentTarget; calendarId: string | null }>) {
      started(state, `${action.payload.target.kind}:${action.payload.target.id}`);
    },
    calendarsReceived(state, action: PayloadAction<BusinessCalendar[]>) {
      state.calendars = action.payload;
      state.pending = null;
      if (state.editing !== null && state.editing !== 'new' && !action.payload.some((c) => c.id === state.editing)) state.editing = null;
    },
    saved(state, action: PayloadAction<BusinessCalendar[]>) {
      state.calendars = action.payload;
      state.pending = null;
      state.editing = null;
    },
    assignmentsReceived(state, action: PayloadAction<CalendarAssignments>) {
      state.assignments = action.payload;
      state.pending = null;
    },
    /** failure null: the error dialog shows it. */
    changeFailed(state, action: PayloadAction<{ key: TimeworkChangeKey; failure: FormFailure | null }>) {
      state.pending = null;
      state.failure = action.payload.failure ? { key: action.payload.key, failure: action.payload.failure } : null;
    },
  },
});

export const {
  opened: timeworkOpened,
  loaded: timeworkLoaded,
  loadFailed: timeworkLoadFailed,
  editStarted: calendarEditStarted,
  editClosed: calendarEditClosed,
  saveRequested: calendarSaveRequested,
  defaultRequested: defaultCalendarRequested,
  deleteRequested: calendarDeleteRequested,
  assignRequested: calendarAssignRequested,
  calendarsReceived,
  saved: calendarSaved,
  assignmentsReceived: calendarAssignmentsReceived,
  changeFailed: timeworkChangeFailed,
} = timeworkSlice.actions;

export const selectTimework = (state: { timework: TimeworkState }) => state.timework;

/** What the api refused about this change, by field. */
export const failureFor = (state: TimeworkState, key: TimeworkChangeKey): FormFailure | null => (state.failure?.key === key ? state.failure.failure : null);
