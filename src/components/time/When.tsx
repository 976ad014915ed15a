import { useSyncExternalStore } from 'react';
import { formatWhen } from './formatWhen';
import { clockNow, subscribeClock } from './minuteClock';

const still = () => () => undefined;

export interface WhenProps {
  /** the moment, as the api sends it (ISO 8601) */
  at: string;
  /** a clock the caller already keeps (a list's minute clock); the shared clock otherwise */
  now?: number;
  className?: string;
}

/**
 * When something happened, the console's one way: '5 min ago' while recent, the date and time beyond
 * a day, the full time on hover; it keeps itself current. Nothing for an unreadable date.
 */
export function When({ at, now, className }: WhenProps) {
  const shared = useSyncExternalStore(now === undefined ? subscribeClock : still, clockNow);
  const { text, full } = formatWhen(at, now ?? shared);
  if (!text) return null;
  return (
    <time dateTime={at} title={full} className={className}>
      {text}
    </time>
  );
}
