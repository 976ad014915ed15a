import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../components/form/fieldErrors';
import type { DepartmentSettings } from '../../domain/departmentRules';

/** Which change is under way or was refused: 'create', 'default', or the kind and its department or channel. */
export type ChangeKey = 'create' | 'default' | `rename:${string}` | `remove:${string}` | `members:${string}` | `channel:${string}`;

export interface DepartmentsPageState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: DepartmentSettings | null;
  busy: ChangeKey | null;
  /** The api's refusal of the last change, shown beside the control that made it. */
  failure: { key: ChangeKey; failure: FormFailure } | null;
  /** Bumped by each change that went through, so a form can clear itself. */
  done: { key: ChangeKey; count: number } | null;
}

export const initialDepartmentsPageState: DepartmentsPageState = { status: 'idle', data: null, busy: null, failure: null, done: null };

const started = (state: DepartmentsPageState, key: ChangeKey) => {
  state.busy = key;
  state.failure = null;
};

export const departmentsPageSlice = createSlice({
  name: 'departmentsPage',
  initialState: initialDepartmentsPageState,
  reducers: {
    opened(state) {
      if (!state.data) state.status = 'loading';
    },
    loaded(state, action: PayloadAction<DepartmentSettings>) {
      state.status = 'ready';
      state.data = action.payload;
    },
    loadFailed(state) {
      state.status = state.data ? 'ready' : 'failed';
    },
    createRequested(state, _action: PayloadAction<string>) {
      started(state, 'create');
    },
    renameRequested(state, action: PayloadAction<{ id: string; name: string }>) {
      started(state, `rename:${action.payload.id}`);
    },
    removeRequested(state, action: PayloadAction<{ id: string; moveTo: string }>) {
      started(state, `remove:${action.payload.id}`);
    },
    memberChangeRequested(state, action: PayloadAction<{ departmentId: string; userId: string; member: boolean }>) {
      started(state, `members:${action.payload.departmentId}`);
    },
    defaultChangeRequested(state, _action: PayloadAction<string>) {
      started(state, 'default');
    },
    channelDefaultChangeRequested(state, action: PayloadAction<{ channelId: string; departmentId: string | null }>) {
      started(state, `channel:${action.payload.channelId}`);
    },
    changeSucceeded(state, action: PayloadAction<ChangeKey>) {
      state.busy = null;
      state.done = { key: action.payload, count: (state.done?.count ?? 0) + 1 };
    },
    changeFailed(state, action: PayloadAction<{ key: ChangeKey; failure: FormFailure | null }>) {
      state.busy = null;
      state.failure = action.payload.failure ? { key: action.payload.key, failure: action.payload.failure } : null;
    },
    failureDismissed(state) {
      state.failure = null;
    },
  },
});

export const {
  opened: departmentsPageOpened,
  loaded: departmentsLoaded,
  loadFailed: departmentsLoadFailed,
  createRequested: departmentCreateRequested,
  renameRequested: departmentRenameRequested,
  removeRequested: departmentRemoveRequested,
  memberChangeRequested: departmentMemberChangeRequested,
  defaultChangeRequested: defaultDepartmentChangeRequested,
  channelDefaultChangeRequested: channelDefaultDepartmentChangeRequested,
  changeSucceeded: departmentChangeSucceeded,
  changeFailed: departmentChangeFailed,
  failureDismissed: departmentFailureDismissed,
} = departmentsPageSlice.actions;

export const selectDepartmentsPage = (state: { departmentsPage: DepartmentsPageState }) => state.departmentsPage;
