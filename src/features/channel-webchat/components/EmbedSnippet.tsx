import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { webchatEmbedSnippet } from '../../../domain/webchat';

type CopyState = 'idle' | 'copied' | 'failed';

/** The one tag to put on a website, with a button that copies it. */
export function EmbedSnippet({ publicId, origin }: { publicId: string | null; origin: string }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), 3000);
    return () => clearTimeout(timer);
  }, [copy]);

  if (!publicId) {
    return (
      <aside className="webchat-settings__embed" aria-labelledby="webchat-embed-title">
        <h2 id="webchat-embed-title">Add it to your website</h2>
        <p className="muted">Create the web chat to get the code to add to your website.</p>
      </aside>
    );
  }
  const snippet = webchatEmbedSnippet(origin, publicId);
  const copyIt = () => {
    navigator.clipboard.writeText(snippet).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <aside className="webchat-settings__embed" aria-labelledby="webchat-embed-title">
      <h2 id="webchat-embed-title">Add it to your website</h2>
      <p>Paste this tag into every page where the chat should appear, just before &lt;/body&gt;.</p>
      <pre className="webchat-settings__code" tabIndex={0} aria-label="Embed code">
        <code>{snippet}</code>
      </pre>
      <Button type="button" icon="pi pi-copy" label="Copy code" onClick={copyIt} />
      <p role="status" className="webchat-settings__copied">
        {copy === 'copied' ? 'Copied.' : copy === 'failed' ? 'The code could not be copied: select it and copy it by hand.' : ''}
      </p>
    </aside>
  );
}
