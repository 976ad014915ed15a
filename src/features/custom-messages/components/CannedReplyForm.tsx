import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import type { CustomMessage } from '../../../domain/api';
import { CANNED_ATTACHMENTS_MAX, CANNED_TEXT_MAX, cannedAttachmentsError, cannedReplyErrors, SHORTCUT_MAX } from '../../../domain/cannedReplyRules';
import type { Attachment } from '../../../domain/inbox';
import { stageFile } from '../../conversations/outbox';
import { cannedFilesPicked, cannedReplyCreateRequested, cannedReplyUpdateRequested, selectCustomMessagesPage, type ChangeKey } from '../customMessagesSlice';
import { useChangeFailure, useDoneCount } from './useChangeError';

interface Props {
  /** the reply being edited; none for a new one */
  reply?: CustomMessage;
  known: readonly CustomMessage[];
  onDone?: () => void;
  /** a member's own replies only (My canned replies): always personal, no choice shown */
  personalOnly?: boolean;
}

/** A canned reply's shortcut, text, files and who sees it, checked here with the api's own rules. */
export function CannedReplyForm({ reply, known, onDone, personalOnly = false }: Props) {
  const dispatch = useAppDispatch();
  const key: ChangeKey = reply ? `reply:${reply.id}` : 'create';
  const server = useChangeFailure(key);
  const doneCount = useDoneCount(key);
  const [shortcut, setShortcut] = useState(reply?.shortcut ?? '');
  const [message, setMessage] = useState(reply?.message ?? '');
  const [personal, setPersonal] = useState(personalOnly || Boolean(reply?.ownerId));
  const [files, setFiles] = useState<Attachment[]>(reply?.attachments ?? []);
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const page = usePageSelector(selectCustomMessagesPage);
  const uploading = page.uploading === key;
  const busy = page.busy === key;

  // Files this form's upload stored join its list once.
  const seenUpload = useRef(page.uploaded?.count ?? 0);
  useEffect(() => {
    const uploaded = page.uploaded;
    if (!uploaded || uploaded.key !== key || uploaded.count === seenUpload.current) return;
    seenUpload.current = uploaded.count;
    setFiles((current) => [...current, ...uploaded.files.filter((f) => !current.some((c) => c.id === f.id))]);
  }, [page.uploaded, key]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const error = cannedAttachmentsError([...files, ...picked]);
    setChecked(error ? { attachmentIds: error } : null);
    if (!error && picked.length > 0) dispatch(cannedFilesPicked({ key, files: picked.map(stageFile) }));
  };

  // Only a success after this form opened closes or clears it (an earlier save of the same reply counts too).
  const seenDone = useRef(doneCount);
  useEffect(() => {
    if (doneCount === 0 || doneCount === seenDone.current) return;
    seenDone.current = doneCount;
    if (onDone) return onDone();
    setShortcut('');
    setMessage('');
    setPersonal(personalOnly);
    setFiles([]);
    setChecked(null);
  }, [doneCount, onDone, personalOnly]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = cannedReplyErrors({ shortcut, message }, known, reply?.id);
    setChecked(errors);
    if (Object.keys(errors).length > 0) return;
    if (busy || uploading) return;
    const draft = { shortcut: shortcut.trim(), message: message.trim(), personal, attachmentIds: files.map((f) => f.id) };
    dispatch(reply ? cannedReplyUpdateRequested({ id: reply.id, draft }) : cannedReplyCreateRequested(draft));
  };
  const errors = { ...server.fields, ...(checked ?? {}) };
  const described = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);
  const errorLine = (field: string) =>
    errors[field] ? (
      <small id={`${id}-${field}-error`} className="p-error" role="alert">
        {errors[field]}
      </small>
    ) : null;

  return (
    <form className="canned-form" onSubmit={submit} noValidate aria-label={reply ? `Edit /${reply.shortcut}` : personalOnly ? 'New personal reply' : 'New canned reply'}>
      <div className="canned-form__field">
        <label htmlFor={`${id}-shortcut`}>Shortcut</label>
        <span className="canned-form__shortcut">
          <span aria-hidden="true">/</span>
          <InputText
            id={`${id}-shortcut`}
            value={shortcut}
            maxLength={SHORTCUT_MAX + 10}
            placeholder="thanks"
            aria-invalid={errors.shortcut ? true : undefined}
            aria-describedby={described('shortcut')}
            onChange={(event) => (setShortcut(event.target.value), setChecked(null))}
          />
        </span>
        {errorLine('shortcut')}
      </div>
      <div className="canned-form__field">
        <label htmlFor={`${id}-message`}>Text</label>
        <InputTextarea
          id={`${id}-message`}
          value={message}
          rows={3}
          autoResize
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={described('message') ?? `${id}-count`}
          onChange={(event) => (setMessage(event.target.value), setChecked(null))}
        />
        <small id={`${id}-count`} className="muted">
          {message.trim().length} / {CANNED_TEXT_MAX}
        </small>
        {errorLine('message')}
      </div>
      {files.length > 0 ? (
        <ul className="canned-form__files" aria-label="Files sent with it">
          {files.map((file) => (
            <li key={file.id}>
              {file.name}{' '}
              <Button type="button" outlined size="small" label="Remove" aria-label={`Remove ${file.name}`} onClick={() => setFiles(files.filter((f) => f.id !== file.id))} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="canned-form__check">
        <input ref={fileRef} type="file" hidden multiple onChange={onPick} data-testid={`${id}-files`} aria-label="Files to send with it" />
        <Button type="button" outlined size="small" label={uploading ? 'Uploading…' : 'Attach files'} disabled={uploading} onClick={() => fileRef.current?.click()} />
        <small className="muted">Up to {CANNED_ATTACHMENTS_MAX} files, sent with the text.</small>
      </div>
      {errorLine('attachmentIds')}
      {reply || personalOnly ? null : (
        <div className="canned-form__check">
          <Checkbox inputId={`${id}-personal`} checked={personal} onChange={(event) => setPersonal(Boolean(event.checked))} />
          <label htmlFor={`${id}-personal`}>Only for me (a personal reply nobody else sees)</label>
        </div>
      )}
      {server.message ? (
        <p className="p-error" role="alert">
          {server.message}
        </p>
      ) : null}
      <div className="canned-form__actions">
        <Button type="submit" label={reply ? 'Save' : 'Add canned reply'} loading={busy} disabled={busy} />
        {onDone ? <Button type="button" outlined label="Cancel" onClick={onDone} /> : null}
      </div>
    </form>
  );
}
