import { When } from '../../../components/time/When';
import type { SettingsChannel } from '../channelSettingsApi';

/** When the last failure was followed by replies the provider took: the page says the channel works again. */
export function repliedSinceError(health: SettingsChannel['health']): boolean {
  return health.lastErrorAt !== null && health.lastOutboundAt !== null && health.lastOutboundAt > health.lastErrorAt;
}

function Moment({ at, none }: { at: string | null; none: string }) {
  return at ? <When at={at} /> : <span className="muted">{none}</span>;
}

/**
 * A channel's health on its card: when a customer's message last came in, when the provider last took a
 * reply, the last failure with its time (kept after later successes, said so), and 'Reconnect needed'
 * with the provider's reason and what to do. Times are written at most every 10 s, told live.
 */
export function ChannelHealthView({ channel }: { channel: SettingsChannel }) {
  const { health } = channel;
  return (
    <div className="channel-settings__health" role="group" aria-label={`Health of ${channel.name}`}>
      {channel.status === 'reconnect needed' ? (
        <p className="p-error" role="alert">
          Reconnect needed: {channel.statusReason ?? 'the provider refused this channel’s credentials.'} Replies wait until an Administrator saves working
          credentials below (paste new ones from the provider and save).
        </p>
      ) : null}
      <dl className="channel-settings__health-list">
        <dt>Last message in</dt>
        <dd>
          <Moment at={health.lastInboundAt} none="none yet" />
        </dd>
        <dt>Last reply out</dt>
        <dd>
          <Moment at={health.lastOutboundAt} none="none yet" />
        </dd>
        <dt>Last error</dt>
        <dd>
          {health.lastError ? (
            <>
              {health.lastError}
              {health.lastErrorAt ? (
                <>
                  {' '}
                  (<When at={health.lastErrorAt} />)
                </>
              ) : null}
              {repliedSinceError(health) ? <span className="muted"> Replies have gone out since.</span> : null}
            </>
          ) : (
            <span className="muted">none</span>
          )}
        </dd>
      </dl>
    </div>
  );
}
