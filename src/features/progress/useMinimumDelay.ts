import { useEffect, useRef, useState } from 'react';
import { FETCH_MIN_DELAY_MS } from '../../domain/constants';
import { minimumDelayRemaining } from './progressRules';

/** `loading`, held true for at least 200 ms once it turned true, so an indicator never flashes. */
export function useMinimumDelay(loading: boolean, minimum: number = FETCH_MIN_DELAY_MS): boolean {
  const shownAt = useRef<number | null>(null);
  const [held, setHeld] = useState(loading);

  useEffect(() => {
    if (loading) {
      shownAt.current ??= Date.now();
      setHeld(true);
      return undefined;
    }
    if (shownAt.current === null) {
      setHeld(false);
      return undefined;
    }
    const remaining = minimumDelayRemaining(shownAt.current, Date.now(), minimum);
    const timer = setTimeout(() => {
      shownAt.current = null;
      setHeld(false);
    }, remaining);
    return () => clearTimeout(timer);
  }, [loading, minimum]);

  return loading || held;
}
