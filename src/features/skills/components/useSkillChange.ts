import { useEffect, useRef } from 'react';
import { usePageSelector } from '../../../app/hooks';
import { formLevelMessage } from '../../../components/form/fieldErrors';
import { selectSkillsPage, type SkillChangeKey } from '../skillsSlice';

/** The api's refusal of this change: its messages per field, and its own line when no field says it. */
export function useSkillFailure(key: SkillChangeKey): { fields: Record<string, string>; message: string | null } {
  const failure = usePageSelector(selectSkillsPage).failure;
  if (failure?.key !== key) return { fields: {}, message: null };
  return { fields: failure.failure.fields, message: formLevelMessage(failure.failure) };
}

/** Calls `then` once each time this change goes through after the caller mounted (a dialog closes, a form starts afresh). */
export function useWhenSkillChangeDone(key: SkillChangeKey, then: () => void): void {
  const done = usePageSelector(selectSkillsPage).done;
  const seen = useRef(done?.key === key ? done.count : -1);
  useEffect(() => {
    if (done?.key === key && done.count !== seen.current) {
      seen.current = done.count;
      then();
    }
  }, [done, key, then]);
}

export function useSkillBusy(key: SkillChangeKey): boolean {
  return usePageSelector(selectSkillsPage).busy === key;
}
