import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../components/form/fieldErrors';
import type { AutoMessageSettings, ChannelAutoMessages } from '../../domain/autoMessageRules';
import type { Attachment } from '../../domain/inbox';
import type { StagedFileInfo } from '../conversations/openConversationSlice';
import type { CannedReplyDraft } from './customMessagesApi';

/** Which change is under way or was refused: the new reply, one reply, or one channel's automatic messages. */
export type ChangeKey = 'create' | `reply:${string}` | `remove:${string}` | `channel:${string}`;

export interface CustomMessagesPageState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Each channel's greeting, away and closing messages (the canned replies live in the settings slice). */
  channels: ChannelAutoMessages[] | null;
  busy: ChangeKey | null;
  failure: { key: ChangeKey; failure: FormFailure } | null;
  /** Bumped by each change that went through, so a form can clear or close itself. */
  done: { key: ChangeKey; count: number } | null;
  /** The form whose picked files are being uploaded. */
  uploading: ChangeKey | null;
  /** Files a form's last upload stored, for that form to add (count: each upload once). */
  uploaded: { key: ChangeKey; files: Attachment[]; count: number } | null;
}

export const initialCustomMessagesPageState: CustomMessagesPageState = { status: 'idle', channels: null, busy: null, failure: null, done: null, uploading: null, uploaded: null };

const started = (state: CustomMessagesPageState, key: ChangeKey) => {
  state.busy = key;
  state.failure = null;
};

export const customMessagesPageSlice = createSlice({
  name: 'customMessagesPage',
  initialState: initialCustomMessagesPageState,
  reducers: {
    opened(state) {
      if (!state.channels) state.status = 'loading';
    },
    loaded(state, action: PayloadAction<ChannelAutoMessages[]>) {
      state.status = 'ready';
      state.channels = action.payload;
    },
    loadFailed(state) {
      state.status = state.channels ? 'ready' : 'failed';
    },
    createRequested(state, _action: PayloadAction<CannedReplyDraft>) {
      started(state, 'create');
    },
    updateRequested(state, action: PayloadAction<{ id: string; draft: CannedReplyDraft }>) {
      started(state, `reply:${action.payload.id}`);
    },
    removeRequested(state, action: PayloadAction<string>) {
      started(state, `remove:${action.payload}`);
    },
    autoSaveRequested(state, action: PayloadAction<{ channelId: string; messages: AutoMessageSettings }>) {
      started(state, `channel:${action.payload.channelId}`);
    },
    /** Files picked in a form (kept outside the store: conversations/outbox stageFile), to upload now. */
    filesPicked(state, action: PayloadAction<{ key: ChangeKey; files: StagedFileInfo[] }>) {
      state.uploading = action.payload.key;
      state.failure = null;
    },
    filesUploaded(state, action: PayloadAction<{ key: ChangeKey; files: Attachment[] }>) {
      state.uploading = null;
      state.uploaded = { ...action.payload, count: (state.uploaded?.count ?? 0) + 1 };
    },
    changeSucceeded(state, action: PayloadAction<ChangeKey>) {
      state.busy = null;
      state.done = { key: action.payload, count: (state.done?.count ?? 0) + 1 };
    },
    changeFailed(state, action: PayloadAction<{ key: ChangeKey; failure: FormFailure | null }>) {
      state.busy = null;
      state.uploading = null;
      state.failure = action.payload.failure ? { key: action.payload.key, failure: action.payload.failure } : null;
    },
  },
});

export const {
  opened: customMessagesPageOpened,
  loaded: autoMessagesLoaded,
  loadFailed: autoMessagesLoadFailed,
  createRequested: cannedReplyCreateRequested,
  updateRequested: cannedReplyUpdateRequested,
  removeRequested: cannedReplyRemoveRequested,
  autoSaveRequested: autoMessagesSaveRequested,
  filesPicked: cannedFilesPicked,
  filesUploaded: cannedFilesUploaded,
  changeSucceeded: customMessagesChangeSucceeded,
  changeFailed: customMessagesChangeFailed,
} = customMessagesPageSlice.actions;

export const selectCustomMessagesPage = (state: { customMessagesPage: CustomMessagesPageState }) => state.customMessagesPage;
