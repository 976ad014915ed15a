import { Button } from 'primereact/button';
import { useEffect, useId, useState } from 'react';
import { When } from '../../../components/time/When';
import type { Note } from '../../../domain/inbox';
import { ticketActionRequested } from '../ticketDetailSlice';
import { useAppDispatch } from '../../../app/hooks';

interface Props {
  ticketId: string;
  notes: readonly Note[];
  pending: boolean;
  /** grows when a note of this console was stored: the form clears then, and keeps the text on failure */
  notesAdded: number;
}

/** Internal notes: for the team, never sent to the customer. */
export function TicketNotes({ ticketId, notes, pending, notesAdded }: Props) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const id = useId();
  useEffect(() => setText(''), [notesAdded]);
  const submit = () => {
    if (text.trim()) dispatch(ticketActionRequested({ kind: 'note', ticketId, text: text.trim() }));
  };
  return (
    <section className="ticket-section" aria-labelledby="ticket-notes-title">
      <h3 id="ticket-notes-title">Notes</h3>
      {notes.length === 0 ? <p className="muted">No notes yet.</p> : null}
      <ol className="ticket-notes">
        {notes.map((note) => (
          <li key={note.id} className="ticket-note">
            <p className="ticket-note__meta">
              <strong>{note.authorName}</strong> <When at={note.createdAt} />
            </p>
            <p className="ticket-note__text">{note.text}</p>
          </li>
        ))}
      </ol>
      <form
        className="ticket-notes__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={id}>Add a note</label>
        <textarea id={id} rows={3} value={text} onChange={(event) => setText(event.target.value)} disabled={pending} />
        <Button type="submit" label="Add note" size="small" disabled={pending || !text.trim()} loading={pending} />
      </form>
    </section>
  );
}
