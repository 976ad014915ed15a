import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { listFooter } from '../../../domain/infiniteList';
import { contactCountLabel, contactHref } from '../contactViewRules';
import {
  contactsListRequested,
  contactsQueryChanged,
  moreContactsRequested,
  selectContacts,
  selectContactsState,
  type ContactsState,
} from '../contactsSlice';
import { ContactAvatar } from './ContactAvatar';
import { useListKeys } from '../../keyboard/useListKeys';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

type WithContacts = { contacts: ContactsState };

/** Asks for the next page when the end of the list scrolls into view. */
function useEndReached(onReached: () => void, active: boolean) {
  const ref = useRef<HTMLLIElement>(null);
  const latest = useRef(onReached);
  latest.current = onReached;
  useEffect(() => {
    const node = ref.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}

/** The searchable list: search box, tag filter, count, and the contacts with infinite scroll. */
export function ContactList({ selectedId }: { selectedId: string | null }) {
  const dispatch = useAppDispatch();
  const state = usePageSelector((s: WithContacts) => selectContactsState(s));
  const contacts = usePageSelector((s: WithContacts) => selectContacts(s));
  const id = useId();
  const footer = listFooter({ status: state.status, moreStatus: state.moreStatus, count: contacts.length, nextCursor: state.nextCursor });
  const endRef = useEndReached(() => dispatch(moreContactsRequested()), footer.kind === 'more');
  const [, navigate] = useLocation();
  const keys = useListKeys({ ids: contacts.map((contact) => contact.id), openId: selectedId, onOpen: (contactId) => navigate(contactHref(contactId)) });
  const tagOptions = [...new Set(contacts.flatMap((contact) => contact.tags))].sort((a, b) => a.localeCompare(b));

  return (
    <div className="contact-list">
      <div className="contact-list__filters" role="search" aria-label="Contacts">
        <div className="field">
          <label htmlFor={`${id}-q`}>Search</label>
          <InputText
            id={`${id}-q`}
            type="search"
            value={state.query.q}
            placeholder="Name, e-mail, phone"
            autoComplete="off"
            maxLength={200}
            onChange={(event) => dispatch(contactsQueryChanged({ q: event.target.value }))}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-tag`}>Tag</label>
          <InputText
            id={`${id}-tag`}
            list={`${id}-tags`}
            value={state.query.tag}
            placeholder="Any tag"
            autoComplete="off"
            maxLength={40}
            onChange={(event) => dispatch(contactsQueryChanged({ tag: event.target.value }))}
          />
          <datalist id={`${id}-tags`}>
            {tagOptions.map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
        </div>
      </div>
      <p className="contact-list__count" role="status" data-testid="contact-count">
        {state.status === 'succeeded' ? contactCountLabel(state.total) : '\u00a0'}
      </p>
      <ul className="contact-list__items" ref={keys.ref} aria-label="Contact list" aria-busy={footer.kind === 'loading'}>
        {contacts.map((contact) => (
          <li key={contact.id}>
            <Link
              href={contactHref(contact.id)}
              className="contact-list__item"
              aria-current={contact.id === selectedId ? 'true' : undefined}
              data-list-item={contact.id}
            >
              <ContactAvatar name={contact.name} url={contact.avatarUrl} />
              <span className="contact-list__text">
                <span className="contact-list__name">{contact.name}</span>
                <span className="contact-list__sub">{contact.email ?? contact.phone ?? '\u00a0'}</span>
              </span>
            </Link>
          </li>
        ))}
        <li ref={endRef} className="contact-list__footer">
          {footer.kind === 'loading' ? <span className="muted">Loading…</span> : null}
          {footer.kind === 'more' ? (
            <Button type="button" text size="small" label="Show more" onClick={() => dispatch(moreContactsRequested())} />
          ) : null}
          {footer.kind === 'end' ? <span className="muted">{footer.text}</span> : null}
          {footer.kind === 'error' ? (
            <>
              <span className="contact-list__error">{footer.text}</span>
              <Button
                type="button"
                text
                size="small"
                label="Try again"
                onClick={() => dispatch(state.status === 'failed' ? contactsListRequested() : moreContactsRequested())}
              />
            </>
          ) : null}
        </li>
      </ul>
    </div>
  );
}
