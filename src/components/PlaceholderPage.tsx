import { useDocumentTitle } from './useDocumentTitle';

/** A console page whose content is not built yet: it says so rather than showing made-up data. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="muted">This part of the console is not available yet.</p>
    </section>
  );
}
