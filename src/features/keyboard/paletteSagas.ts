import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { pathAllowed } from '../../domain/access';
import type { Contact, ListResponse, TicketSummary } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import { contactsApi } from '../contacts/contactsApi';
import { EMPTY_QUERY, listSearch } from '../contacts/contactsRules';
import { readFailed } from '../errors/callApi';
import { selectAuth, type AuthState } from '../auth/authSlice';
import { ticketsApi } from '../tickets/ticketsApi';
import { paletteQueryChanged, paletteResultsReceived, paletteSearchFailed } from './keyboardSlice';
import { needsLookup, PALETTE_CONTACT_LIMIT, PALETTE_DEBOUNCE_MS, paletteLookups, withinAccess } from './paletteLookups';

export interface PaletteDeps {
  http: HttpClient;
}

export function* paletteSaga() {
  // A newer query cancels the pause or the calls of the one before it.
  yield takeLatest(paletteQueryChanged.type, lookUp);
}

function* lookUp(action: PayloadAction<string>) {
  const query = action.payload;
  const auth: AuthState = yield select(selectAuth);
  // As the access guard reads the list: an expired Agent is limited to /home.
  const expiredAgent = auth.workspace?.is_member_expired === true && auth.workspace.role === 'Agent';
  const asked = paletteLookups(query);
  if (!needsLookup(asked)) return;
  const lookups = withinAccess(asked, (path) => !expiredAgent && pathAllowed(path, auth.access));
  if (!needsLookup(lookups)) {
    yield put(paletteResultsReceived({ query, ticket: null, contacts: [] }));
    return;
  }
  yield delay(PALETTE_DEBOUNCE_MS);
  const http: HttpClient = yield getContext('http');
  try {
    const [tickets, contacts]: [ListResponse<TicketSummary> | null, ListResponse<Contact> | null] = yield all([
      lookups.ticketNumber === null ? null : call(ticketsApi.list, http, `number=${lookups.ticketNumber}&limit=1`),
      lookups.contactQuery === null ? null : call(contactsApi.list, http, listSearch({ ...EMPTY_QUERY, q: lookups.contactQuery }, null, PALETTE_CONTACT_LIMIT)),
    ]);
    yield put(paletteResultsReceived({ query, ticket: tickets?.data.items[0] ?? null, contacts: contacts?.data.items ?? [] }));
  } catch (error) {
    yield put(paletteSearchFailed({ query }));
    // As for the lists: only what the session cannot go on without (sign-out, expired package) goes on.
    yield* readFailed(error);
  }
}
