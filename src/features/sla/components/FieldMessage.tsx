/** A field's error under its input, announced; nothing when there is none. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <small id={id} className="p-error" role="alert">
      {message}
    </small>
  ) : null;
}
