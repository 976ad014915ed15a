import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Contact } from '../../../domain/inbox';
import { CANDIDATE_LIMIT } from '../contactsRules';
import { NO_RESULT, SOMETHING_WENT_WRONG } from '../../../domain/infiniteList';
import { contactHref, mergeConsequences } from '../contactViewRules';
import { contactMergeClosed, contactMergeRequested, mergeSearchChanged, selectContactMerge, type ContactsState } from '../contactsSlice';
import { ContactAvatar } from './ContactAvatar';
import { ContactFactsLine, ContactFactsTable } from './ContactFacts';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

type WithContacts = { contacts: ContactsState };

/** Pick the duplicate, see what merging does, then confirm; by default the contact shown is kept. */
export function ContactMergeDialog({ contact }: { contact: Contact }) {
  const dispatch = useAppDispatch();
  const merge = usePageSelector((s: WithContacts) => selectContactMerge(s));
  const [, setLocation] = useLocation();
  const [picked, setPicked] = useState<Contact | null>(null);
  const [keepShown, setKeepShown] = useState(true);
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setPicked(null);
    setKeepShown(true);
    if (merge.open) dispatch(mergeSearchChanged(''));
  }, [merge.open, dispatch]);

  useEffect(() => {
    if (merge.status !== 'succeeded' || !merge.keptId) return;
    setLocation(contactHref(merge.keptId));
    dispatch(contactMergeClosed());
  }, [merge.status, merge.keptId, setLocation, dispatch]);

  const close = () => dispatch(contactMergeClosed());
  const candidates = merge.candidates.filter((candidate) => candidate.id !== contact.id).slice(0, CANDIDATE_LIMIT);
  const kept = picked && (keepShown ? contact : picked);
  const merged = picked && (keepShown ? picked : contact);

  return (
    <Dialog
      visible={merge.open}
      onHide={close}
      // The search box, not the close button, gets the focus: finding the other contact is the first step.
      onShow={() => searchRef.current?.focus()}
      header={<span id={`${id}-title`}>Merge contacts</span>}
      aria-labelledby={`${id}-title`}
      style={{ width: '90vw', maxWidth: 560 }}
      className="contact-dialog"
      draggable={false}
      resizable={false}
    >
      {!kept || !merged ? (
        <div className="contact-merge">
          <p id={`${id}-intro`}>Find the other record of {contact.name}.</p>
          <p className="contact-merge__shown">
            This one: <ContactFactsLine contact={contact} />
          </p>
          <div className="field">
            <label htmlFor={`${id}-q`}>Search contacts</label>
            <InputText
              id={`${id}-q`}
              type="search"
              ref={searchRef}
              value={merge.q}
              autoComplete="off"
              maxLength={200}
              aria-describedby={`${id}-intro`}
              onChange={(event) => dispatch(mergeSearchChanged(event.target.value))}
            />
          </div>
          <ul className="contact-merge__candidates" aria-label="Contacts to merge with" aria-busy={merge.candidatesStatus === 'loading'}>
            {candidates.map((candidate) => (
              <li key={candidate.id}>
                <button type="button" className="contact-merge__candidate" onClick={() => setPicked(candidate)}>
                  <ContactAvatar name={candidate.name} url={candidate.avatarUrl} />
                  <span className="contact-list__text">
                    <span className="contact-list__name">{candidate.name}</span>
                    <ContactFactsLine contact={candidate} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {merge.candidatesStatus === 'succeeded' && candidates.length === 0 ? <p className="muted">{NO_RESULT}</p> : null}
          {merge.candidatesStatus === 'failed' ? <p className="contact-list__error">{SOMETHING_WENT_WRONG}</p> : null}
          <div className="contact-form__actions">
            <Button type="button" outlined label="Cancel" onClick={close} />
          </div>
        </div>
      ) : (
        <div className="contact-merge">
          <p>
            Merge <strong>{merged.name}</strong> into <strong>{kept.name}</strong>?
          </p>
          <ContactFactsTable kept={kept} merged={merged} />
          <ul className="contact-merge__consequences">
            {mergeConsequences(kept, merged).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Button type="button" text size="small" label={`Keep ${merged.name} instead`} onClick={() => setKeepShown((value) => !value)} />
          {merge.message ? (
            <p className="p-error" role="alert">
              {merge.message}
            </p>
          ) : null}
          <div className="contact-form__actions">
            <Button type="button" outlined label="Back" onClick={() => setPicked(null)} disabled={merge.status === 'merging'} />
            <Button
              type="button"
              severity="danger"
              label="Merge"
              loading={merge.status === 'merging'}
              disabled={merge.status === 'merging'}
              onClick={() => dispatch(contactMergeRequested({ sourceId: merged.id, intoId: kept.id }))}
            />
          </div>
        </div>
      )}
    </Dialog>
  );
}
