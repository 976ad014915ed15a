// What a channel's settings may hold, read from its type's settings schema (the registry's definition):
// the same schema the console's generic settings form renders. Pure: the service seals the secrets and
// stores what this answers.
import { channelInfo, channelLabel, isWebchatType } from '../../../../src/domain/channels';
import type { SettingsField } from '../../../../src/domain/channelSettingsSchema';
import type { ChannelDefinition } from '../../channels/definition';

export type SettingsCheck =
  | { ok: true; settings: Record<string, unknown>; /** new values of secret fields, to seal before storing */ secrets: Record<string, string> }
  | { ok: false; errors: Record<string, string> };

export const URL_MAX = 2000;
const TEXT_MAX = 500;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An absolute http(s) URL without credentials in it (they would be logged and shown). */
export function webhookUrlError(value: unknown): string | undefined {
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

type FieldResult = { value?: unknown; error?: string };

function textField(field: Extract<SettingsField, { kind: 'text' | 'url' | 'email' }>, raw: unknown): FieldResult {
  const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (empty) return field.required ? { error: 'Required' } : {};
  if (typeof raw !== 'string') return { error: 'Enter text' };
  const value = raw.trim();
  if (field.kind === 'url') {
    const error = webhookUrlError(value);
    if (error) return { error };
  }
  const max = field.max ?? (field.kind === 'url' ? URL_MAX : TEXT_MAX);
  if (value.length > max) return { error: `Max ${max} characters` };
  if (field.kind === 'email' && !EMAIL_PATTERN.test(value)) return { error: 'Enter an e-mail address, like name@example.com' };
  if (field.kind === 'text' && field.pattern && !new RegExp(field.pattern.source).test(value)) return { error: field.pattern.message };
  return { value };
}

/** One field of the schema: the value to store (undefined: not stored) or the error to show under it. */
function checkField(field: SettingsField, raw: unknown): FieldResult {
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

/**
 * Checks `input` laid over `current` (a new channel has none) against the type's schema and answers what
 * to store. A partial update changes only the fields it names. A secret field is write-only: sent empty or
 * left out it keeps its stored (sealed) value; a new value is answered in `secrets`, to be sealed. Keys
 * the schema does not name are the type's own extras (the web chat's look) or dropped.
 */
export function checkChannelSettings(definition: ChannelDefinition, input: unknown, current: Record<string, unknown> = {}): SettingsCheck {
  if (input !== undefined && !isRecord(input)) return { ok: false, errors: { settings: 'settings must be an object' } };
  const given = input ?? {};
  const fields = definition.settings.fields;
  const settings: Record<string, unknown> = {};
  const secrets: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind === 'secret') {
      const raw = given[field.key];
      const kept = typeof current[field.key] === 'string' && current[field.key] !== '' ? current[field.key] : undefined;
      if (raw === undefined || raw === null || raw === '') {
        if (kept !== undefined) settings[field.key] = kept;
        else if (field.required) errors[`settings.${field.key}`] = 'Required';
        continue;
      }
      const checked = checkField(field, raw);
      if (checked.error) errors[`settings.${field.key}`] = checked.error;
      else secrets[field.key] = String(checked.value);
      continue;
    }
    const raw = Object.hasOwn(given, field.key) ? given[field.key] : current[field.key];
    const checked = checkField(field, raw);
    if (checked.error) errors[`settings.${field.key}`] = checked.error;
    else if (checked.value !== undefined) settings[field.key] = checked.value;
  }
  if (definition.extraSettings) {
    const named = new Set(fields.map((f) => f.key));
    const extras = (from: Record<string, unknown>) => Object.fromEntries(Object.entries(from).filter(([key]) => !named.has(key)));
    const extra = definition.extraSettings({ ...extras(current), ...extras(given) }, extras(current));
    if (!extra.ok) for (const [key, message] of Object.entries(extra.errors)) errors[`settings.${key}`] = message;
    else Object.assign(settings, extra.settings);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, settings, secrets };
}

/**
 * Channel types a channel may be created with: the table's types (the web chat only with this
 * deployment's product code) whose definition has a connector. The others are refused naming those.
 */
export function channelTypeError(type: unknown, webchatType: string, connectable: readonly string[]): string | undefined {
  if (typeof type !== 'string' || type === '') return 'Required';
  if (isWebchatType(type) && type !== webchatType) return `The web chat type here is ${webchatType}`;
  if (!isWebchatType(type) && !channelInfo(type)) return 'There is no such channel type';
  if (connectable.includes(type)) return undefined;
  return `${channelLabel(type)} cannot be connected yet. The types that can be connected: ${connectable.map((t) => `${channelLabel(t)} (${t})`).join(', ')}`;
}
