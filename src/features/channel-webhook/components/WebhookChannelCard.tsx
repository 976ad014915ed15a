import { Button } from 'primereact/button';
import { RefreshCw } from '../../../components/icons/glyphs';
import { buttonIcon } from '../../../components/icons/Icon';
import { useId, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { PrimeTextField } from '../../../components/form/PrimeFields';
import type { WebhookChannel } from '../channelWebhookApi';
import { channelUrl, inboundUrl, urlError } from '../channelWebhookRules';
import { webhookChangeRequested, webhookSecretRotationRequested, type FormFailure } from '../channelWebhookSlice';
import { CopyValue } from './CopyValue';

interface Props {
  channel: WebhookChannel;
  origin: string;
  isAdministrator: boolean;
  busy: boolean;
  failure: FormFailure | undefined;
}

/** One webhook channel: where to send messages, the secret that signs them, and where replies go. */
export function WebhookChannelCard({ channel, origin, isAdministrator, busy, failure }: Props) {
  const dispatch = useDispatch();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const initialValues = useMemo(() => ({ url: channelUrl(channel) }), [channel]);
  return (
    <article className="webhook-settings__card" aria-labelledby={titleId}>
      <header className="webhook-settings__card-header">
        <h2 id={titleId}>{channel.name}</h2>
        <span className={channel.enabled ? 'webhook-settings__state' : 'webhook-settings__state webhook-settings__state--off'}>
          {channel.enabled ? 'On' : 'Off'}
        </span>
      </header>
      <CopyValue label="Inbound URL" noun="inbound URL" value={inboundUrl(origin, channel.publicId)} />
      {channel.secret ? <CopyValue label="Secret" noun="secret" value={channel.secret} secret /> : null}
      {isAdministrator ? (
        <>
          {confirming ? (
            <div className="webhook-settings__confirm" role="group" aria-label="Rotate the secret">
              <p>Messages signed with the current secret will be refused from now on. Rotate it?</p>
              <Button
                type="button"
                severity="danger"
                label="Rotate now"
                disabled={busy}
                onClick={() => {
                  setConfirming(false);
                  dispatch(webhookSecretRotationRequested({ id: channel.id }));
                }}
              />
              <Button type="button" text label="Keep the secret" onClick={() => setConfirming(false)} />
            </div>
          ) : (
            <Button type="button" outlined size="small" icon={buttonIcon(RefreshCw)} label="Rotate secret" disabled={busy} onClick={() => setConfirming(true)} />
          )}
          <Form<{ url: string }>
            initialValues={initialValues}
            validate={(values) => {
              const error = urlError(values.url);
              return error ? { url: error } : {};
            }}
            onSubmit={(values) => {
              dispatch(webhookChangeRequested({ id: channel.id, change: { settings: { url: values.url.trim() } } }));
            }}
            render={({ handleSubmit, pristine }) => (
              <form className="form webhook-settings__edit" onSubmit={handleSubmit} noValidate aria-label={`Replies of ${channel.name}`}>
                <PrimeTextField name="url" label="Reply URL" serverError={failure?.fields.url} />
                <Button type="submit" label="Save URL" loading={busy} disabled={busy || pristine} />
              </form>
            )}
          />
          <EnabledSwitch channel={channel} busy={busy} />
        </>
      ) : (
        <p className="muted">Replies go to {channelUrl(channel) || 'no URL yet'}. Only an Administrator can change this channel.</p>
      )}
    </article>
  );
}

function EnabledSwitch({ channel, busy }: { channel: WebhookChannel; busy: boolean }) {
  const dispatch = useDispatch();
  const id = useId();
  return (
    <div className="webhook-settings__switch">
      {/* A native switch: PrimeReact's nests its focusable input in another control (axe: nested-interactive). */}
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={channel.enabled}
        disabled={busy}
        onChange={(e) => dispatch(webhookChangeRequested({ id: channel.id, change: { enabled: e.target.checked } }))}
      />
      <label htmlFor={id}>Take messages on this channel</label>
    </div>
  );
}
