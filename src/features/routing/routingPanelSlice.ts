import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import type { NeededSkillSource, RoutingDecision, Skill } from '../../domain/routing';
import { eventReducers } from '../realtime/eventReducers';
import { eventsReceived } from '../realtime/realtimeSlice';
import { withDecision } from './routingPanelRules';

// The conversation's Routing panel (Administrators): why it went where it went, live, and the skill it needs.

export interface RoutingPanelState {
  conversationId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Oldest first. */
  decisions: RoutingDecision[];
  /** The workspace's skills for the needed-skill select (null until read). */
  skills: Skill[] | null;
  /** The needed skill as the api last answered it (the panel's read, or a choice); undefined until read. */
  neededSkill: { skillId: string | null; source: NeededSkillSource | null } | undefined;
  skillSaving: boolean;
  skillError: string | null;
}

export const initialRoutingPanelState: RoutingPanelState = {
  conversationId: null,
  status: 'idle',
  decisions: [],
  skills: null,
  neededSkill: undefined,
  skillSaving: false,
  skillError: null,
};

export const routingPanelSlice = createSlice({
  name: 'routingPanel',
  initialState: initialRoutingPanelState,
  reducers: {
    opened(state, action: PayloadAction<string>) {
      if (state.conversationId === action.payload) return;
      return { ...initialRoutingPanelState, skills: state.skills, conversationId: action.payload, status: 'loading' };
    },
    loaded(
      state,
      action: PayloadAction<{ conversationId: string; decisions: RoutingDecision[]; skills: Skill[]; neededSkill: { skillId: string | null; source: NeededSkillSource | null } }>,
    ) {
      if (action.payload.conversationId !== state.conversationId) return;
      state.status = 'ready';
      // A live decision that came while the list was read stays.
      state.decisions = state.decisions.reduce(withDecision, action.payload.decisions);
      state.skills = action.payload.skills;
      // A choice answered while the panel was read is newer than what the read saw.
      if (state.neededSkill === undefined) state.neededSkill = action.payload.neededSkill;
    },
    loadFailed(state, action: PayloadAction<string>) {
      if (action.payload === state.conversationId) state.status = 'failed';
    },
    neededSkillChosen(state, _action: PayloadAction<{ conversationId: string; skillId: string | null }>) {
      state.skillSaving = true;
      state.skillError = null;
    },
    neededSkillSaved(state, action: PayloadAction<{ conversationId: string; skillId: string | null; source: NeededSkillSource | null }>) {
      if (action.payload.conversationId !== state.conversationId) return;
      state.skillSaving = false;
      state.neededSkill = { skillId: action.payload.skillId, source: action.payload.source };
    },
    neededSkillFailed(state, action: PayloadAction<string | null>) {
      state.skillSaving = false;
      state.skillError = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(
      eventsReceived,
      eventReducers<RoutingPanelState>({
        [REALTIME_EVENTS.routingDecision]: (state, { payload }) => {
          if (payload.decision.conversationId === state.conversationId) state.decisions = withDecision(state.decisions, payload.decision);
        },
      }),
    );
  },
});

export const {
  opened: routingPanelOpened,
  loaded: routingPanelLoaded,
  loadFailed: routingPanelLoadFailed,
  neededSkillChosen,
  neededSkillSaved,
  neededSkillFailed,
} = routingPanelSlice.actions;

export const selectRoutingPanel = (state: { routingPanel: RoutingPanelState }) => state.routingPanel;
