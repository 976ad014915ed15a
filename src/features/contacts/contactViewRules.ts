// What the contacts page shows: the list's count, avatars, and the merge confirmation.

import { channelLabel } from '../../domain/channels';
import type { Contact } from '../../domain/inbox';

export function contactCountLabel(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'contact' : 'contacts'}`;
}

/** Up to two letters for an avatar without a picture. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word)[0] ?? '')
    .filter((letter) => /[\p{L}\p{N}]/u.test(letter));
  return (letters.length > 1 ? letters[0]! + letters.at(-1)! : (letters[0] ?? '?')).toUpperCase();
}

/** Pictures come from our api or an https address; anything else (javascript:, data:, http:) is not shown. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^\/v2\/api\/[^\s]*$/.test(url) && !url.includes('..')) return url;
  return /^https:\/\/[^\s/]+(\/[^\s]*)?$/.test(url) ? url : null;
}

/** Ends a sentence with a full stop, unless the name that ends it already brought one ("Ada L."). */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** What merging `merged` into `kept` does, said before the agent confirms it. */
export function mergeConsequences(kept: Contact, merged: Contact): string[] {
  return [
    sentence(`${merged.name}’s channel identities, conversations and tickets move to ${kept.name}`),
    sentence(`${kept.name} keeps its name; an empty e-mail, phone or picture is filled from ${merged.name}`),
    'Tags are combined and notes are added after the kept contact’s notes.',
    `${merged.name} leaves the contact list. This cannot be undone.`,
  ];
}

export type ContactFact = 'E-mail' | 'Phone' | 'Channels' | 'Last wrote';
export const CONTACT_FACTS: readonly ContactFact[] = ['E-mail', 'Phone', 'Channels', 'Last wrote'];

/**
 * One thing that tells contacts of the same name apart, as text (the time of 'Last wrote' is the ISO
 * value, shown by the console's time component): '' when the contact has none.
 */
export function contactFact(contact: Contact, fact: ContactFact): string {
  switch (fact) {
    case 'E-mail':
      return contact.email ?? '';
    case 'Phone':
      return contact.phone ?? '';
    case 'Channels':
      return (contact.channels ?? []).map(channelLabel).join(', ');
    case 'Last wrote':
      return contact.lastSeenAt ?? '';
  }
}

/** The facts two contacts differ in: what the merge confirmation marks. */
export function differingFacts(a: Contact, b: Contact): ContactFact[] {
  return CONTACT_FACTS.filter((fact) => contactFact(a, fact) !== contactFact(b, fact));
}

/** The contact's page address (also what other pages link to). */
export function contactHref(id: string): string {
  return `/app/contact?contact=${encodeURIComponent(id)}`;
}

/** The selected contact from the page's query string. */
export function selectedFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get('contact');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
