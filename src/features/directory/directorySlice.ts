import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserStatus } from '../../domain/api';
import type { Department, Member } from '../../domain/inbox';
import { loggedOut } from '../auth/authSlice';

/**
 * The workspace's members and departments, which several console pages show as names and offer as
 * filters. Read once per session: the first page that needs them asks, later ones reuse them.
 */
export interface DirectoryState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  members: Member[];
  departments: Department[];
  message: string | null;
}

export const initialDirectoryState: DirectoryState = { status: 'idle', members: [], departments: [], message: null };

export const directorySlice = createSlice({
  name: 'directory',
  initialState: initialDirectoryState,
  reducers: {
    /** A page needs the directory; the saga reads it unless it is already in or on its way. */
    needed() {},
    loadStarted(state) {
      state.status = 'loading';
      state.message = null;
    },
    loaded(state, action: PayloadAction<{ members: Member[]; departments: Department[] }>) {
      state.status = 'succeeded';
      state.members = action.payload.members;
      state.departments = action.payload.departments;
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.message = action.payload;
    },
    /** Members switched between available and aux ('agent status' events, in order): the directory stays live. */
    statusesChanged(state, action: PayloadAction<{ userId: string; status: UserStatus }[]>) {
      for (const { userId, status } of action.payload) {
        const member = state.members.find((m) => m.id === userId);
        if (member) member.status = status;
      }
    },
    /** The workspace's departments changed ('departments changed': the whole list): names and filters follow. */
    departmentsChanged(state, action: PayloadAction<Department[]>) {
      state.departments = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialDirectoryState);
  },
});

export const {
  needed: directoryNeeded,
  loadStarted: directoryLoadStarted,
  loaded: directoryLoaded,
  loadFailed: directoryLoadFailed,
  statusesChanged: directoryStatusesChanged,
  departmentsChanged: directoryDepartmentsChanged,
} = directorySlice.actions;

type WithDirectory = { directory: DirectoryState };
export const selectDirectoryStatus = (state: WithDirectory) => state.directory.status;
export const selectMembers = (state: WithDirectory) => state.directory.members;
export const selectDepartments = (state: WithDirectory) => state.directory.departments;

/** The member's name, or null for no id or a member this session does not know (left, or not visible to an Agent). */
export const selectMemberName = (state: WithDirectory, id: string | null | undefined): string | null =>
  id ? (state.directory.members.find((member) => member.id === id)?.name ?? null) : null;

export const selectDepartmentName = (state: WithDirectory, id: string | null | undefined): string | null =>
  id ? (state.directory.departments.find((department) => department.id === id)?.name ?? null) : null;
