import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { changeRefused, changeStarted, changeSucceeded, type ChangeState } from '../../components/form/changeState';
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

export interface SkillsPageState extends ChangeState<SkillChangeKey> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: SkillsData | null;
}

export const initialSkillsPageState: SkillsPageState = { status: 'idle', data: null, busy: null, failure: null, done: null };

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
      changeStarted(state, 'create');
    },
    updateRequested(state, action: PayloadAction<{ id: string; draft: SkillDraft }>) {
      changeStarted(state, `skill:${action.payload.id}`);
    },
    removeRequested(state, action: PayloadAction<string>) {
      changeStarted(state, `remove:${action.payload}`);
    },
    memberSaveRequested(state, action: PayloadAction<{ userId: string; skills: MemberSkill[]; capacity: number | null }>) {
      changeStarted(state, `member:${action.payload.userId}`);
    },
    keywordRulesSaveRequested(state, _action: PayloadAction<KeywordRule[]>) {
      changeStarted(state, 'keywords');
    },
    changeSucceeded(state, action: PayloadAction<SkillChangeKey>) {
      changeSucceeded(state, action.payload);
    },
    changeFailed(state, action: PayloadAction<{ key: SkillChangeKey; failure: FormFailure | null }>) {
      changeRefused(state, action.payload.key, action.payload.failure);
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
