import { Button } from 'primereact/button';
import { Link } from 'wouter';
import type { Contact } from '../../../domain/inbox';
import type { SamePersonHint } from '../../../domain/samePerson';
import { contactHref } from '../contactViewRules';
import { contactMergeRequested, selectContactMerge, type ContactsState } from '../contactsSlice';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

type WithContacts = { contacts: ContactsState };

/**
 * 'Possibly the same person': other contacts with this one's e-mail address or phone number (one
 * customer writing by e-mail and by WhatsApp). One click merges the other into the contact shown: its
 * channel identities, conversations and tickets move here, and its later messages land here too.
 */
export function SamePersonHints({ contact, hints }: { contact: Contact; hints: readonly SamePersonHint[] }) {
  const dispatch = useAppDispatch();
  const merging = usePageSelector((s: WithContacts) => selectContactMerge(s).status === 'merging');
  if (hints.length === 0) return null;
  return (
    <section aria-labelledby="contact-same-person" className="contact-same-person">
      <h3 id="contact-same-person">Possibly the same person</h3>
      <ul>
        {hints.map((hint) => (
          <li key={hint.contact.id}>
            <span>
              <Link href={contactHref(hint.contact.id)}>{hint.contact.name}</Link> has {hint.reason}.
            </span>
            <Button
              type="button"
              size="small"
              outlined
              label={`Merge ${hint.contact.name} into ${contact.name}`}
              disabled={merging}
              onClick={() => dispatch(contactMergeRequested({ sourceId: hint.contact.id, intoId: contact.id }))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
