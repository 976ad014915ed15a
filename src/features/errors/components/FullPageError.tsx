import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ERROR_DIALOG_TITLE } from '../apiErrorRules';

/**
 * Spec §2/§8: the full-page variant of the error view, for errors the console cannot continue after
 * (a workspace that could not be created, an expired invitation). Logout is the way out.
 */
export function FullPageError({ message }: { message: string }) {
  useDocumentTitle(ERROR_DIALOG_TITLE);
  return (
    <main className="error-view error-view--full" id="main">
      <h1>{ERROR_DIALOG_TITLE}</h1>
      <p role="alert">{message}</p>
      <div className="error-view__actions">
        <a className="btn btn--primary" href="/v2/logout">
          Logout
        </a>
      </div>
    </main>
  );
}
