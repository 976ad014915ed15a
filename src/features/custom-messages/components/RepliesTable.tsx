import { Button } from 'primereact/button';
import { useState, type ReactNode } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { AdminActions, AdminTable } from '../../../components/table/AdminTable';
import type { CustomMessage } from '../../../domain/api';
import { cannedReplyRemoveRequested, selectCustomMessagesPage } from '../customMessagesSlice';
import { CannedReplyForm } from './CannedReplyForm';
import { useChangeFailure } from './useChangeError';

const COLUMNS = [{ label: 'Shortcut' }, { label: 'Text' }, { label: 'Files' }, { label: 'Seen by' }, { label: 'Actions', hidden: true }];

interface Props {
  replies: readonly CustomMessage[];
  /** every reply the member sees: a shortcut is checked against all of them */
  known: readonly CustomMessage[];
  caption: string;
  /** what shows when there is no reply */
  empty: ReactNode;
  /** the 'Seen by' column (shared or personal); left out where every reply is the member's own */
  seenBy?: boolean;
}

/** Canned replies with their files, each edited in place or deleted after a question. */
export function RepliesTable({ replies, known, caption, empty, seenBy = true }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const columns = seenBy ? COLUMNS : COLUMNS.filter((column) => column.label !== 'Seen by');
  return (
    <AdminTable caption={caption} captionHidden columns={columns} rowCount={replies.length} empty={empty} className="canned-table">
      {replies.map((reply) =>
        editing === reply.id ? (
          <tr key={reply.id}>
            <td colSpan={columns.length}>
              <CannedReplyForm reply={reply} known={known} onDone={() => setEditing(null)} />
            </td>
          </tr>
        ) : (
          <ReplyRow key={reply.id} reply={reply} seenBy={seenBy} onEdit={() => setEditing(reply.id)} />
        ),
      )}
    </AdminTable>
  );
}

function ReplyRow({ reply, seenBy, onEdit }: { reply: CustomMessage; seenBy: boolean; onEdit: () => void }) {
  const dispatch = useAppDispatch();
  const busy = usePageSelector(selectCustomMessagesPage).busy === `remove:${reply.id}`;
  const failure = useChangeFailure(`remove:${reply.id}`);
  const [confirming, setConfirming] = useState(false);
  return (
    <tr>
      <th scope="row" data-label="Shortcut">
        <code>/{reply.shortcut}</code>
      </th>
      <td className="canned-table__text" data-label="Text">
        {reply.message}
      </td>
      <td data-label="Files">{(reply.attachments ?? []).map((file) => file.name).join(', ') || '—'}</td>
      {seenBy ? <td data-label="Seen by">{reply.ownerId ? 'Only me' : 'Everyone'}</td> : null}
      <AdminActions>
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
      </AdminActions>
    </tr>
  );
}
