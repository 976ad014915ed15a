import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectWorkspace, type AuthState } from '../../auth/authSlice';
import { selectChannelWebhook, selectWebhookChannels, webhookSettingsOpened, type ChannelWebhookState } from '../channelWebhookSlice';
import { CreateWebhookForm } from './CreateWebhookForm';
import { WebhookChannelCard } from './WebhookChannelCard';
import './webhookSettings.css';

type State = { channelWebhook: ChannelWebhookState; auth: AuthState };

/** /settings/channel/WEBHOOK: the workspace's webhook channels, their inbound URLs, secrets and reply URLs. */
export function WebhookSettingsPage() {
  useDocumentTitle('Webhook channel');
  const dispatch = useDispatch();
  const { status, creating, createFailure, busy, editFailure } = useSelector(selectChannelWebhook);
  const channels = useSelector(selectWebhookChannels);
  const isAdministrator = useSelector((state: State) => selectWorkspace(state)?.role === 'Administrator');

  useEffect(() => {
    dispatch(webhookSettingsOpened());
  }, [dispatch]);

  return (
    <section className="page webhook-settings" aria-labelledby="page-title">
      <h1 id="page-title">Webhook channel</h1>
      <p className="muted">
        Connect any system that can send and receive HTTPS requests: it POSTs customer messages to the inbound URL, signed with the
        channel&apos;s secret, and receives agent replies at its reply URL.
      </p>
      {status === 'loading' || status === 'idle' ? (
        <p role="status">Loading…</p>
      ) : status === 'failed' ? (
        <div role="alert">
          <p>The webhook channels could not be loaded.</p>
          <Button type="button" outlined label="Try again" onClick={() => dispatch(webhookSettingsOpened())} />
        </div>
      ) : (
        <div className="webhook-settings__layout">
          <div className="webhook-settings__list">
            {channels.length === 0 ? <p>No webhook channel yet.</p> : null}
            {channels.map((channel) => (
              <WebhookChannelCard
                key={channel.id}
                channel={channel}
                origin={window.location.origin}
                isAdministrator={isAdministrator}
                busy={busy[channel.id] === true}
                failure={editFailure[channel.id]}
              />
            ))}
          </div>
          {isAdministrator ? (
            <CreateWebhookForm key={channels.length} creating={creating} failure={createFailure} />
          ) : (
            <p className="muted">Only an Administrator can add a webhook channel.</p>
          )}
        </div>
      )}
    </section>
  );
}
