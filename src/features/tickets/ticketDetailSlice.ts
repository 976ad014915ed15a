import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { TicketPriorityValue, TicketStatusValue } from '../../domain/api';
import type { Note, TicketDetail, TicketSummary } from '../../domain/inbox';
import type { TicketSlaDetail } from '../../domain/sla';
import { loggedOut } from '../auth/authSlice';
import { REALTIME_EVENTS, type RealtimeEventOf } from '../../domain/realtimeEvents';
import { eventReducers } from '../realtime/eventReducers';
import { eventsReceived } from '../realtime/realtimeSlice';
import { deletedTicketId, historyEntryOf, messageOf } from './ticketEvents';
import { ticketChanged, type LoadStatus } from './ticketListSlice';

/** The changes the detail pane asks for, each one call of the contract. */
export type TicketAction =
  | { kind: 'assign'; ticketId: string; assigneeId: string | null }
  | { kind: 'take'; ticketId: string }
  | { kind: 'status'; ticketId: string; status: TicketStatusValue }
  | { kind: 'priority'; ticketId: string; priority: TicketPriorityValue }
  | { kind: 'department'; ticketId: string; departmentId: string | null }
  | { kind: 'tags'; ticketId: string; tags: string[] }
  | { kind: 'note'; ticketId: string; text: string }
  | { kind: 'merge'; ticketId: string; intoId: string };

export type TicketActionKind = TicketAction['kind'];

export const TICKET_DELETED = 'This ticket was deleted.';

export interface TicketDetailState {
  id: string | null;
  status: LoadStatus;
  detail: TicketDetail | null;
  message: string | null;
  /** the action waiting for its answer (its control shows busy) */
  pending: TicketActionKind | null;
  /** how many notes this console added: the note form clears when it grows */
  notesAdded: number;
  /** the merge picker's list: the contact's other tickets */
  candidates: { status: LoadStatus; tickets: TicketSummary[] };
  /** set when this ticket was merged here, so the page can open the ticket it went into */
  mergedInto: string | null;
}

export const initialTicketDetailState: TicketDetailState = {
  id: null,
  status: 'idle',
  detail: null,
  message: null,
  pending: null,
  notesAdded: 0,
  candidates: { status: 'idle', tickets: [] },
  mergedInto: null,
};

/** A message created or updated in the open ticket's conversation: replaced in place, or added. */
function messageReceived(state: Draft<TicketDetailState>, event: RealtimeEventOf<'message created' | 'message updated'>) {
  const detail = state.detail;
  const message = detail?.ticket.conversationId ? messageOf(event, detail.ticket.conversationId) : null;
  if (!detail || !message) return;
  const at = detail.messages.findIndex((known) => known.id === message.id);
  if (at >= 0) detail.messages[at] = message;
  else detail.messages.push(message);
}

export const ticketDetailSlice = createSlice({
  name: 'ticketDetail',
  initialState: initialTicketDetailState,
  reducers: {
    opened(_state, action: PayloadAction<string>) {
      return { ...initialTicketDetailState, id: action.payload, status: 'loading' as const };
    },
    closed() {
      return initialTicketDetailState;
    },
    received(state, action: PayloadAction<{ id: string; detail: TicketDetail }>) {
      if (action.payload.id !== state.id) return;
      state.status = 'succeeded';
      state.detail = action.payload.detail;
    },
    /** The open ticket changed in a way that moves its SLA clocks: they are read again (ticketSlaSagas.ts). */
    slaRefreshRequested(_state, _action: PayloadAction<string>) {},
    slaReceived(state, action: PayloadAction<{ id: string; sla: TicketSlaDetail | null }>) {
      if (state.detail?.ticket.id === action.payload.id) state.detail.sla = action.payload.sla;
    },
    failed(state, action: PayloadAction<{ id: string; message: string }>) {
      if (action.payload.id !== state.id) return;
      state.status = 'failed';
      state.message = action.payload.message;
    },
    actionRequested(state, action: PayloadAction<TicketAction>) {
      if (action.payload.ticketId === state.id) state.pending = action.payload.kind;
    },
    actionFinished(state, action: PayloadAction<{ ticketId: string }>) {
      if (action.payload.ticketId === state.id) state.pending = null;
    },
    noteAdded(state, action: PayloadAction<{ ticketId: string; note: Note }>) {
      if (action.payload.ticketId !== state.id || !state.detail) return;
      if (!state.detail.notes.some((note) => note.id === action.payload.note.id)) state.detail.notes.push(action.payload.note);
      state.notesAdded++;
    },
    merged(state, action: PayloadAction<{ ticketId: string; intoId: string }>) {
      if (action.payload.ticketId === state.id) state.mergedInto = action.payload.intoId;
    },
    candidatesRequested(state, _action: PayloadAction<{ ticketId: string; contactId: string }>) {
      state.candidates = { status: 'loading', tickets: [] };
    },
    candidatesReceived(state, action: PayloadAction<{ ticketId: string; tickets: TicketSummary[] }>) {
      if (action.payload.ticketId !== state.id) return;
      state.candidates = { status: 'succeeded', tickets: action.payload.tickets };
    },
    candidatesFailed(state, action: PayloadAction<{ ticketId: string }>) {
      if (action.payload.ticketId === state.id) state.candidates = { status: 'failed', tickets: [] };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(ticketChanged, (state, action) => {
        if (state.detail?.ticket.id === action.payload.id) state.detail.ticket = action.payload;
      })
      .addCase(
        eventsReceived,
        // A deleted ticket clears the detail, so the burst's later events about it find none and do nothing.
        eventReducers<TicketDetailState>({
          [REALTIME_EVENTS.ticketEvent]: (state, event) => {
            if (!state.detail || deletedTicketId(event) !== state.detail.ticket.id) return;
            Object.assign(state, { ...initialTicketDetailState, id: state.id, status: 'failed' as const, message: TICKET_DELETED });
          },
          [REALTIME_EVENTS.ticketUpdated]: (state, { payload: { ticket } }) => {
            if (state.detail?.ticket.id === ticket.id) state.detail.ticket = ticket;
          },
          // Each line names who acted (the api sends the id and the name with it).
          [REALTIME_EVENTS.ticketHistory]: (state, event) => {
            const history = state.detail?.history;
            const line = state.detail ? historyEntryOf(event, state.detail.ticket) : null;
            if (history && line && !history.some((known) => known.id === line.id)) history.push(line);
          },
          [REALTIME_EVENTS.messageCreated]: messageReceived,
          [REALTIME_EVENTS.messageUpdated]: messageReceived,
        }),
      )
      .addCase(loggedOut, () => initialTicketDetailState);
  },
});

export const {
  opened: ticketOpened,
  closed: ticketClosed,
  received: ticketReceived,
  failed: ticketFailed,
  slaRefreshRequested: ticketSlaRefreshRequested,
  slaReceived: ticketSlaReceived,
  actionRequested: ticketActionRequested,
  actionFinished: ticketActionFinished,
  noteAdded,
  merged: ticketMerged,
  candidatesRequested: mergeCandidatesRequested,
  candidatesReceived: mergeCandidatesReceived,
  candidatesFailed: mergeCandidatesFailed,
} = ticketDetailSlice.actions;

type WithTicketDetail = { ticketDetail: TicketDetailState };
export const selectTicketDetail = (state: WithTicketDetail) => state.ticketDetail;
