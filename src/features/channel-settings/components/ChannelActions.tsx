import { Button } from 'primereact/button';
import { useState } from 'react';
import { RefreshCw } from '../../../components/icons/glyphs';
import { buttonIcon } from '../../../components/icons/Icon';
import type { SettingsChannel } from '../channelSettingsApi';
import { channelSecretRotationRequested, channelTestRequested, type ChannelSettingsState } from '../channelSettingsSlice';
import { CopyValue } from './CopyValue';
import { useAppDispatch } from '../../../app/hooks';

/** 'Inbound URL' is called 'inbound URL' in its buttons ('Copy inbound URL'). */
const nounOf = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/**
 * The values the channel's definition gives to paste at the provider or in the Administrator's system
 * (a webhook URL, a verify token): the same for every type, no type's own code. Right after a rotation
 * the new secret values are shown at once, to copy.
 */
export function CopyValues({ channel, rotated }: { channel: SettingsChannel; rotated: boolean }) {
  return (
    <>
      {(channel.copyValues ?? []).map((item) => (
        <div key={item.label}>
          <CopyValue key={item.value} label={item.label} noun={nounOf(item.label)} value={item.value} secret={item.secret === true} shownAtFirst={item.secret !== true || rotated} />
          {item.help ? <p className="muted channel-settings__help">{item.help}</p> : null}
        </div>
      ))}
    </>
  );
}

/** 'Rotate secret' with a confirmation: the channel's own secret (signing, verify token) is replaced at once. */
export function RotateSecret({ channel, busy }: { channel: SettingsChannel; busy: boolean }) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return <Button type="button" outlined size="small" icon={buttonIcon(RefreshCw)} label="Rotate secret" disabled={busy} onClick={() => setConfirming(true)} />;
  }
  return (
    <div className="channel-settings__confirm" role="group" aria-label="Rotate the secret">
      <p>Calls signed with the current secret will be refused from now on, and the values above change: paste the new ones where they are used. Rotate it?</p>
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
  );
}

/** 'Test the connection': one harmless call to the provider with the stored credentials, answered in words. */
export function TestConnection({ channel, test }: { channel: SettingsChannel; test: ChannelSettingsState['tests'][string] | undefined }) {
  const dispatch = useAppDispatch();
  const testing = test?.status === 'testing';
  const answer = test?.status === 'done' ? test.answer : undefined;
  return (
    <div className="channel-settings__test">
      <Button type="button" outlined size="small" label="Test the connection" loading={testing} disabled={testing} onClick={() => dispatch(channelTestRequested({ id: channel.id }))} />
      <p role="status" className={answer && !answer.ok ? 'p-error' : undefined}>
        {testing ? 'Testing…' : answer ? (answer.ok ? `It works: ${answer.detail}` : `It does not work: ${answer.reason}`) : ''}
      </p>
    </div>
  );
}
