import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { channelLabel, isWebchatType } from '../../../domain/channels';
import { selectWorkspace, type AuthState } from '../../auth/authSlice';
import type { PageProps } from '../../shell/pageTypes';
import type { ChannelTypeInfo } from '../channelSettingsApi';
import { capabilitiesText } from '../channelSettingsRules';
import { channelSettingsOpened, selectChannelSettings, type ChannelSettingsState } from '../channelSettingsSlice';
import { WebchatSettings } from '../webchat/WebchatSettings';
import { ChannelCard } from './ChannelCard';
import { CreateChannelForm } from './CreateChannelForm';
import './channelSettings.css';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

type State = { channelSettings: ChannelSettingsState; auth: AuthState };

function Channels({ info, isAdministrator }: { info: ChannelTypeInfo; isAdministrator: boolean }) {
  const { channels, creating, createFailure, busy, editFailure, tests, rotated } = usePageSelector(selectChannelSettings);
  return (
    <div className="channel-settings__layout">
      <div className="channel-settings__list">
        {channels.length === 0 ? <p>No {info.label} channel yet.</p> : null}
        {channels.map((channel) => (
          <ChannelCard
            key={channel.id}
            channel={channel}
            fields={info.settings.fields}
            isAdministrator={isAdministrator}
            busy={busy[channel.id] === true}
            failure={editFailure[channel.id]}
            testable={info.testable}
            test={tests[channel.id]}
            rotated={rotated[channel.id] === true}
          />
        ))}
      </div>
      {isAdministrator ? (
        <CreateChannelForm key={channels.length} info={info} creating={creating} failure={createFailure} />
      ) : (
        <p className="muted">Only an Administrator can add a {info.label} channel.</p>
      )}
    </div>
  );
}

/**
 * /settings/channel/:type — one page for every channel type, rendered from GET /channel-types: how the
 * type connects, its channels with their state, health, values to copy (from the type's definition),
 * test, rotation and settings form, and the web chat's own look and snippet. A type without a connector
 * shows only how it will connect.
 */
export function ChannelSettingsPage({ product, params }: PageProps) {
  const type = params.type ?? '';
  const dispatch = useAppDispatch();
  const { types, status } = usePageSelector(selectChannelSettings);
  const isAdministrator = usePageSelector((state: State) => selectWorkspace(state)?.role === 'Administrator');
  const info = types.list.find((t) => t.type === type);
  const title = `${info?.label ?? channelLabel(type)} channel`;
  useDocumentTitle(title);

  useEffect(() => {
    dispatch(channelSettingsOpened({ type }));
  }, [dispatch, type]);

  return (
    <section className="page channel-settings" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {status === 'loading' || status === 'idle' ? (
        <p role="status">Loading…</p>
      ) : status === 'failed' || !info ? (
        <div role="alert">
          <p>{status === 'failed' ? 'The channel settings could not be loaded.' : 'This channel type is not known here.'}</p>
          <Button type="button" outlined label="Try again" onClick={() => dispatch(channelSettingsOpened({ type }))} />
        </div>
      ) : !info.connectable ? (
        <>
          <p>{info.settings.howToConnect}</p>
          <p className="muted">This channel cannot be connected yet: there is nothing to set up here for now.</p>
        </>
      ) : (
        <>
          <p className="muted">{info.settings.howToConnect}</p>
          <p className="muted">{capabilitiesText(info.capabilities)}</p>
          {isWebchatType(type) ? <WebchatSettings product={product} /> : <Channels info={info} isAdministrator={isAdministrator} />}
        </>
      )}
    </section>
  );
}
