import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { TRANSFER_NOTE_MAX, type ConversationSummary } from '../../../domain/inbox';
import { selectUser } from '../../auth/authSlice';
import { selectChatDesk, transferTargetsRequested, type ChatDeskState } from '../../conversations/chatDeskSlice';
import { transferRequested, type OpenConversationState, type TransferTo } from '../../conversations/openConversationSlice';
import { transferChoices } from '../transferRules';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

interface Props {
  conversation: ConversationSummary;
  action: OpenConversationState['action'];
  onClose: () => void;
}

/**
 * Hand the conversation to a teammate or a department, with a note for whoever takes it. The api checks
 * the receiver may hold it; the receiver is told at once (and notified on the desktop).
 */
export function TransferDialog({ conversation, action, onClose }: Props) {
  const dispatch = useAppDispatch();
  const me = usePageSelector(selectUser);
  const desk = usePageSelector((state: { chatDesk: ChatDeskState }) => selectChatDesk(state));
  const [choice, setChoice] = useState('');
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const ids = { title: useId(), to: useId(), note: useId(), count: useId() };
  const choices = transferChoices(desk.targets, { meId: me?.id ?? null, assigneeId: conversation.assigneeId });

  useEffect(() => {
    dispatch(transferTargetsRequested());
  }, [dispatch]);

  // This dialog's request came back: done when the action is over, open again to correct a refusal.
  useEffect(() => {
    if (!sent || action.kind === 'transfer') return;
    if (action.status === 'idle') onClose();
  }, [sent, action, onClose]);
  const failed = sent && action.kind === 'transfer' && action.status === 'failed';
  const pending = action.kind === 'transfer' && action.status === 'pending';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [kind, id] = choice.split(':') as [TransferTo['kind'], string];
    if (!id) return;
    setSent(true);
    dispatch(transferRequested({ conversationId: conversation.id, to: { kind, id }, note }));
  };

  return (
    <Dialog
      visible
      onHide={onClose}
      header={<span id={ids.title}>Transfer the conversation</span>}
      aria-labelledby={ids.title}
      style={{ width: '90vw', maxWidth: 480 }}
      className="transfer-dialog"
      draggable={false}
      resizable={false}
    >
      <form className="transfer-form" onSubmit={submit} aria-labelledby={ids.title}>
        <label htmlFor={ids.to}>Transfer to</label>
        <select id={ids.to} value={choice} required onChange={(event) => setChoice(event.currentTarget.value)} disabled={desk.targetsStatus === 'loading'}>
          <option value="">{desk.targetsStatus === 'loading' ? 'Loading…' : 'Choose a teammate or a department'}</option>
          {(
            [
              ['Teammates', choices.members],
              ['Departments', choices.departments],
            ] as const
          ).map(([label, options]) =>
            options.length > 0 ? (
              <optgroup key={label} label={label}>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
        {desk.targetsStatus === 'failed' ? <p role="alert">Teammates and departments could not be read. Close and try again.</p> : null}
        <label htmlFor={ids.note}>Note for the receiver</label>
        <textarea
          id={ids.note}
          value={note}
          maxLength={TRANSFER_NOTE_MAX}
          rows={3}
          aria-describedby={ids.count}
          placeholder="What the customer needs and what you have checked"
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <p id={ids.count} className="muted transfer-form__hint">
          The note stays in the conversation as an internal note. {note.length} / {TRANSFER_NOTE_MAX}
        </p>
        {failed ? <p role="alert">The conversation could not be transferred.</p> : null}
        <div className="transfer-form__actions">
          <Button type="button" outlined label="Cancel" onClick={onClose} />
          <Button type="submit" label="Transfer" loading={pending} disabled={pending || !choice} />
        </div>
      </form>
    </Dialog>
  );
}
