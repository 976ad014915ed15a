// The edit form of a contact: its values, the same rules as the api (with the profile form's messages),
// and the body it sends.

import type { Contact } from '../../domain/inbox';
import { MESSAGES, trimmed } from '../../domain/validation';
import { CONTACT_LIMITS } from './contactsRules';

export interface ContactFormValues {
  name?: string;
  email?: string;
  phone?: string;
  notes?: string;
  /** comma-separated */
  tags?: string;
}

export interface ContactBody {
  name: string;
  email: string;
  phone: string;
  notes: string;
  tags: string[];
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9 +\-()]+$/;
export const PHONE_MESSAGE = 'Use digits, spaces, +, - and parentheses';

export function formValues(contact: Contact): ContactFormValues {
  return { name: contact.name, email: contact.email ?? '', phone: contact.phone ?? '', notes: contact.notes, tags: contact.tags.join(', ') };
}

/** Tags as typed: split at commas, trimmed, empty ones dropped, the first spelling of a duplicate kept. */
export function parseTagList(text: string | undefined): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const tag = raw.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

function maxMessage(max: number) {
  return `Max ${max} characters`;
}

export function validateContact(values: ContactFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = trimmed(values.name);
  if (name === '') errors.name = MESSAGES.required;
  else if (name.length > CONTACT_LIMITS.name) errors.name = maxMessage(CONTACT_LIMITS.name);

  const email = trimmed(values.email);
  if (email !== '' && (!EMAIL_PATTERN.test(email) || email.length > 254)) errors.email = MESSAGES.invalidFormat;

  const phone = trimmed(values.phone);
  if (phone.length > CONTACT_LIMITS.phone) errors.phone = maxMessage(CONTACT_LIMITS.phone);
  else if (phone !== '' && (!PHONE_PATTERN.test(phone) || !/\d/.test(phone))) errors.phone = PHONE_MESSAGE;

  if (trimmed(values.notes).length > CONTACT_LIMITS.notes) errors.notes = maxMessage(CONTACT_LIMITS.notes);

  const tags = parseTagList(values.tags);
  if (tags.length > CONTACT_LIMITS.tags) errors.tags = `At most ${CONTACT_LIMITS.tags} tags`;
  else if (tags.some((tag) => tag.length > CONTACT_LIMITS.tag)) errors.tags = `Each tag at most ${CONTACT_LIMITS.tag} characters`;
  return errors;
}

/** Text inputs are trimmed (spec §5); an empty e-mail or phone clears it. */
export function contactBody(values: ContactFormValues): ContactBody {
  return {
    name: trimmed(values.name),
    email: trimmed(values.email),
    phone: trimmed(values.phone),
    notes: trimmed(values.notes),
    tags: parseTagList(values.tags),
  };
}

/** A refused save (400 with field errors, or a 200 'error' shown as 406) is answered beside the form. */
export function answeredInForm(status: number): boolean {
  return status === 400 || status === 406;
}
