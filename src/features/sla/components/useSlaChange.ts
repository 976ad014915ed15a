import { useEffect, useRef } from 'react';
import { usePageSelector } from '../../../app/hooks';
import { formLevelMessage } from '../../../components/form/fieldErrors';
import { selectSlaPage, type SlaChangeKey } from '../slaSlice';

/** The api's refusal of this change: its message per field, and its own line when no field says it. */
export function useSlaFailure(key: SlaChangeKey): { fields: Record<string, string>; message: string | null } {
  const failure = usePageSelector(selectSlaPage).failure;
  if (failure?.key !== key) return { fields: {}, message: null };
  return { fields: failure.failure.fields, message: formLevelMessage(failure.failure) };
}

/** Calls `then` once each time this change goes through after the caller mounted (a dialog closes). */
export function useSlaDone(key: SlaChangeKey, then: () => void): void {
  const done = usePageSelector(selectSlaPage).done;
  const seen = useRef(done?.key === key ? done.count : -1);
  useEffect(() => {
    if (done?.key === key && done.count !== seen.current) {
      seen.current = done.count;
      then();
    }
  }, [done, key, then]);
}
