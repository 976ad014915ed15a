import { Button } from 'primereact/button';
import { useEffect, useId, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/** A read-only value with a copy button; a secret shows dots until the person asks to see it. `noun` names it in the buttons. */
export function CopyValue({ label, noun, value, secret = false }: { label: string; noun: string; value: string; secret?: boolean }) {
  const id = useId();
  const [shown, setShown] = useState(!secret);
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), 3000);
    return () => clearTimeout(timer);
  }, [copy]);
  const copyIt = () => {
    navigator.clipboard.writeText(value).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <div className="webhook-settings__value">
      <span className="webhook-settings__label" id={`${id}-label`}>
        {label}
      </span>
      <code className="webhook-settings__code" aria-labelledby={`${id}-label`} tabIndex={0}>
        {shown ? value : '•'.repeat(24)}
      </code>
      <div className="webhook-settings__actions">
        {secret ? (
          <Button type="button" text size="small" label={shown ? `Hide ${noun}` : `Show ${noun}`} onClick={() => setShown(!shown)} />
        ) : null}
        <Button type="button" text size="small" icon="pi pi-copy" label={`Copy ${noun}`} onClick={copyIt} />
      </div>
      <span role="status" className="webhook-settings__copied">
        {copy === 'copied' ? 'Copied.' : copy === 'failed' ? 'It could not be copied: select it and copy it by hand.' : ''}
      </span>
    </div>
  );
}
