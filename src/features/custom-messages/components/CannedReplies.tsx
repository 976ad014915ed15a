import { Button } from 'primereact/button';
import { useState } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import type { CustomMessage } from '../../../domain/api';
import { selectCustomMessages, type SettingsState } from '../../settings/settingsSlice';
import { cannedReplyRemoveRequested, selectCustomMessagesPage } from '../customMessagesSlice';
import { CannedReplyForm } from './CannedReplyForm';
import { useChangeFailure } from './useChangeError';

type State = { settings: SettingsState };

/** The canned replies this member sees (shared ones and their own), live with the 'custom message' events. */
export function CannedReplies() {
  const replies = usePageSelector((state: State) => selectCustomMessages(state));
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section className="custom-messages-page__section" aria-labelledby="canned-title">
      <h2 id="canned-title">Canned replies</h2>
      <p className="muted">
        In Chat, type / and a shortcut in the reply box to insert the text (and its files). Shared replies are for the whole team; a personal
        one only for whoever made it.
      </p>
      {replies.length === 0 ? (
        <p>No canned replies yet.</p>
      ) : (
        <table className="canned-table">
          <caption className="visually-hidden">Canned replies</caption>
          <thead>
            <tr>
              <th scope="col">Shortcut</th>
              <th scope="col">Text</th>
              <th scope="col">Files</th>
              <th scope="col">Seen by</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {replies.map((reply) =>
              editing === reply.id ? (
                <tr key={reply.id}>
                  <td colSpan={5}>
                    <CannedReplyForm reply={reply} known={replies} onDone={() => setEditing(null)} />
                  </td>
                </tr>
              ) : (
                <ReplyRow key={reply.id} reply={reply} onEdit={() => setEditing(reply.id)} />
              ),
            )}
          </tbody>
        </table>
      )}
      <h3>New canned reply</h3>
      <CannedReplyForm known={replies} />
    </section>
  );
}

function ReplyRow({ reply, onEdit }: { reply: CustomMessage; onEdit: () => void }) {
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
      <td>{reply.ownerId ? 'Only me' : 'Everyone'}</td>
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
