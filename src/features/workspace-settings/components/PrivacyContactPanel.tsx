import { Button } from 'primereact/button';
import { useId } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { eraseConfirmationError, eraseConfirmationOf, type PrivacyContact } from '../../../domain/privacyRules';
import { contactExportUrl } from '../privacyApi';
import { privacyEraseRequested, selectPrivacy } from '../privacySlice';
import { TypedConfirmForm } from './TypedConfirmForm';

/** One contact's two requests: the download of their data, and the erasure behind their typed name. */
export function PrivacyContactPanel({ contact, onClose }: { contact: PrivacyContact; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { erasing, failure } = usePageSelector(selectPrivacy);
  const id = useId();

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
      <TypedConfirmForm
        className="workspace-settings__danger"
        label={
          <>
            Type <strong>{eraseConfirmationOf(contact.name)}</strong> to confirm
          </>
        }
        check={(typed) => eraseConfirmationError(contact.name, typed)}
        serverError={failure?.fields.confirmation ?? failure?.message}
        busy={erasing}
        action="Erase contact"
        busyAction="Erasing…"
        onConfirm={(typed) => dispatch(privacyEraseRequested({ id: contact.id, confirmation: typed }))}
      >
        <p>
          Erasing removes this contact, their conversations and messages, their tickets with history and notes, and the files they sent. It
          cannot be undone; the audit log keeps only how much was erased.
        </p>
      </TypedConfirmForm>
    </div>
  );
}
