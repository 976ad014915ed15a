import { useDocumentTitle } from './useDocumentTitle';

export interface ErrorViewProps {
  code: number;
  title: string;
  text: string;
  actions: readonly ('home' | 'reload' | 'landing')[];
  /** the server's own message, when there is one worth showing */
  detail?: string;
  /** false inside a layout that already has its own <main> */
  standalone?: boolean;
}

// Full-page links rather than router links: after an error a fresh document is the safer start.
export function ErrorView({ code, title, text, actions, detail, standalone = true }: ErrorViewProps) {
  useDocumentTitle(title);
  const Wrapper = standalone ? 'main' : 'section';
  return (
    <Wrapper className="error-view" id={standalone ? 'main' : undefined}>
      <p className="error-view__code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      {detail && detail !== text ? <p className="error-view__detail">{detail}</p> : null}
      <div className="error-view__actions">
        {actions.map((action) =>
          action === 'reload' ? (
            <button key={action} type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
              Reload
            </button>
          ) : action === 'home' ? (
            <a key={action} className="btn" href="/v2/home">
              Home Page
            </a>
          ) : (
            <a key={action} className="btn" href="/v2/">
              Landing
            </a>
          ),
        )}
      </div>
    </Wrapper>
  );
}
