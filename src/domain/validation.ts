// Field rules shared by the browser forms and the api (spec §5). Each returns a message or undefined.

export const MESSAGES = {
  required: 'Required',
  invalidFormat: 'Invalid format',
  max50: 'Max 50 characters',
  passwordMismatch: "password doesn't match",
} as const;

import { NAME_MAX_LENGTH } from "./constants";

// Basic pattern: something@something.tld, no spaces. Deliberately not RFC 5322.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object's fields, or none for anything else: for input read field by field, each checked after. */
export function recordOrEmpty(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** An id as the api makes them (a UUID); either case, as PostgreSQL reads both. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

export function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function required(value: unknown): string | undefined {
  return trimmed(value) === '' ? MESSAGES.required : undefined;
}

export function maxLength(max: number, message: string) {
  return (value: unknown): string | undefined => (trimmed(value).length > max ? message : undefined);
}

export function email(value: unknown): string | undefined {
  const v = trimmed(value);
  if (v === '') return MESSAGES.required;
  return EMAIL_PATTERN.test(v) && v.length <= 254 ? undefined : MESSAGES.invalidFormat;
}

export function name(value: unknown): string | undefined {
  return required(value) ?? maxLength(NAME_MAX_LENGTH, MESSAGES.max50)(value);
}

export type Validator = (value: unknown) => string | undefined;

/** Runs a field → validator map over a record; returns the errors found (empty when valid). */
export function validateRecord(
  record: Record<string, unknown>,
  rules: Record<string, Validator>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const message = rule(record[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

export const CONTACT_LIMITS = { name: 100, company: 120, message: 5000 } as const;

export const contactRules: Record<string, Validator> = {
  name: (v) => required(v) ?? maxLength(CONTACT_LIMITS.name, `Max ${CONTACT_LIMITS.name} characters`)(v),
  email,
  company: maxLength(CONTACT_LIMITS.company, `Max ${CONTACT_LIMITS.company} characters`),
  message: (v) =>
    required(v) ?? maxLength(CONTACT_LIMITS.message, `Max ${CONTACT_LIMITS.message} characters`)(v),
};
