import { usePageSelector } from '../../../app/hooks';
import { formLevelMessage } from '../../../components/form/fieldErrors';
import { selectCustomMessagesPage, type ChangeKey } from '../customMessagesSlice';

/** The api's refusal of this change: its messages per field, and its own line when no field says it. */
export function useChangeFailure(key: ChangeKey): { fields: Record<string, string>; message: string | null } {
  const failure = usePageSelector(selectCustomMessagesPage).failure;
  if (failure?.key !== key) return { fields: {}, message: null };
  return { fields: failure.failure.fields, message: formLevelMessage(failure.failure) };
}

/** True once after each success of this change (a form clears or closes itself). */
export function useDoneCount(key: ChangeKey): number {
  const done = usePageSelector(selectCustomMessagesPage).done;
  return done?.key === key ? done.count : 0;
}
