/** A refusal shown under its control, announced as it appears; `id` is what the control's aria-describedby names. */
export function FieldError({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <small id={id} className="p-error" role="alert">
      {message}
    </small>
  );
}
