import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The time, updated once a minute: relative times ("5 min ago") stay true without re-rendering per second. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
