import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import type { ConversationSummary } from '../../../domain/inbox';
import { noteSubmitted, replySubmitted, type OpenConversationState, type StagedFileInfo } from '../../conversations/openConversationSlice';
import { releaseFile, stageFile } from '../../conversations/outbox';
import { MyCannedReplies } from '../../custom-messages/components/MyCannedReplies';
import { composerTyped } from '../../presence/presenceSlice';
import { selectCustomMessages, type SettingsState } from '../../settings/settingsSlice';
import {
  acceptList,
  attachmentRule,
  cannedReplyFiles,
  checkAttachments,
  composerKeyAction,
  composerView,
  insertCustomMessage,
  matchCustomMessages,
  replyRefusal,
  shortcutQuery,
  type ComposerMode,
} from '../composerRules';
import { AttachmentChips } from './AttachmentChips';
import { ReplyWindowNotice } from './ReplyWindowNotice';
import { useReplyWindow } from './useReplyWindow';
import { ShortcutSuggestions } from './ShortcutSuggestions';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

interface Props {
  conversation: ConversationSummary;
  reply: OpenConversationState['reply'];
  action: OpenConversationState['action'];
}

/** The reply box: Enter sends, Shift+Enter breaks the line, '/' + shortcut inserts a custom message. */
export function Composer({ conversation, reply, action }: Props) {
  const dispatch = useAppDispatch();
  const customMessages = usePageSelector((state: { settings: SettingsState }) => selectCustomMessages(state));
  const ids = { text: useId(), hint: useId(), error: useId(), list: useId() };
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // A call's conversation takes notes only: the customer is called back, not written to.
  const refusal = replyRefusal(conversation.channelType);
  const [mode, setMode] = useState<ComposerMode>(refusal ? 'note' : 'reply');
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [files, setFiles] = useState<StagedFileInfo[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [pendingNote, setPendingNote] = useState(false);
  const placeCaret = useRef<number | null>(null);

  const rule = attachmentRule(conversation.channelType);
  // WhatsApp (Messenger, Instagram) outside the window: no free text, the channel's templates instead.
  const replyWindow = useReplyWindow(conversation);
  const windowClosed = mode === 'reply' && replyWindow.window.state === 'closed';
  const busy = reply.status === 'uploading' || reply.status === 'sending' || (mode === 'note' && pendingNote);
  const view = composerView({ channelType: conversation.channelType, mode, text, attachmentCount: files.length, busy });
  const found = shortcutQuery(text, caret);
  const suggestions = found && found.start !== dismissedAt ? matchCustomMessages(customMessages, found.query) : [];
  const open = suggestions.length > 0;

  // A sent reply empties the box; a failed one keeps the text and files for another try.
  const sentCount = useRef(reply.sentCount);
  useEffect(() => {
    if (reply.sentCount === sentCount.current) return;
    sentCount.current = reply.sentCount;
    setText('');
    setFiles([]);
    setProblems([]);
  }, [reply.sentCount]);

  useEffect(() => {
    if (!pendingNote || action.status === 'pending') return;
    setPendingNote(false);
    if (action.status === 'idle') setText('');
  }, [pendingNote, action.status]);

  useLayoutEffect(() => {
    if (placeCaret.current === null || !textRef.current) return;
    textRef.current.setSelectionRange(placeCaret.current, placeCaret.current);
    placeCaret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.currentTarget.value);
    setCaret(event.currentTarget.selectionStart ?? event.currentTarget.value.length);
    setActive(0);
    setDismissedAt(null);
    dispatch(composerTyped(conversation.id, mode === 'reply'));
  };

  const pick = (index: number) => {
    const chosen = suggestions[index];
    if (!chosen || !found) return;
    const next = insertCustomMessage(text, found, caret, chosen.message);
    if (mode === 'reply' && chosen.attachments?.length) {
      const check = cannedReplyFiles(conversation.channelType, files, chosen.attachments);
      setProblems(check.problems);
      setFiles((current) => [...current, ...check.accepted]);
    }
    setText(next.text);
    setCaret(next.caret);
    placeCaret.current = next.caret;
    textRef.current?.focus();
  };

  const submit = () => {
    if (!view.canSend || windowClosed) return;
    if (mode === 'note') {
      setPendingNote(true);
      dispatch(noteSubmitted({ conversationId: conversation.id, text: text.trim() }));
      return;
    }
    dispatch(replySubmitted({ conversationId: conversation.id, text: text.trim(), files, accept: acceptList(rule) }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const what = composerKeyAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing, suggestionsOpen: open });
    if (what === 'none' || what === 'newline') return;
    event.preventDefault();
    if (what === 'send') submit();
    else if (what === 'pick') pick(active);
    else if (what === 'next') setActive((index) => (index + 1) % suggestions.length);
    else if (what === 'previous') setActive((index) => (index - 1 + suggestions.length) % suggestions.length);
    else if (what === 'dismiss' && found) setDismissedAt(found.start);
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const check = checkAttachments(conversation.channelType, files.length, picked);
    setProblems(check.problems);
    setFiles((current) => [...current, ...check.accepted.map(stageFile)]);
  };

  const removeFile = (key: string) => {
    releaseFile(key);
    setFiles((current) => current.filter((file) => file.key !== key));
    setProblems([]);
  };

  const describedBy = [ids.hint, view.error ? ids.error : null].filter(Boolean).join(' ');
  const label = mode === 'reply' ? `Reply to ${conversation.contact.name}` : 'Internal note (only your team sees it)';

  return (
    <form className={`composer composer--${mode}`} onSubmit={(event: FormEvent) => (event.preventDefault(), submit())}>
      <div className="composer__modes segmented" role="group" aria-label="Write">
        {refusal ? null : (
          <button type="button" aria-pressed={mode === 'reply'} onClick={() => setMode('reply')}>
            Reply
          </button>
        )}
        <button type="button" aria-pressed={mode === 'note'} onClick={() => setMode('note')}>
          Note
        </button>
      </div>
      {refusal ? <p className="muted">{refusal}</p> : null}
      {mode === 'reply' ? (
        <ReplyWindowNotice
          window={replyWindow.window}
          options={replyWindow.options}
          busy={busy}
          onSendTemplate={(template, filled) => dispatch(replySubmitted({ conversationId: conversation.id, text: filled, files: [], accept: '', template }))}
        />
      ) : null}
      <label htmlFor={ids.text} className="visually-hidden">
        {label}
      </label>
      {open ? <ShortcutSuggestions id={ids.list} suggestions={suggestions} active={active} onPick={pick} /> : null}
      <textarea
        id={ids.text}
        ref={textRef}
        className="composer__text"
        rows={3}
        value={text}
        placeholder={mode === 'reply' ? 'Write a reply… (/ for custom messages)' : 'Write a note for your team…'}
        aria-invalid={view.error ? true : undefined}
        aria-describedby={describedBy}
        aria-autocomplete="list"
        aria-controls={open ? ids.list : undefined}
        aria-activedescendant={open ? `${ids.list}-${active}` : undefined}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
      />
      {mode === 'reply' && files.length > 0 ? <AttachmentChips files={files} onRemove={removeFile} /> : null}
      {problems.length > 0 ? (
        <ul className="composer__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="composer__bar">
        <span id={ids.hint} className="composer__count muted">
          {view.max !== null ? `${view.count} / ${view.max}` : mode === 'note' ? 'Notes stay inside your team.' : 'Enter sends, Shift+Enter starts a new line.'}
        </span>
        {view.error ? (
          <span id={ids.error} className="composer__error" role="alert">
            {view.error}
          </span>
        ) : null}
        {mode === 'reply' ? (
          <>
            <MyCannedReplies />
            <input ref={fileRef} type="file" hidden multiple={rule.maxCount > 1} accept={acceptList(rule) || undefined} onChange={onFiles} data-testid="composer-files" />
            <button
              type="button"
              className="btn"
              disabled={!rule.enabled || busy}
              title={rule.enabled ? undefined : 'This channel does not take attachments'}
              onClick={() => fileRef.current?.click()}
            >
              Attach
            </button>
          </>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={!view.canSend || windowClosed}>
          {busy ? 'Sending…' : mode === 'reply' ? 'Send' : 'Add note'}
        </button>
      </div>
      {reply.status === 'failed' && mode === 'reply' ? (
        <p className="composer__failed" role="alert">
          The reply was not sent. It is still here: send it again when you are ready.
        </p>
      ) : null}
    </form>
  );
}
