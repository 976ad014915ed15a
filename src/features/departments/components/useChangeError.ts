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
