// Two contacts that may be one customer (one writes by e-mail, the other by WhatsApp): they share an
// e-mail address or a phone number, compared the way people write them differently. Pure, shared by
// the api (which finds the contacts) and its tests; the contact page offers the merge in one click.

/** An e-mail address as compared: trimmed, lower case; null when it is not one. */
export function emailKey(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase();
  return key.includes('@') ? key : null;
}

/** Fewer digits than this are an extension or a short code, not a number two customers could share. */
export const PHONE_KEY_MIN_DIGITS = 6;

/** A phone number as compared: its digits, an international '00' prefix dropped ('+34 612-345 678' = '0034612345678'). */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^00/, '');
  return digits.length >= PHONE_KEY_MIN_DIGITS ? digits : null;
}

/** Another contact that may be the same person, and why. */
export interface SamePersonHint {
  contact: { id: string; name: string };
  reason: 'the same e-mail address' | 'the same phone number';
}

/** Why `other` may be the same person as `contact`, or null. */
export function samePersonReason(contact: { email: string | null; phone: string | null }, other: { email: string | null; phone: string | null }): SamePersonHint['reason'] | null {
  const email = emailKey(contact.email);
  if (email !== null && email === emailKey(other.email)) return 'the same e-mail address';
  const phone = phoneKey(contact.phone);
  if (phone !== null && phone === phoneKey(other.phone)) return 'the same phone number';
  return null;
}
