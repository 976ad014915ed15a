import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../components/form/fieldErrors';
import type { Page } from '../../domain/inbox';
import type { AuditLine, WorkspaceSettings } from '../../domain/workspaceSettingsRules';

/** The audit log's filters as the page holds them (days YYYY-MM-DD of the workspace, '' when open). */
export interface AuditFilters {
  q: string;
  from: string;
  to: string;
}

export interface WorkspaceSettingsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  settings: WorkspaceSettings | null;
  saving: boolean;
  /** the api's refusal of the last save, its fields shown beside the inputs */
  failure: FormFailure | null;
  audit: {
    filters: AuditFilters;
    status: 'idle' | 'loading' | 'ready' | 'failed';
    items: AuditLine[];
    total: number;
    nextCursor: string | null;
    loadingMore: boolean;
  };
}

export const initialWorkspaceSettingsState: WorkspaceSettingsState = {
  status: 'idle',
  settings: null,
  saving: false,
  failure: null,
  audit: { filters: { q: '', from: '', to: '' }, status: 'idle', items: [], total: 0, nextCursor: null, loadingMore: false },
};

export const workspaceSettingsSlice = createSlice({
  name: 'workspaceSettings',
  initialState: initialWorkspaceSettingsState,
  reducers: {
    opened(state) {
      state.status = 'loading';
      state.failure = null;
    },
    loaded(state, action: PayloadAction<WorkspaceSettings>) {
      state.status = 'ready';
      state.settings = action.payload;
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    saveRequested(state, _action: PayloadAction<Partial<WorkspaceSettings>>) {
      state.saving = true;
      state.failure = null;
    },
    saved(state, action: PayloadAction<WorkspaceSettings>) {
      state.saving = false;
      state.settings = action.payload;
    },
    saveFailed(state, action: PayloadAction<FormFailure | null>) {
      state.saving = false;
      state.failure = action.payload;
    },
    auditFiltersChanged(state, action: PayloadAction<Partial<AuditFilters>>) {
      state.audit.filters = { ...state.audit.filters, ...action.payload };
      state.audit.status = 'loading';
    },
    auditReloadRequested(state) {
      state.audit.status = 'loading';
    },
    auditMoreRequested(state) {
      state.audit.loadingMore = true;
    },
    auditLoaded(state, action: PayloadAction<{ page: Page<AuditLine>; append: boolean }>) {
      const { page, append } = action.payload;
      state.audit.items = append ? [...state.audit.items, ...page.items] : page.items;
      state.audit.total = page.total;
      state.audit.nextCursor = page.nextCursor;
      state.audit.status = 'ready';
      state.audit.loadingMore = false;
    },
    auditLoadFailed(state) {
      state.audit.status = 'failed';
      state.audit.loadingMore = false;
    },
  },
});

export const {
  opened: workspaceSettingsOpened,
  loaded: workspaceSettingsLoaded,
  loadFailed: workspaceSettingsLoadFailed,
  saveRequested: workspaceSettingsSaveRequested,
  saved: workspaceSettingsSaved,
  saveFailed: workspaceSettingsSaveFailed,
  auditFiltersChanged,
  auditReloadRequested,
  auditMoreRequested,
  auditLoaded,
  auditLoadFailed,
} = workspaceSettingsSlice.actions;

export const selectWorkspaceSettings = (state: { workspaceSettings: WorkspaceSettingsState }) => state.workspaceSettings;
export const selectAudit = (state: { workspaceSettings: WorkspaceSettingsState }) => state.workspaceSettings.audit;
