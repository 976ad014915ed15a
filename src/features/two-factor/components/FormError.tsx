import { formLevelMessage, type FormFailure } from '../../../components/form/fieldErrors';

/** The api's refusal of the whole form (a wrong code or password, too many tries), not of one field. */
export function FormError({ failure }: { failure: FormFailure | null }) {
  const message = formLevelMessage(failure);
  if (!message) return null;
  return (
    <p className="p-error" role="alert">
      {message}
    </p>
  );
}
