import { useEffect } from 'react';
import { StatusScreen } from '../../../components/StatusScreen';
import type { Activity } from '../activity';

/** A Suspense fallback that also counts as work in flight, so page loads move the progress bar. */
export function PageLoading({ activity }: { activity: Activity }) {
  useEffect(() => {
    activity.started();
    return () => activity.finished();
  }, [activity]);
  return <StatusScreen text="Loading…" />;
}
