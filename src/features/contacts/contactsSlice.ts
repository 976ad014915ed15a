import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { Contact, ContactDetail, Page } from '../../domain/inbox';
import { loggedOut } from '../auth/authSlice';
import { eventsReceived } from '../realtime/realtimeSlice';
import type { ContactBody } from './contactFormRules';
import { applyDetailChanges, initialDialogs, type ContactDialogsState, type ContactDetailState } from './contactsState';
import { EMPTY_QUERY, compareContacts, contactChanges, contactMatches, workChanges, type ContactQuery, type Viewer } from './contactsRules';
import { INITIAL_PAGING, listPaging, type ListPaging } from '../../domain/infiniteList';

const adapter = createEntityAdapter<Contact>({ sortComparer: compareContacts });

export interface ContactsState extends EntityState<Contact, string>, ContactDialogsState, ListPaging {
  query: ContactQuery;
  /** Bumped by each first-page request, so a page of an older query is never appended. */
  generation: number;
  viewer: Viewer | null;
  detail: ContactDetailState;
}

export const initialContactsState: ContactsState = adapter.getInitialState({
  query: EMPTY_QUERY,
  generation: 0,
  ...INITIAL_PAGING,
  viewer: null,
  detail: { id: null, status: 'idle', data: null, message: null, mergedInto: null },
  ...initialDialogs,
});

function startList(state: ContactsState) {
  state.generation++;
  listPaging.started(state);
}

/** A contact as it now is: in the filtered list it is added or replaced; otherwise it leaves. */
function place(state: ContactsState, contact: Contact) {
  const present = state.entities[contact.id] !== undefined;
  if (contactMatches(contact, state.query)) {
    adapter.upsertOne(state, contact);
    if (!present) state.total++;
  } else if (present) {
    adapter.removeOne(state, contact.id);
    state.total = Math.max(0, state.total - 1);
  }
}

/** What an open contact shows once it was erased on request (its data is gone, so nothing else). */
export const CONTACT_ERASED = 'This contact was erased at their request.';

function drop(state: ContactsState, ids: string[]) {
  const present = ids.filter((id) => state.entities[id] !== undefined);
  adapter.removeMany(state, present);
  state.total = Math.max(0, state.total - present.length);
}

export const contactsSlice = createSlice({
  name: 'contacts',
  initialState: initialContactsState,
  reducers: {
    /** The page opened: the list is read again (it may have changed while the agent worked elsewhere). */
    pageOpened(state, action: PayloadAction<Viewer | null>) {
      state.viewer = action.payload;
      startList(state);
    },
    /** Typing in the search box or the tag filter; the saga waits for a pause before reading the list. */
    queryChanged(state, action: PayloadAction<Partial<ContactQuery>>) {
      state.query = { ...state.query, ...action.payload };
    },
    listRequested(state) {
      startList(state);
    },
    firstPageLoaded(state, action: PayloadAction<{ generation: number; page: Page<Contact> }>) {
      if (action.payload.generation !== state.generation) return;
      adapter.setAll(state, action.payload.page.items);
      listPaging.firstPageLoaded(state, action.payload.page);
    },
    firstPageFailed(state, action: PayloadAction<{ generation: number }>) {
      if (action.payload.generation === state.generation) listPaging.firstPageFailed(state);
    },
    moreRequested(state) {
      listPaging.moreRequested(state);
    },
    morePageLoaded(state, action: PayloadAction<{ generation: number; page: Page<Contact> }>) {
      if (action.payload.generation !== state.generation) return;
      // A live event may already have brought some of these rows: upsert keeps one of each.
      adapter.upsertMany(state, action.payload.page.items);
      listPaging.morePageLoaded(state, action.payload.page, state.ids.length);
    },
    morePageFailed(state, action: PayloadAction<{ generation: number }>) {
      if (action.payload.generation === state.generation) listPaging.morePageFailed(state);
    },
    contactSelected(state, action: PayloadAction<string | null>) {
      const id = action.payload;
      state.detail = { id, status: id ? 'loading' : 'idle', data: null, message: null, mergedInto: null };
      state.edit = initialDialogs.edit;
      state.merge = initialDialogs.merge;
    },
    detailLoaded(state, action: PayloadAction<ContactDetail>) {
      if (state.detail.id !== action.payload.contact.id) return;
      state.detail.status = 'succeeded';
      state.detail.data = action.payload;
      if (state.entities[action.payload.contact.id]) adapter.upsertOne(state, action.payload.contact);
    },
    detailFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      if (state.detail.id !== action.payload.id) return;
      state.detail.status = 'failed';
      state.detail.message = action.payload.message;
    },
    editOpened(state) {
      if (state.detail.data) state.edit = { open: true, status: 'idle', failure: null };
    },
    editClosed(state) {
      state.edit = initialDialogs.edit;
    },
    saveRequested: {
      reducer(state) {
        state.edit.status = 'saving';
        state.edit.failure = null;
      },
      prepare: (payload: { id: string; body: ContactBody }) => ({ payload }),
    },
    saveSucceeded(state, action: PayloadAction<Contact>) {
      state.edit = initialDialogs.edit;
      place(state, action.payload);
      if (state.detail.data) state.detail.data = applyDetailChanges(state.detail.data, [action.payload], { conversations: [], tickets: [] }, state.viewer);
    },
    saveFailed(state, action: PayloadAction<{ message: string; fields: Record<string, string> }>) {
      state.edit.status = 'failed';
      state.edit.failure = action.payload;
    },
    mergeOpened(state) {
      if (state.detail.data) state.merge = { ...initialDialogs.merge, open: true };
    },
    mergeClosed(state) {
      state.merge = initialDialogs.merge;
    },
    mergeSearchChanged(state, action: PayloadAction<string>) {
      state.merge.q = action.payload;
      state.merge.candidatesStatus = 'loading';
    },
    candidatesLoaded(state, action: PayloadAction<{ q: string; items: Contact[] }>) {
      if (action.payload.q !== state.merge.q) return;
      state.merge.candidates = action.payload.items;
      state.merge.candidatesStatus = 'succeeded';
    },
    candidatesFailed(state, action: PayloadAction<{ q: string }>) {
      if (action.payload.q === state.merge.q) state.merge.candidatesStatus = 'failed';
    },
    mergeRequested: {
      reducer(state) {
        state.merge.status = 'merging';
        state.merge.message = null;
      },
      prepare: (payload: { sourceId: string; intoId: string }) => ({ payload }),
    },
    mergeSucceeded(state, action: PayloadAction<{ kept: ContactDetail; mergedId: string }>) {
      const { kept, mergedId } = action.payload;
      drop(state, [mergedId]);
      place(state, kept.contact);
      state.merge = { ...initialDialogs.merge, status: 'succeeded', keptId: kept.contact.id };
      state.detail = { id: kept.contact.id, status: 'succeeded', data: kept, message: null, mergedInto: null };
    },
    mergeFailed(state, action: PayloadAction<string>) {
      state.merge.status = 'failed';
      state.merge.message = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(eventsReceived, (state, action) => {
        const contacts = contactChanges(action.payload.events);
        const work = workChanges(action.payload.events);
        if (state.status === 'succeeded') {
          drop(state, [...contacts.mergedIds, ...contacts.erasedIds]);
          for (const contact of contacts.updated) place(state, contact);
        }
        const detail = state.detail;
        if (!detail.id) return;
        if (contacts.erasedIds.includes(detail.id)) {
          state.detail = { id: detail.id, status: 'failed', data: null, message: CONTACT_ERASED, mergedInto: null };
          return;
        }
        const keptInstead = contacts.mergedInto[detail.id];
        if (keptInstead) {
          detail.mergedInto = { id: keptInstead.id, name: keptInstead.name };
          return;
        }
        if (detail.data) detail.data = applyDetailChanges(detail.data, contacts.updated, work, state.viewer);
      })
      .addCase(loggedOut, () => initialContactsState);
  },
});

export const {
  pageOpened: contactsPageOpened,
  queryChanged: contactsQueryChanged,
  listRequested: contactsListRequested,
  firstPageLoaded: contactsLoaded,
  firstPageFailed: contactsFailed,
  moreRequested: moreContactsRequested,
  morePageLoaded: moreContactsLoaded,
  morePageFailed: moreContactsFailed,
  contactSelected,
  detailLoaded: contactDetailLoaded,
  detailFailed: contactDetailFailed,
  editOpened: contactEditOpened,
  editClosed: contactEditClosed,
  saveRequested: contactSaveRequested,
  saveSucceeded: contactSaved,
  saveFailed: contactSaveFailed,
  mergeOpened: contactMergeOpened,
  mergeClosed: contactMergeClosed,
  mergeSearchChanged: mergeSearchChanged,
  candidatesLoaded: mergeCandidatesLoaded,
  candidatesFailed: mergeCandidatesFailed,
  mergeRequested: contactMergeRequested,
  mergeSucceeded: contactsMerged,
  mergeFailed: contactMergeFailed,
} = contactsSlice.actions;

type WithContacts = { contacts: ContactsState };
const selectors = adapter.getSelectors((state: WithContacts) => state.contacts);
export const selectContactsState = (state: WithContacts) => state.contacts;
export const selectContacts = selectors.selectAll;
export const selectContactDetail = (state: WithContacts) => state.contacts.detail;
export const selectContactEdit = (state: WithContacts) => state.contacts.edit;
export const selectContactMerge = (state: WithContacts) => state.contacts.merge;
