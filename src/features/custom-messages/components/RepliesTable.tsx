import { Button } from 'primereact/button';
import { useState } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import type { CustomMessage } from '../../../domain/api';
import { cannedReplyRemoveRequested, selectCustomMessagesPage } from '../customMessagesSlice';
import { CannedReplyForm } from './CannedReplyForm';
import { useChangeFailure } from './useChangeError';

interface Props {
  replies: readonly CustomMessage[];
  /** every reply the member sees: a shortcut is checked against all of them */
  known: readonly CustomMessage[];
  caption: string;
  /** the 'Seen by' column (shared or personal); left out where every reply is the member's own */
  seenBy?: boolean;
}

/** Canned replies with their files, each edited in place or deleted after a question. */
export function RepliesTable({ replies, known, caption, seenBy = true }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const columns = seenBy ? 5 : 4;
  return (
    <table className="canned-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Shortcut</th>
          <th scope="col">Text</th>
          <th scope="col">Files</th>
          {seenBy ? <th scope="col">Seen by</th> : null}
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {replies.map((reply) =>
          editing === reply.id ? (
            <tr key={reply.id}>
              <td colSpan={columns}>
                <CannedReplyForm reply={reply} known={known} onDone={() => setEditing(null)} />
              </td>
            </tr>
          ) : (
            <ReplyRow key={reply.id} reply={reply} seenBy={seenBy} onEdit={() => setEditing(reply.id)} />
          ),
        )}
      </tbody>
    </table>
  );
}

function ReplyRow({ reply, seenBy, onEdit }: { reply: CustomMessage; seenBy: boolean; onEdit: () => void }) {
  const dispatch = useAppDispatch();
  const busy = usePageSelector(selectCustomMessagesPage).busy === `remove:${reply.id}`;
  const failure = useChangeFailure(`remove:${reply.id}`);
  const [confirming, setConfirming] = useState(false);
  return (
    <tr>
      <td>
        <code>/{reply.shortcut}</code>
      </td>
      <td className="canned-table__text">{reply.message}</td>
      <td>{(reply.attachments ?? []).map((file) => file.name).join(', ') || '—'}</td>
      {seenBy ? <td>{reply.ownerId ? 'Only me' : 'Everyone'}</td> : null}
      <td className="canned-table__actions">
        {confirming ? (
          <>
            <span>Delete /{reply.shortcut}?</span>
            <Button type="button" severity="danger" size="small" label="Delete" loading={busy} onClick={() => dispatch(cannedReplyRemoveRequested(reply.id))} />
            <Button type="button" outlined size="small" label="Keep" onClick={() => setConfirming(false)} />
          </>
        ) : (
          <>
            <Button type="button" outlined size="small" label="Edit" aria-label={`Edit /${reply.shortcut}`} onClick={onEdit} />
            <Button type="button" outlined severity="danger" size="small" label="Delete" aria-label={`Delete /${reply.shortcut}`} onClick={() => setConfirming(true)} />
          </>
        )}
        {failure.message ? (
          <small className="p-error" role="alert">
            {failure.message}
          </small>
        ) : null}
      </td>
    </tr>
  );
}
