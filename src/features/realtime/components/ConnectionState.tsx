import { selectConnection, type RealtimeState } from '../realtimeSlice';
import './connectionState.css';
import { useAppSelector } from '../../../app/hooks';

export const RECONNECTING_TEXT = 'Reconnecting…';

/**
 * A quiet 'Reconnecting…' in the header from the moment the socket drops until it is back (socket.io
 * retries meanwhile); after 90 s the disconnected dialog takes over (spec §4). Nothing shows while the
 * first connection opens.
 */
export function ConnectionState() {
  const connection = useAppSelector((state: { realtime: RealtimeState }) => selectConnection(state));
  return (
    <span className="connection-state" role="status">
      {connection === 'disconnected' ? (
        <span className="connection-state__text" title="The connection to the server was lost; trying again">
          {RECONNECTING_TEXT}
        </span>
      ) : null}
    </span>
  );
}
