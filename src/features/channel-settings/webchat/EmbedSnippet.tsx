import { Button } from 'primereact/button';
import { Copy } from '../../../components/icons/glyphs';
import { buttonIcon } from '../../../components/icons/Icon';
import { useCopyToClipboard } from '../../../components/useCopyToClipboard';
import { webchatEmbedSnippet } from '../../../domain/webchat';

/** The one tag to put on a website, with a button that copies it. */
export function EmbedSnippet({ publicId, origin }: { publicId: string | null; origin: string }) {
  const { copy, message } = useCopyToClipboard('The code could not be copied: select it and copy it by hand.');

  if (!publicId) {
    return (
      <aside className="webchat-settings__embed" aria-labelledby="webchat-embed-title">
        <h2 id="webchat-embed-title">Add it to your website</h2>
        <p className="muted">Create the web chat to get the code to add to your website.</p>
      </aside>
    );
  }
  const snippet = webchatEmbedSnippet(origin, publicId);
  return (
    <aside className="webchat-settings__embed" aria-labelledby="webchat-embed-title">
      <h2 id="webchat-embed-title">Add it to your website</h2>
      <p>Paste this tag into every page where the chat should appear, just before &lt;/body&gt;.</p>
      <pre className="webchat-settings__code" tabIndex={0} aria-label="Embed code">
        <code>{snippet}</code>
      </pre>
      <Button type="button" icon={buttonIcon(Copy)} label="Copy code" onClick={() => copy(snippet)} />
      <p role="status" className="webchat-settings__copied">
        {message}
      </p>
    </aside>
  );
}
