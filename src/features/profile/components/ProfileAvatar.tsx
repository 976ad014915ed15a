import type { RealtimeState } from '../../realtime/realtimeSlice';
import { statusDot } from '../profileRules';
import { useAppSelector } from '../../../app/hooks';

interface ProfileAvatarProps {
  name: string;
  imageUrl: string | null;
  status: string | null;
  spectating: boolean;
  size?: 'small' | 'large';
}

/** The user's picture (or initial), the status dot, and the spectator badge. */
export function ProfileAvatar({ name, imageUrl, status, spectating, size = 'small' }: ProfileAvatarProps) {
  // Stores without the realtime feature (some tests) have no connection to lose.
  const connection = useAppSelector((state: { realtime?: RealtimeState }) => state.realtime?.connection ?? 'idle');
  const dot = statusDot(status, connection);
  return (
    <span className={`profile-avatar profile-avatar--${size}`}>
      {imageUrl ? (
        <img className="profile-avatar__image" src={imageUrl} alt="" />
      ) : (
        <span className="profile-avatar__initial" aria-hidden="true">
          {(name || '?').slice(0, 1).toUpperCase()}
        </span>
      )}
      <span
        className={`status-dot status-dot--${dot}`}
        data-testid="status-dot"
        data-colour={dot}
        aria-hidden="true"
        title={dot === 'grey' ? 'Reconnecting…' : undefined}
      />
      {spectating ? (
        <span className="profile-avatar__badge" data-testid="spectator-badge" title="Spectator">
          <span className="visually-hidden">Spectator</span>
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M8 3C4 3 1.5 8 1.5 8S4 13 8 13s6.5-5 6.5-5S12 3 8 3zm0 8a3 3 0 110-6 3 3 0 010 6z" fill="currentColor" />
          </svg>
        </span>
      ) : null}
    </span>
  );
}
