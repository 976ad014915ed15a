import { usePageSelector } from '../../../app/hooks';
import { changeFailure, useWhenChangeDone } from '../../../components/form/changeState';
import { selectSkillsPage, type SkillChangeKey } from '../skillsSlice';

/** The api's refusal of this change: its messages per field, and its own line when no field says it. */
export function useSkillFailure(key: SkillChangeKey): { fields: Record<string, string>; message: string | null } {
  return changeFailure(usePageSelector(selectSkillsPage), key);
}

/** Calls `then` once each time this change goes through after the caller mounted (a dialog closes). */
export function useWhenSkillChangeDone(key: SkillChangeKey, then: () => void): void {
  useWhenChangeDone(usePageSelector(selectSkillsPage).done, key, then);
}

export function useSkillBusy(key: SkillChangeKey): boolean {
  return usePageSelector(selectSkillsPage).busy === key;
}
