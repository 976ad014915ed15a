import { usePageSelector } from '../../../app/hooks';
import { selectCustomMessages, type SettingsState } from '../../settings/settingsSlice';
import { CannedReplyForm } from './CannedReplyForm';
import { RepliesTable } from './RepliesTable';

type State = { settings: SettingsState };

/** The canned replies this member sees (shared ones and their own), live with the 'custom message' events. */
export function CannedReplies() {
  const replies = usePageSelector((state: State) => selectCustomMessages(state));
  return (
    <section className="custom-messages-page__section" aria-labelledby="canned-title">
      <h2 id="canned-title">Canned replies</h2>
      <p className="muted">
        In Chat, type / and a shortcut in the reply box to insert the text (and its files). Shared replies are for the whole team; a personal
        one only for whoever made it.
      </p>
      <RepliesTable replies={replies} known={replies} caption="Canned replies" empty={<p>No canned replies yet.</p>} />
      <h3>New canned reply</h3>
      <CannedReplyForm known={replies} />
    </section>
  );
}
