import { useId } from 'react';
import { isMessageSound, MESSAGE_SOUND_LABELS, MESSAGE_SOUNDS } from '../../../domain/alerts';
import { messageSoundChangeRequested, type AlertsState } from '../../notifications/alertsSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** Which new customer messages play a sound: none, in conversations one holds, or also unassigned ones. */
export function MessageSoundSetting() {
  const dispatch = useAppDispatch();
  // A store without the alerts feature (some tests of other features) has no setting to show.
  const alerts = useAppSelector((state: { alerts?: AlertsState }) => state.alerts);
  const id = useId();
  if (!alerts) return null;
  const { sound, soundSaving } = alerts;
  return (
    <li className="profile-overview__sound">
      <label htmlFor={id}>Sound for new messages</label>
      <select
        id={id}
        value={sound}
        aria-busy={soundSaving}
        onChange={(event) => {
          if (isMessageSound(event.target.value)) dispatch(messageSoundChangeRequested(event.target.value));
        }}
      >
        {MESSAGE_SOUNDS.map((value) => (
          <option key={value} value={value}>
            {MESSAGE_SOUND_LABELS[value]}
          </option>
        ))}
      </select>
    </li>
  );
}
