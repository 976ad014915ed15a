import { useId } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { useDebouncedText } from '../../../components/useDebouncedText';
import type { PrivacyContact } from '../../../domain/privacyRules';
import { privacyContactChosen, privacySearchChanged, selectPrivacy } from '../privacySlice';
import { PrivacyContactPanel } from './PrivacyContactPanel';
import './privacySections.css';

const trimText = (text: string) => text.trim();

/** How a contact is told apart in the results: name, e-mail and phone as the workspace holds them. */
export const contactLine = (contact: PrivacyContact) => [contact.name || '(no name)', contact.email, contact.phone].filter(Boolean).join(' · ');

/** 'Privacy requests': find a contact, then download everything held about them or erase them (GDPR). */
export function PrivacySection() {
  const dispatch = useAppDispatch();
  const { query, chosen, erased } = usePageSelector(selectPrivacy);
  const [q, setQ] = useDebouncedText(query, (text) => dispatch(privacySearchChanged(text.trim())), trimText);
  const id = useId();

  return (
    <section className="workspace-settings__section privacy-section" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">Privacy requests</h2>
      <p className="muted">
        When a customer asks for their data or asks to be forgotten: find them, then download everything the workspace holds about them, or
        erase them with their conversations, tickets and files.
      </p>
      <div className="field" role="search" aria-label="Privacy requests">
        <label htmlFor={`${id}-q`}>Find a contact</label>
        <input id={`${id}-q`} type="search" value={q} placeholder="Name, e-mail or phone" autoComplete="off" onChange={(event) => setQ(event.target.value)} />
      </div>
      {erased ? (
        <p role="status" className="privacy-section__done">
          Erased: {erased.conversations} conversations, {erased.messages} messages, {erased.tickets} tickets and {erased.files} files.
        </p>
      ) : null}
      <Results />
      {chosen ? <PrivacyContactPanel key={chosen.id} contact={chosen} onClose={() => dispatch(privacyContactChosen(null))} /> : null}
    </section>
  );
}

function Results() {
  const dispatch = useAppDispatch();
  const { query, search, chosen } = usePageSelector(selectPrivacy);
  if (query === '' || chosen) return null;
  if (search.status === 'loading') return <p role="status">Searching…</p>;
  if (search.status === 'failed') return <p role="alert">The contacts could not be searched. Try again in a moment.</p>;
  if (search.items.length === 0) return <p role="status">No contact matches.</p>;
  return (
    <ul className="privacy-section__results" aria-label="Contacts found">
      {search.items.map((contact) => (
        <li key={contact.id}>
          <button type="button" className="p-button p-button-text" onClick={() => dispatch(privacyContactChosen(contact))}>
            {contactLine(contact)}
          </button>
        </li>
      ))}
    </ul>
  );
}
