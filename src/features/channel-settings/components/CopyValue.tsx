import { Button } from 'primereact/button';
import { Copy } from '../../../components/icons/glyphs';
import { buttonIcon } from '../../../components/icons/Icon';
import { useId, useState } from 'react';
import { useCopyToClipboard } from '../../../components/useCopyToClipboard';

/** A read-only value with a copy button; a secret shows dots until the person asks to see it. `noun` names it in the buttons. */
export function CopyValue({ label, noun, value, secret = false, shownAtFirst = !secret }: { label: string; noun: string; value: string; secret?: boolean; shownAtFirst?: boolean }) {
  const id = useId();
  const [shown, setShown] = useState(shownAtFirst);
  const { copy, message } = useCopyToClipboard('It could not be copied: select it and copy it by hand.');
  return (
    <div className="channel-settings__value">
      <span className="channel-settings__label" id={`${id}-label`}>
        {label}
      </span>
      <code className="channel-settings__code" aria-labelledby={`${id}-label`} tabIndex={0}>
        {shown ? value : '•'.repeat(24)}
      </code>
      <div className="channel-settings__actions">
        {secret ? (
          <Button type="button" text size="small" label={shown ? `Hide ${noun}` : `Show ${noun}`} onClick={() => setShown(!shown)} />
        ) : null}
        <Button type="button" text size="small" icon={buttonIcon(Copy)} label={`Copy ${noun}`} onClick={() => copy(value)} />
      </div>
      <span role="status" className="channel-settings__copied">
        {message}
      </span>
    </div>
  );
}
