import { Button } from 'primereact/button';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { eraseConfirmationError, eraseConfirmationOf, type PrivacyContact } from '../../../domain/privacyRules';
import { contactExportUrl } from '../privacyApi';
import { privacyEraseRequested, selectPrivacy } from '../privacySlice';

/** One contact's two requests: the download of their data, and the erasure behind their typed name. */
export function PrivacyContactPanel({ contact, onClose }: { contact: PrivacyContact; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { erasing, failure } = usePageSelector(selectPrivacy);
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const expected = eraseConfirmationOf(contact.name);
  const clientError = tried ? eraseConfirmationError(contact.name, typed) : undefined;
  const error = clientError ?? failure?.fields.confirmation ?? (failure ? failure.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!eraseConfirmationError(contact.name, typed)) dispatch(privacyEraseRequested({ id: contact.id, confirmation: typed }));
  };

  return (
    <div className="privacy-section__panel" role="group" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{contact.name || '(no name)'}</h3>
      <p className="muted">{[contact.email, contact.phone].filter(Boolean).join(' · ') || 'No e-mail or phone'}</p>
      <div className="privacy-section__actions">
        <a className="p-button p-button-outlined" href={contactExportUrl(contact.id)} download>
          Download their data (JSON)
        </a>
        <Button type="button" text label="Choose another contact" onClick={onClose} />
      </div>
      <form onSubmit={submit} noValidate className="workspace-settings__danger">
        <p>
          Erasing removes this contact, their conversations and messages, their tickets with history and notes, and the files they sent. It
          cannot be undone; the audit log keeps only how much was erased.
        </p>
        <div className={error ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${id}-confirm`}>
            Type <strong>{expected}</strong> to confirm
          </label>
          <input
            id={`${id}-confirm`}
            value={typed}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          {error ? (
            <p className="field__error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" severity="danger" label={erasing ? 'Erasing…' : 'Erase contact'} disabled={erasing} />
      </form>
    </div>
  );
}
