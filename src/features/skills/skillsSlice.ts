import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../components/form/fieldErrors';
import type { MemberSkill, Skill } from '../../domain/routing';
import type { KeywordRule } from '../../domain/skillRules';
import type { SkillDraft, SkilledMember } from './skillsApi';

/** Which change is under way or was refused: a new skill, one skill, its removal, one agent, or the keyword rules. */
export type SkillChangeKey = 'create' | `skill:${string}` | `remove:${string}` | `member:${string}` | 'keywords';

export interface SkillsData {
  skills: Skill[];
  members: SkilledMember[];
  keywordRules: KeywordRule[];
}

export interface SkillsPageState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: SkillsData | null;
  busy: SkillChangeKey | null;
  /** The api's refusal of the last change, shown beside the control that made it. */
  failure: { key: SkillChangeKey; failure: FormFailure } | null;
  /** Bumped by each change that went through, so a form can clear or close itself. */
  done: { key: SkillChangeKey; count: number } | null;
}

export const initialSkillsPageState: SkillsPageState = { status: 'idle', data: null, busy: null, failure: null, done: null };

const started = (state: SkillsPageState, key: SkillChangeKey) => {
  state.busy = key;
  state.failure = null;
};

export const skillsPageSlice = createSlice({
  name: 'skillsPage',
  initialState: initialSkillsPageState,
  reducers: {
    opened(state) {
      if (!state.data) state.status = 'loading';
    },
    loaded(state, action: PayloadAction<SkillsData>) {
      state.status = 'ready';
      state.data = action.payload;
    },
    loadFailed(state) {
      state.status = state.data ? 'ready' : 'failed';
    },
    createRequested(state, _action: PayloadAction<SkillDraft>) {
      started(state, 'create');
    },
    updateRequested(state, action: PayloadAction<{ id: string; draft: SkillDraft }>) {
      started(state, `skill:${action.payload.id}`);
    },
    removeRequested(state, action: PayloadAction<string>) {
      started(state, `remove:${action.payload}`);
    },
    memberSaveRequested(state, action: PayloadAction<{ userId: string; skills: MemberSkill[]; capacity: number | null }>) {
      started(state, `member:${action.payload.userId}`);
    },
    keywordRulesSaveRequested(state, _action: PayloadAction<KeywordRule[]>) {
      started(state, 'keywords');
    },
    changeSucceeded(state, action: PayloadAction<SkillChangeKey>) {
      state.busy = null;
      state.done = { key: action.payload, count: (state.done?.count ?? 0) + 1 };
    },
    changeFailed(state, action: PayloadAction<{ key: SkillChangeKey; failure: FormFailure | null }>) {
      state.busy = null;
      state.failure = action.payload.failure ? { key: action.payload.key, failure: action.payload.failure } : null;
    },
  },
});

export const {
  opened: skillsPageOpened,
  loaded: skillsLoaded,
  loadFailed: skillsLoadFailed,
  createRequested: skillCreateRequested,
  updateRequested: skillUpdateRequested,
  removeRequested: skillRemoveRequested,
  memberSaveRequested: memberSkillsSaveRequested,
  keywordRulesSaveRequested,
  changeSucceeded: skillChangeSucceeded,
  changeFailed: skillChangeFailed,
} = skillsPageSlice.actions;

export const selectSkillsPage = (state: { skillsPage: SkillsPageState }) => state.skillsPage;
