import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Contact, ConversationDetail, ConversationSummary, Message, Note, TicketSummary, TransferResult } from '../../domain/inbox';
import type { ReplyOptions } from '../../domain/replyWindowRules';
import type { TemplateMeta } from '../../domain/templateMeta';
import { loggedOut } from '../auth/authSlice';
import { eventsReceived } from '../realtime/realtimeSlice';
import { mergeMessages, openChanges } from './openConversationRules';

/** A file the agent picked, staged outside the store (see outbox.ts); the store keeps what it shows. */
export interface StagedFileInfo {
  key: string;
  name: string;
  size: number;
  type: string;
  /** A file already in the upload store (a canned reply's): sent by its id, not uploaded again. */
  uploadedId?: string;
}

export type ConversationAction = 'assign' | 'ticket' | 'resolve' | 'reopen' | 'note' | 'transfer';

/** Where a transfer goes: a member or a department, by id. */
export interface TransferTo {
  kind: 'member' | 'department';
  id: string;
}

export interface OpenConversationState {
  id: string | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  conversation: ConversationSummary | null;
  contact: Contact | null;
  messages: Message[];
  notes: Note[];
  hasOlder: boolean;
  olderStatus: 'idle' | 'loading' | 'failed';
  reply: { status: 'idle' | 'uploading' | 'sending' | 'failed'; sentCount: number };
  action: { kind: ConversationAction | null; status: 'idle' | 'pending' | 'failed' };
  /** failed replies whose Retry is on its way to the api */
  retrying: string[];
  /** live changes that arrived while the conversation was being read, laid over it when it comes */
  pending: { conversation: ConversationSummary | null; messages: Message[] };
  /** the channel's reply window and approved templates (WhatsApp), from the newest page */
  replyOptions: ReplyOptions | null;
}

const initialState: OpenConversationState = {
  id: null,
  status: 'idle',
  conversation: null,
  contact: null,
  messages: [],
  notes: [],
  hasOlder: false,
  olderStatus: 'idle',
  reply: { status: 'idle', sentCount: 0 },
  action: { kind: null, status: 'idle' },
  retrying: [],
  pending: { conversation: null, messages: [] },
  replyOptions: null,
};

const isOpen = (state: OpenConversationState, id: string) => state.id === id && state.status === 'succeeded';

export const openConversationSlice = createSlice({
  name: 'openConversation',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<{ id: string }>) {
      if (state.id === action.payload.id && state.status !== 'failed') return;
      return { ...initialState, id: action.payload.id, status: 'loading' };
    },
    closed() {
      return initialState;
    },
    /** The newest page (on opening, or read again after a customer wrote): older pages already loaded stay. */
    loaded(state, action: PayloadAction<ConversationDetail>) {
      const detail = action.payload;
      if (state.id !== detail.conversation.id) return;
      const first = state.status !== 'succeeded';
      state.status = 'succeeded';
      state.conversation = detail.conversation;
      state.contact = detail.contact;
      state.messages = first ? mergeMessages([], detail.messages) : mergeMessages(state.messages, detail.messages);
      state.notes = detail.notes;
      state.replyOptions = detail.replyOptions ?? null;
      if (first) {
        state.hasOlder = detail.hasOlder;
        if (state.pending.conversation) state.conversation = state.pending.conversation;
        state.messages = mergeMessages(state.messages, state.pending.messages);
        state.pending = { conversation: null, messages: [] };
      }
    },
    loadFailed(state, action: PayloadAction<{ id: string }>) {
      if (state.id === action.payload.id) state.status = 'failed';
    },
    olderRequested(state) {
      if (state.status === 'succeeded' && state.hasOlder && state.olderStatus !== 'loading') state.olderStatus = 'loading';
    },
    olderLoaded(state, action: PayloadAction<ConversationDetail>) {
      if (!isOpen(state, action.payload.conversation.id)) return;
      state.messages = mergeMessages(state.messages, action.payload.messages);
      state.hasOlder = action.payload.hasOlder;
      state.olderStatus = 'idle';
    },
    olderFailed(state) {
      state.olderStatus = 'failed';
    },
    /** accept: the channel's file types for the upload's own check ('' for any). */
    replySubmitted(state, _action: PayloadAction<{ conversationId: string; text: string; files: StagedFileInfo[]; accept: string; template?: TemplateMeta }>) {
      state.reply.status = 'uploading';
    },
    replyUploaded(state) {
      state.reply.status = 'sending';
    },
    replySent(state, action: PayloadAction<Message>) {
      state.reply = { status: 'idle', sentCount: state.reply.sentCount + 1 };
      if (state.id === action.payload.conversationId) state.messages = mergeMessages(state.messages, [action.payload]);
    },
    replyFailed(state) {
      state.reply.status = 'failed';
    },
    noteSubmitted(state, _action: PayloadAction<{ conversationId: string; text: string }>) {
      state.action = { kind: 'note', status: 'pending' };
    },
    noteAdded(state, action: PayloadAction<{ conversationId: string; note: Note }>) {
      state.action = { kind: null, status: 'idle' };
      if (state.id === action.payload.conversationId && !state.notes.some((note) => note.id === action.payload.note.id)) {
        state.notes.push(action.payload.note);
      }
    },
    assignRequested(state, _action: PayloadAction<{ conversationId: string; assigneeId: string | null }>) {
      state.action = { kind: 'assign', status: 'pending' };
    },
    ticketRequested(state, _action: PayloadAction<{ conversationId: string }>) {
      state.action = { kind: 'ticket', status: 'pending' };
    },
    /** `next`: 'Resolve and next' (the conversation to open afterwards, null for none), which the page carries out. */
    resolveRequested(state, _action: PayloadAction<{ conversationId: string; next?: string | null }>) {
      state.action = { kind: 'resolve', status: 'pending' };
    },
    transferRequested(state, _action: PayloadAction<{ conversationId: string; to: TransferTo; note: string }>) {
      state.action = { kind: 'transfer', status: 'pending' };
    },
    transferred(state, action: PayloadAction<TransferResult>) {
      state.action = { kind: null, status: 'idle' };
      const { conversation, note } = action.payload;
      if (state.id !== conversation.id || !state.conversation) return;
      state.conversation = conversation;
      if (!state.notes.some((held) => held.id === note.id)) state.notes.push(note);
    },
    retryRequested(state, action: PayloadAction<{ conversationId: string; messageId: string }>) {
      if (!state.retrying.includes(action.payload.messageId)) state.retrying.push(action.payload.messageId);
    },
    /** The retried reply as the api answered it: pending again (or already further on). */
    retried(state, action: PayloadAction<Message>) {
      state.retrying = state.retrying.filter((id) => id !== action.payload.id);
      if (state.id === action.payload.conversationId) state.messages = mergeMessages(state.messages, [action.payload], true);
    },
    retryFailed(state, action: PayloadAction<{ messageId: string }>) {
      state.retrying = state.retrying.filter((id) => id !== action.payload.messageId);
    },
    reopenRequested(state, _action: PayloadAction<{ conversationId: string }>) {
      state.action = { kind: 'reopen', status: 'pending' };
    },
    /** An action's answer: the conversation as it now is (the list places it too). */
    changed(state, action: PayloadAction<ConversationSummary>) {
      state.action = { kind: null, status: 'idle' };
      if (state.id === action.payload.id && state.conversation) state.conversation = action.payload;
    },
    ticketMade(state, action: PayloadAction<{ conversationId: string; ticket: TicketSummary }>) {
      state.action = { kind: null, status: 'idle' };
      if (state.id === action.payload.conversationId && state.conversation) {
        state.conversation.ticketId = action.payload.ticket.id;
        state.conversation.ticketNumber = action.payload.ticket.number;
      }
    },
    actionFailed(state) {
      state.action.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(eventsReceived, (state, action) => {
        if (!state.id || (state.status !== 'succeeded' && state.status !== 'loading')) return;
        const changes = openChanges(action.payload.events, state.id);
        if (changes.erased) return { ...initialState, id: state.id, status: 'failed' };
        if (state.status === 'loading') {
          if (changes.conversation) state.pending.conversation = changes.conversation;
          state.pending.messages = mergeMessages(state.pending.messages, changes.messages);
          return;
        }
        if (changes.conversation) state.conversation = changes.conversation;
        if (changes.messages.length > 0) state.messages = mergeMessages(state.messages, changes.messages, true);
        for (const note of changes.notes) if (!state.notes.some((held) => held.id === note.id)) state.notes.push(note);
      })
      .addCase(loggedOut, () => initialState);
  },
});

export const {
  opened: conversationOpened,
  closed: conversationClosed,
  loaded: conversationLoaded,
  loadFailed: conversationLoadFailed,
  olderRequested: olderMessagesRequested,
  olderLoaded: olderMessagesLoaded,
  olderFailed: olderMessagesFailed,
  replySubmitted,
  replyUploaded,
  replySent,
  replyFailed,
  noteSubmitted,
  noteAdded,
  assignRequested,
  ticketRequested,
  resolveRequested,
  reopenRequested,
  transferRequested,
  transferred: conversationTransferred,
  retryRequested: replyRetryRequested,
  retried: replyRetried,
  retryFailed: replyRetryFailed,
  changed: conversationChanged,
  ticketMade,
  actionFailed: conversationActionFailed,
} = openConversationSlice.actions;

type WithOpen = { openConversation: OpenConversationState };
export const selectOpenConversation = (state: WithOpen) => state.openConversation;
