// One field of a channel type's settings schema checked, the same way by the api (before it stores
// settings) and by the console's generic channel settings form (before a round trip). Pure.

import type { SettingsField } from './channelSettingsSchema';

export const URL_MAX = 2000;
export const TEXT_MAX = 500;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What to store for the field (undefined: nothing), or the error shown under it. */
export type FieldCheck = { value?: unknown; error?: string };

/** An absolute http(s) URL without credentials in it (they would be logged and shown). */
export function urlSettingError(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'Required';
  const trimmed = value.trim();
  if (trimmed.length > URL_MAX) return `Max ${URL_MAX} characters`;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'Enter a full URL, like https://example.com/inbox';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The URL must start with http:// or https://';
  if (url.username || url.password) return 'Put no user name or password in the URL';
  return undefined;
}

function textField(field: Extract<SettingsField, { kind: 'text' | 'url' | 'email' }>, raw: unknown): FieldCheck {
  const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (empty) return field.required ? { error: 'Required' } : {};
  if (typeof raw !== 'string') return { error: 'Enter text' };
  const value = raw.trim();
  if (field.kind === 'url') {
    const error = urlSettingError(value);
    if (error) return { error };
  }
  const max = field.max ?? (field.kind === 'url' ? URL_MAX : TEXT_MAX);
  if (value.length > max) return { error: `Max ${max} characters` };
  if (field.kind === 'email' && !EMAIL_PATTERN.test(value)) return { error: 'Enter an e-mail address, like name@example.com' };
  if (field.kind === 'text' && field.pattern && !new RegExp(field.pattern.source).test(value)) return { error: field.pattern.message };
  return { value };
}

/** A field's value as sent (a secret's new value; absent: the schema's default). */
export function checkSettingsField(field: SettingsField, raw: unknown): FieldCheck {
  switch (field.kind) {
    case 'text':
    case 'url':
    case 'email':
      return textField(field, raw);
    case 'secret':
      return typeof raw === 'string' && raw.length <= (field.max ?? TEXT_MAX) ? { value: raw } : { error: typeof raw === 'string' ? `Max ${field.max ?? TEXT_MAX} characters` : 'Enter text' };
    case 'boolean':
      if (raw === undefined) return field.default !== undefined ? { value: field.default } : field.required ? { error: 'Required' } : {};
      return typeof raw === 'boolean' ? { value: raw } : { error: 'Choose yes or no' };
    case 'number':
      if (raw === undefined) return field.default !== undefined ? { value: field.default } : field.required ? { error: 'Required' } : {};
      return typeof raw === 'number' && Number.isFinite(raw) && raw >= field.min && raw <= field.max ? { value: raw } : { error: `Enter a number from ${field.min} to ${field.max}` };
    case 'select':
      if (raw === undefined) return field.default !== undefined ? { value: field.default } : field.required ? { error: 'Required' } : {};
      return field.options.some((o) => o.value === raw) ? { value: raw } : { error: `Choose one of: ${field.options.map((o) => o.label).join(', ')}` };
  }
}
