import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { ConversationSummary, Page } from '../../domain/inbox';
import { loggedOut } from '../auth/authSlice';
import { eventsReceived } from '../realtime/realtimeSlice';
import { INITIAL_PAGING, listPaging, type ListPaging } from '../../domain/infiniteList';
import { belongsInView, compareConversations, latestConversations, listChanges, mayJoin, type ListView } from './conversationListRules';
import type { RealtimeEvent } from '../../domain/realtimeEvents';
import { conversationChanged, conversationLoaded } from './openConversationSlice';

const adapter = createEntityAdapter<ConversationSummary>({ sortComparer: compareConversations });

export interface ConversationListState extends EntityState<ConversationSummary, string>, ListPaging {
  view: ListView | null;
  /** whose "mine" the view is: live events are sorted into the view with it */
  meId: string | null;
  /** changes that arrived while the first page was on its way, laid over it when it comes */
  pending: ConversationSummary[];
}

const initialState: ConversationListState = adapter.getInitialState({
  view: null,
  meId: null,
  ...INITIAL_PAGING,
  pending: [],
});

/** The row as it now is: in the view it is added or replaced, otherwise it leaves the list. */
function place(state: ConversationListState, conversation: ConversationSummary) {
  if (!state.view || !state.meId) return;
  const present = state.ids.includes(conversation.id);
  if (belongsInView(conversation, state.view, state.meId)) {
    if (!present && !mayJoin(state.view)) return;
    adapter.upsertOne(state, conversation);
    if (!present) state.total++;
  } else if (present) {
    adapter.removeOne(state, conversation.id);
    state.total = Math.max(0, state.total - 1);
  }
}

/** The held changes with a batch's added, one (the newest) per conversation. */
function mergeLatest(held: ConversationSummary[], events: readonly RealtimeEvent[]): ConversationSummary[] {
  return [...latestConversations(events, held).values()];
}

export const conversationListSlice = createSlice({
  name: 'conversationList',
  initialState,
  reducers: {
    /** Show this view from its first page (also to retry after a failure). */
    requested(state, action: PayloadAction<{ view: ListView; meId: string }>) {
      state.view = action.payload.view;
      state.meId = action.payload.meId;
      listPaging.started(state);
      state.pending = [];
    },
    firstPageLoaded(state, action: PayloadAction<Page<ConversationSummary>>) {
      adapter.setAll(state, action.payload.items);
      listPaging.firstPageLoaded(state, action.payload);
      // The page may have been read before these changes: they are newer, so they win.
      for (const conversation of state.pending) place(state, conversation);
      state.pending = [];
    },
    firstPageFailed(state) {
      listPaging.firstPageFailed(state);
      state.pending = [];
    },
    moreRequested(state) {
      listPaging.moreRequested(state);
    },
    morePageLoaded(state, action: PayloadAction<Page<ConversationSummary>>) {
      // A live event may already have brought some of these rows: upsert keeps one of each.
      adapter.upsertMany(state, action.payload.items);
      listPaging.morePageLoaded(state, action.payload, state.ids.length);
    },
    morePageFailed(state) {
      listPaging.morePageFailed(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(eventsReceived, (state, action) => {
        if (!state.view || !state.meId) return;
        if (state.status === 'loading') {
          state.pending = mergeLatest(state.pending, action.payload.events);
          return;
        }
        if (state.status !== 'succeeded') return;
        const { upserts, removals } = listChanges(action.payload.events, state.view, state.meId, new Set(state.ids));
        if (upserts.length === 0 && removals.length === 0) return;
        const before = state.ids.length;
        adapter.upsertMany(state, upserts);
        adapter.removeMany(state, removals);
        state.total = Math.max(0, state.total + state.ids.length - before);
      })
      // The conversation was read (its unread count is back to 0) or an action changed it.
      .addCase(conversationLoaded, (state, action) => {
        if (state.status === 'succeeded') place(state, action.payload.conversation);
      })
      .addCase(conversationChanged, (state, action) => {
        if (state.status === 'succeeded') place(state, action.payload);
      })
      .addCase(loggedOut, () => initialState);
  },
});

export const {
  requested: conversationListRequested,
  firstPageLoaded: conversationListLoaded,
  firstPageFailed: conversationListFailed,
  moreRequested: moreConversationsRequested,
  morePageLoaded: moreConversationsLoaded,
  morePageFailed: moreConversationsFailed,
} = conversationListSlice.actions;

type WithList = { conversationList: ConversationListState };
const selectors = adapter.getSelectors((state: WithList) => state.conversationList);
export const selectConversationList = (state: WithList) => state.conversationList;
export const selectConversations = selectors.selectAll;
export const selectConversationById = selectors.selectById;
