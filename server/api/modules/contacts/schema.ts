import { MESSAGES, isUuid } from '../../../../src/domain/validation';
import { badRequest } from '../../http/errors';
import { readBody, v } from '../../http/validate';

// What the contacts calls accept. Each reader answers 400 with the field and a message a person reads.

export const CONTACT_FIELD_LIMITS = { name: 100, phone: 30, notes: 5000, tags: 20, tag: 40, avatarUrl: 2000, q: 200 } as const;
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;

// The same basic pattern as the profile form: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9 +\-()]+$/;

export function parseContactId(raw: unknown, field = 'id'): string {
  if (!isUuid(raw)) throw badRequest(`${field} must be a contact id`, { [field]: 'Invalid format' });
  return raw.toLowerCase();
}

export interface ContactListInput {
  q: string;
  tags: string[];
  cursor: string | null;
  limit: number;
}

/** Express gives a repeated key as an array; one value as a string. */
function values(raw: unknown, field: string): string[] {
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  if (!list.every((item): item is string => typeof item === 'string')) throw badRequest(`${field} must be text`, { [field]: 'Invalid format' });
  return list;
}

function single(raw: unknown, field: string): string {
  const list = values(raw, field);
  if (list.length > 1) throw badRequest(`${field} may be given once`, { [field]: 'Give one value' });
  return list[0] ?? '';
}

export function parseListQuery(query: Record<string, unknown>): ContactListInput {
  const q = single(query.q, 'q').trim();
  if (q.length > CONTACT_FIELD_LIMITS.q) throw badRequest(`q: Max ${CONTACT_FIELD_LIMITS.q} characters`, { q: `Max ${CONTACT_FIELD_LIMITS.q} characters` });
  const tags = [...new Set(values(query.tag, 'tag').map((tag) => tag.trim()).filter((tag) => tag !== ''))];
  if (tags.some((tag) => tag.length > CONTACT_FIELD_LIMITS.tag)) {
    throw badRequest(`tag: Max ${CONTACT_FIELD_LIMITS.tag} characters`, { tag: `Max ${CONTACT_FIELD_LIMITS.tag} characters` });
  }
  if (tags.length > CONTACT_FIELD_LIMITS.tags) throw badRequest(`tag: At most ${CONTACT_FIELD_LIMITS.tags} tags`, { tag: `At most ${CONTACT_FIELD_LIMITS.tags} tags` });
  const cursor = single(query.cursor, 'cursor') || null;
  const rawLimit = single(query.limit, 'limit');
  let limit = DEFAULT_PAGE_SIZE;
  if (rawLimit !== '') {
    if (!/^\d{1,3}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_PAGE_SIZE) {
      throw badRequest(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`, { limit: `From 1 to ${MAX_PAGE_SIZE}` });
    }
    limit = Number(rawLimit);
  }
  return { q, tags, cursor, limit };
}

/**
 * The user's words as a prefix query for to_tsquery('simple', ...): every word must begin a word of the
 * contact. The characters to_tsquery reads as operators are removed, so no input can break the query;
 * null when nothing searchable is left.
 */
export function prefixTsQuery(text: string): string | null {
  const words = text
    .replace(/[&|!():*<>'"\\]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

export interface ContactUpdateInput {
  name: string;
  email: string | null;
  phone: string | null;
  notes: string;
  tags: string[];
  /** undefined: keep the current avatar; null: remove it. */
  avatarUrl: string | null | undefined;
}

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const optionalText = (check: (text: string) => string | undefined) =>
  v.custom<string | null>(
    (value) => {
      const text = emptyToNull(value);
      if (text === null || text === undefined) return undefined;
      if (typeof text !== 'string') return 'Must be text';
      return check(text.trim());
    },
    (value) => {
      const text = emptyToNull(value);
      return typeof text === 'string' ? text.trim() : null;
    },
  );

const emailRule = optionalText((text) => (EMAIL_PATTERN.test(text) && text.length <= 254 ? undefined : MESSAGES.invalidFormat));

const phoneRule = optionalText((text) => {
  if (text.length > CONTACT_FIELD_LIMITS.phone) return `Max ${CONTACT_FIELD_LIMITS.phone} characters`;
  return PHONE_PATTERN.test(text) && /\d/.test(text) ? undefined : 'Use digits, spaces, +, - and parentheses';
});

const notesRule = v.custom<string>(
  (value) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') return 'Must be text';
    return value.trim().length > CONTACT_FIELD_LIMITS.notes ? `Max ${CONTACT_FIELD_LIMITS.notes} characters` : undefined;
  },
  (value) => (typeof value === 'string' ? value.trim() : ''),
);

/** Trimmed, empty ones dropped, duplicates (whatever their case) kept once in their first spelling. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

const tagsRule = v.custom<string[]>(
  (value) => {
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value) || !value.every((tag) => typeof tag === 'string')) return 'Must be a list of words';
    const tags = normalizeTags(value as string[]);
    if (tags.length > CONTACT_FIELD_LIMITS.tags) return `At most ${CONTACT_FIELD_LIMITS.tags} tags`;
    const long = tags.find((tag) => tag.length > CONTACT_FIELD_LIMITS.tag);
    return long === undefined ? undefined : `Each tag at most ${CONTACT_FIELD_LIMITS.tag} characters`;
  },
  (value) => (Array.isArray(value) ? normalizeTags(value as string[]) : []),
);

/** An uploaded file of the api (same site) or an https address; never javascript: or data: urls. */
const avatarRule = v.custom<string | null | undefined>(
  (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') return 'Must be text';
    if (value.length > CONTACT_FIELD_LIMITS.avatarUrl) return `Max ${CONTACT_FIELD_LIMITS.avatarUrl} characters`;
    return /^\/v2\/api\/[^\s]*$/.test(value) || /^https:\/\/[^\s/]+(\/[^\s]*)?$/.test(value) ? undefined : 'Use an uploaded image or an https address';
  },
  (value) => (value === undefined ? undefined : value === null || value === '' ? null : (value as string)),
);

export function parseContactUpdate(body: unknown): ContactUpdateInput {
  return readBody(body, {
    name: v.string({ max: CONTACT_FIELD_LIMITS.name }),
    email: emailRule,
    phone: phoneRule,
    notes: notesRule,
    tags: tagsRule,
    avatarUrl: avatarRule,
  });
}

export function parseMerge(body: unknown): { intoId: string } {
  return readBody(body, { intoId: v.uuid() });
}
