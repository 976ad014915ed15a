import { Button } from 'primereact/button';
import { Link } from 'wouter';
import type { Contact } from '../../../domain/inbox';
import { contactHref } from '../contactViewRules';
import { contactEditOpened, contactMergeOpened, contactsQueryChanged, selectContactDetail, type ContactsState } from '../contactsSlice';
import { ChannelBadge } from './ChannelBadge';
import { ContactAvatar } from './ContactAvatar';
import { ContactEditDialog } from './ContactEditDialog';
import { ContactMergeDialog } from './ContactMergeDialog';
import { ContactWork } from './ContactWork';
import { SamePersonHints } from './SamePersonHints';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

type WithContacts = { contacts: ContactsState };

/** The selected contact: who it is, where it writes from, and its conversations and tickets. */
export function ContactDetailPane() {
  const detail = usePageSelector((s: WithContacts) => selectContactDetail(s));
  if (!detail.id) {
    return (
      <div className="contact-detail contact-detail--empty">
        <p className="muted">Choose a contact to see its details, conversations and tickets.</p>
      </div>
    );
  }
  if (detail.mergedInto) {
    return (
      <div className="contact-detail" role="status">
        <p>
          This contact was merged into <Link href={contactHref(detail.mergedInto.id)}>{detail.mergedInto.name}</Link>.
        </p>
      </div>
    );
  }
  if (detail.status === 'failed') {
    return (
      <div className="contact-detail" role="alert">
        <p>{detail.message}</p>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className="contact-detail" aria-busy="true">
        <p className="muted">Loading…</p>
      </div>
    );
  }
  const { contact, identities } = detail.data;
  return (
    <article className="contact-detail" aria-labelledby="contact-name">
      <ContactHeader contact={contact} />
      <section aria-labelledby="contact-identities">
        <h3 id="contact-identities">Channels</h3>
        {identities.length === 0 ? (
          <p className="muted">No channel identities.</p>
        ) : (
          <ul className="contact-identities">
            {identities.map((identity) => (
              <li key={identity.id}>
                <ChannelBadge type={identity.channelType} />
                <span className="contact-identities__id">{identity.displayName ? `${identity.displayName} · ${identity.externalId}` : identity.externalId}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SamePersonHints contact={contact} hints={detail.data.samePerson} />
      <ContactWork conversations={detail.data.conversations} tickets={detail.data.tickets} />
      <ContactEditDialog contact={contact} />
      <ContactMergeDialog contact={contact} />
    </article>
  );
}

function ContactHeader({ contact }: { contact: Contact }) {
  const dispatch = useAppDispatch();
  return (
    <header className="contact-detail__header">
      <ContactAvatar name={contact.name} url={contact.avatarUrl} size="large" />
      <div className="contact-detail__who">
        <h2 id="contact-name">{contact.name}</h2>
        <dl className="contact-detail__facts">
          <dt>E-mail</dt>
          <dd>{contact.email ?? <span className="muted">None</span>}</dd>
          <dt>Phone</dt>
          <dd>{contact.phone ?? <span className="muted">None</span>}</dd>
          <dt>Tags</dt>
          <dd>
            {contact.tags.length === 0 ? (
              <span className="muted">None</span>
            ) : (
              <ul className="contact-tags" aria-label="Tags">
                {contact.tags.map((tag) => (
                  <li key={tag}>
                    <button type="button" className="contact-tag" aria-label={`Show contacts tagged ${tag}`} onClick={() => dispatch(contactsQueryChanged({ tag }))}>
                      {tag}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        <h3 className="contact-detail__notes-title">Notes</h3>
        {contact.notes ? <p className="contact-detail__notes">{contact.notes}</p> : <p className="muted">No notes.</p>}
      </div>
      <div className="contact-detail__actions">
        <Button type="button" label="Edit" outlined size="small" onClick={() => dispatch(contactEditOpened())} />
        <Button type="button" label="Merge…" outlined size="small" onClick={() => dispatch(contactMergeOpened())} />
      </div>
    </header>
  );
}
