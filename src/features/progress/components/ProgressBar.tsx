import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { PROGRESS_DURATION_MS, PROGRESS_FINISH_MS, PROGRESS_THROTTLE_MS, nextProgressPhase } from '../progressRules';
import type { Activity } from '../activity';

/** The thin bar at the top of the console while pages load or calls run (spec §9). */
export function ProgressBar({ activity }: { activity: Activity }) {
  const busy = useSyncExternalStore(activity.subscribe, activity.isBusy);
  const [phase, send] = useReducer(nextProgressPhase, 'hidden');

  useEffect(() => send(busy ? 'busy' : 'idle'), [busy]);
  useEffect(() => {
    if (phase === 'pending') {
      const timer = setTimeout(() => send('throttleElapsed'), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'finishing') {
      const timer = setTimeout(() => send('finishElapsed'), PROGRESS_FINISH_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  if (phase === 'hidden' || phase === 'pending') return null;
  return (
    <div className="progress-bar" role="progressbar" aria-label="Loading" data-phase={phase}>
      <span
        className="progress-bar__fill"
        style={{ transitionDuration: phase === 'shown' ? `${PROGRESS_DURATION_MS}ms` : `${PROGRESS_FINISH_MS}ms` }}
      />
    </div>
  );
}
