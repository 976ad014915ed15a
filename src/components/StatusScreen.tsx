/** A whole-page wait (signing in, loading a page): announced politely, with a visible spinner. */
export function StatusScreen({ text }: { text: string }) {
  return (
    <div className="status-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
