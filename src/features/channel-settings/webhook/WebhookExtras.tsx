import { Button } from 'primereact/button';
import { useState } from 'react';
import { RefreshCw } from '../../../components/icons/glyphs';
import { buttonIcon } from '../../../components/icons/Icon';
import type { SettingsChannel } from '../channelSettingsApi';
import { channelSecretRotationRequested } from '../channelSettingsSlice';
import { CopyValue } from '../components/CopyValue';
import { inboundUrl } from './webhookRules';
import { useAppDispatch } from '../../../app/hooks';

/** The webhook channel's own part of its card: where to send messages, and the secret that signs them. */
export function WebhookExtras({ channel, isAdministrator, busy }: { channel: SettingsChannel; isAdministrator: boolean; busy: boolean }) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <CopyValue label="Inbound URL" noun="inbound URL" value={inboundUrl(window.location.origin, channel.publicId)} />
      {channel.secret ? <CopyValue label="Secret" noun="secret" value={channel.secret} secret /> : null}
      {!isAdministrator ? null : confirming ? (
        <div className="channel-settings__confirm" role="group" aria-label="Rotate the secret">
          <p>Messages signed with the current secret will be refused from now on. Rotate it?</p>
          <Button
            type="button"
            severity="danger"
            label="Rotate now"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              dispatch(channelSecretRotationRequested({ id: channel.id }));
            }}
          />
          <Button type="button" text label="Keep the secret" onClick={() => setConfirming(false)} />
        </div>
      ) : (
        <Button type="button" outlined size="small" icon={buttonIcon(RefreshCw)} label="Rotate secret" disabled={busy} onClick={() => setConfirming(true)} />
      )}
    </>
  );
}
