import type { FormFailure } from '../../errors/formCall';

/** The api's refusal of the whole form (a wrong code or password, too many tries), not of one field. */
export function FormError({ failure }: { failure: FormFailure | null }) {
  if (!failure?.message || Object.keys(failure.fields).length > 0) return null;
  return (
    <p className="p-error" role="alert">
      {failure.message}
    </p>
  );
}
