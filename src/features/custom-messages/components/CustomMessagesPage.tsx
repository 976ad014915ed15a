import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectWorkspace, type AuthState } from '../../auth/authSlice';
import { customMessagesPageOpened, selectCustomMessagesPage } from '../customMessagesSlice';
import { AutoMessagesCard } from './AutoMessagesCard';
import { CannedReplies } from './CannedReplies';
import './customMessages.css';

type State = { auth: AuthState };

/** /settings/workspace/custom-message: canned replies for the composer's '/', and each channel's automatic messages. */
export function CustomMessagesPage() {
  useDocumentTitle('Custom messages');
  const isAdministrator = usePageSelector((state: State) => selectWorkspace(state)?.role === 'Administrator');
  return (
    <section className="page custom-messages-page" aria-labelledby="page-title">
      <h1 id="page-title">Custom messages</h1>
      {isAdministrator ? <Content /> : <p className="muted">Only an Administrator of the workspace can change its custom messages.</p>}
    </section>
  );
}

function Content() {
  const dispatch = useAppDispatch();
  const { status, channels } = usePageSelector(selectCustomMessagesPage);
  useEffect(() => {
    dispatch(customMessagesPageOpened());
  }, [dispatch]);

  return (
    <>
      <CannedReplies />
      <section className="custom-messages-page__section" aria-labelledby="auto-title">
        <h2 id="auto-title">Automatic messages</h2>
        <p className="muted">
          Sent by the product on each channel: a greeting when a customer starts a conversation, an away message when a customer writes
          while no member is available (by each member&apos;s status; working hours come later), and a closing message when a conversation is
          resolved. Each goes once per conversation and event.
        </p>
        {status === 'failed' ? (
          <div role="alert">
            <p>The automatic messages could not be loaded.</p>
            <Button type="button" outlined label="Try again" onClick={() => dispatch(customMessagesPageOpened())} />
          </div>
        ) : !channels ? (
          <p role="status">Loading…</p>
        ) : channels.length === 0 ? (
          <p>This workspace has no channel yet: add one in the channel settings first.</p>
        ) : (
          channels.map((channel) => <AutoMessagesCard key={channel.channelId} channel={channel} />)
        )}
      </section>
    </>
  );
}
