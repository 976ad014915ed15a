export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <small id={id} className="p-error" role="alert">
      {message}
    </small>
  ) : null;
}
