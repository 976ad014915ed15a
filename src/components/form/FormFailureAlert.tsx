import { formLevelMessage, type FormFailure } from './fieldErrors';

/** A form's failure that no one field explains (e.g. the network, a conflict), announced to screen readers. */
export function FormFailureAlert({ failure }: { failure: FormFailure | null | undefined }) {
  const message = formLevelMessage(failure);
  return message ? (
    <p className="p-error" role="alert">
      {message}
    </p>
  ) : null;
}
