import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { usePageSelector } from '../../../app/hooks';
import { selectUser, type AuthState } from '../../auth/authSlice';
import { selectCustomMessages, type SettingsState } from '../../settings/settingsSlice';
import { CannedReplyForm } from './CannedReplyForm';
import { RepliesTable } from './RepliesTable';
import './customMessages.css';

type State = { settings: SettingsState; auth: AuthState };

/**
 * 'My canned replies', opened from the composer: every member (Agents too, who have no workspace
 * settings) keeps their own personal replies here. The shared ones stay on the Administrators' page.
 * Its page needs the custom-message slice and saga (the chat page module brings them).
 */
export function MyCannedReplies() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        My replies
      </button>
      <Dialog
        visible={open}
        onHide={() => setOpen(false)}
        header="My canned replies"
        className="custom-messages-page my-canned-replies"
        style={{ width: '95vw', maxWidth: 720 }}
        draggable={false}
        resizable={false}
      >
        {open ? <MyRepliesContent /> : null}
      </Dialog>
    </>
  );
}

function MyRepliesContent() {
  const known = usePageSelector((state: State) => selectCustomMessages(state));
  const me = usePageSelector((state: State) => selectUser(state)?.id);
  const mine = known.filter((reply) => reply.ownerId !== null && reply.ownerId === me);
  return (
    <div className="custom-messages-page__section">
      <p className="muted">Only you see these. In the reply box, type / and a shortcut to insert one.</p>
      <RepliesTable replies={mine} known={known} caption="My canned replies" empty={<p>No personal replies yet.</p>} seenBy={false} />
      <h3>New personal reply</h3>
      <CannedReplyForm known={known} personalOnly />
    </div>
  );
}
