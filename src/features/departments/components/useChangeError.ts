import { useEffect, useRef } from 'react';
import { usePageSelector } from '../../../app/hooks';
import { formLevelMessage } from '../../../components/form/fieldErrors';
import { selectDepartmentsPage, type ChangeKey } from '../departmentsSlice';

/** The api's refusal of this change: its message for `field`, else its own line when no field says it. */
export function useChangeError(key: ChangeKey, field?: string): string | null {
  const failure = usePageSelector(selectDepartmentsPage).failure;
  if (failure?.key !== key) return null;
  const fields = failure.failure.fields;
  if (field && fields[field]) return fields[field];
  return formLevelMessage(failure.failure) ?? (Object.values(fields)[0] || failure.failure.message || null);
}

/** Calls `then` once this change goes through after the caller mounted (a form clears, a dialog closes). */
export function useWhenDone(key: ChangeKey, then: () => void): void {
  const done = usePageSelector(selectDepartmentsPage).done;
  const seen = useRef(done?.key === key ? done.count : -1);
  useEffect(() => {
    if (done?.key === key && done.count !== seen.current) {
      seen.current = done.count;
      then();
    }
  }, [done, key, then]);
}
