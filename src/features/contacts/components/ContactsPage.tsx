import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { selectAuth } from '../../auth/authSlice';
import { directoryNeeded } from '../../directory/directorySlice';
import { selectedFromSearch } from '../contactViewRules';
import { contactSelected, contactsPageOpened } from '../contactsSlice';
import { ContactDetailPane } from './ContactDetailPane';
import { ContactList } from './ContactList';
import './contacts.css';
import './contactsPhone.css';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

/** /app/contact: the searchable list beside the selected contact (?contact=<id>, so it can be linked). */
export function ContactsPage() {
  useDocumentTitle('Contacts');
  const dispatch = useAppDispatch();
  const selectedId = selectedFromSearch(useSearch());
  const { user, workspace } = usePageSelector(selectAuth);
  const viewerId = user?.id ?? null;
  const role = workspace?.role ?? null;

  useEffect(() => {
    dispatch(contactsPageOpened(viewerId && role ? { id: viewerId, role } : null));
    dispatch(directoryNeeded());
  }, [dispatch, viewerId, role]);

  useEffect(() => {
    dispatch(contactSelected(selectedId));
  }, [dispatch, selectedId]);

  return (
    <section className={`page contacts${selectedId ? ' contacts--open' : ''}`} aria-labelledby="page-title">
      <h1 id="page-title">Contacts</h1>
      <div className="contacts__layout">
        <ContactList selectedId={selectedId} />
        {/* Shown where the selected contact replaces the list (contactsPhone.css), as chat's 'Back to conversations'. */}
        {selectedId ? (
          <Link href="/app/contact" className="contacts__back">
            Back to contacts
          </Link>
        ) : null}
        <ContactDetailPane />
      </div>
    </section>
  );
}
