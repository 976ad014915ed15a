import { createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Page, TicketSummary } from '../../domain/inbox';
import { INITIAL_PAGING, listPaging, type ListPaging, type ListStatus } from '../../domain/infiniteList';
import { loggedOut } from '../auth/authSlice';
import { eventsReceived } from '../realtime/realtimeSlice';
import { listChangesIn } from './ticketEvents';
import { appendPage, applyTicketChanges, emptyTickets, ticketIn, type ListChange, type TicketListData } from './ticketListState';
import type { TicketFilters, Viewer } from './ticketsRules';

export type LoadStatus = ListStatus;

/** `status` is the first page of the current filters, `moreStatus` the next one (infinite scroll). */
export interface TicketListState extends TicketListData, ListPaging {
  /** the filters' URL form: answers for other filters are dropped */
  key: string;
  /** changes that arrived while the first page was on its way, applied on top of it */
  buffered: ListChange[];
}

export const initialTicketListState: TicketListState = {
  ids: [],
  tickets: emptyTickets(),
  filters: {},
  viewer: null,
  ...INITIAL_PAGING,
  key: '',
  buffered: [],
};

const slice = createSlice({
  name: 'ticketList',
  initialState: initialTicketListState,
  reducers: {
    /** The page opened or its filters changed: start again from the first page. */
    listRequested(_state, action: PayloadAction<{ key: string; filters: TicketFilters; viewer: Viewer | null }>) {
      return { ...initialTicketListState, ...action.payload, status: 'loading' as const };
    },
    firstPageReceived(state, action: PayloadAction<{ key: string; page: Page<TicketSummary> }>) {
      if (action.payload.key !== state.key) return state;
      const { items, nextCursor, total } = action.payload.page;
      const page = { ...appendPage({ ...state, ids: [], tickets: emptyTickets() }, items), nextCursor, total, status: 'succeeded' as const, buffered: [] };
      return applyTicketChanges(page, state.buffered);
    },
    firstPageFailed(state, action: PayloadAction<{ key: string }>) {
      if (action.payload.key === state.key) listPaging.firstPageFailed(state);
    },
    moreRequested(state) {
      listPaging.moreRequested(state);
    },
    moreReceived(state, action: PayloadAction<{ key: string; page: Page<TicketSummary> }>) {
      if (action.payload.key !== state.key) return state;
      const { items, nextCursor, total } = action.payload.page;
      return { ...appendPage(state, items), nextCursor, total, moreStatus: 'succeeded' as const };
    },
    moreFailed(state, action: PayloadAction<{ key: string }>) {
      if (action.payload.key === state.key) listPaging.morePageFailed(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialTicketListState);
  },
});

/** This console changed a ticket (the api's answer): shown before its event comes back. */
export const ticketChanged = createAction<TicketSummary>('ticketList/ticketChanged');

/** Changes to a list that is loaded, or on its way (kept for the page), or neither (dropped). */
function withChanges(state: TicketListState, changes: ListChange[]): TicketListState {
  if (changes.length === 0 || state.status === 'idle' || state.status === 'failed') return state;
  if (state.status === 'loading') return { ...state, buffered: [...state.buffered, ...changes] };
  return applyTicketChanges(state, changes);
}

/**
 * Ticket changes skip Immer (see ticketListState.ts): a socket burst is one pass over its batch; the
 * rest goes through the slice's reducers.
 */
export function ticketListReducer(state: TicketListState | undefined, action: UnknownAction): TicketListState {
  if (state && eventsReceived.match(action)) return withChanges(state, listChangesIn(action.payload.events));
  if (state && ticketChanged.match(action)) return withChanges(state, [{ ticket: action.payload }]);
  return slice.reducer(state, action);
}

export const ticketListSlice = { name: slice.name, reducer: ticketListReducer, actions: slice.actions };

export const {
  listRequested,
  firstPageReceived,
  firstPageFailed,
  moreRequested,
  moreReceived,
  moreFailed,
} = slice.actions;

type WithTicketList = { ticketList: TicketListState };
export const selectTicketList = (state: WithTicketList) => state.ticketList;
export const selectTicketIds = (state: WithTicketList) => state.ticketList.ids;
export const selectTicketById = (state: WithTicketList, id: string) => ticketIn(state.ticketList, id);
export const selectTicketTotal = (state: WithTicketList) => state.ticketList.total;
