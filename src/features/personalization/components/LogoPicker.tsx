import { Button } from 'primereact/button';
import { useRef, useState, type ChangeEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { logoFileError } from '../../../domain/brandRules';
import { stageFile } from '../../conversations/outbox';
import { logoPicked, selectPersonalization } from '../personalizationSlice';
import { FieldError } from './FieldError';

/** The logo: a PNG, JPEG or SVG of at most 1 MB, checked here by type and size, by the api by its bytes. */
export function LogoPicker({ logoUrl, error, onRemove }: { logoUrl: string | null; error: string | undefined; onRemove: () => void }) {
  const dispatch = useAppDispatch();
  const { uploading, uploadError } = usePageSelector(selectPersonalization);
  const [picked, setPicked] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const shown = picked ?? uploadError ?? error;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = logoFileError(file);
    setPicked(refused);
    if (!refused) dispatch(logoPicked(stageFile(file)));
  };

  return (
    <div className="brand-form__field">
      <span id="brand-logo-label">Logo</span>
      <div className="brand-logo">
        {logoUrl ? <img className="brand-logo__image" src={logoUrl} alt="The workspace's logo" /> : <span className="muted">No logo yet</span>}
        <input
          ref={input}
          id="brand-logo"
          type="file"
          className="brand-logo__input"
          accept="image/png,image/jpeg,image/svg+xml"
          aria-labelledby="brand-logo-label brand-logo-choose"
          aria-describedby={shown ? 'brand-logo-error' : 'brand-logo-help'}
          onChange={pick}
        />
        <Button id="brand-logo-choose" type="button" outlined label={logoUrl ? 'Change logo' : 'Choose logo'} loading={uploading} onClick={() => input.current?.click()} />
        {logoUrl ? <Button type="button" text label="Remove logo" onClick={onRemove} /> : null}
      </div>
      <small id="brand-logo-help" className="muted">
        PNG, JPEG or SVG, at most 1 MB. Shown in the console&apos;s header, the mails and, when customers see the workspace, the web chat.
      </small>
      <FieldError id="brand-logo-error" message={shown} />
    </div>
  );
}
