// What a channel's settings may hold, read from its type's settings schema (the registry's definition):
// the same schema, and the same field checks (src/domain/channelSettingsChecks.ts), as the console's
// generic settings form. Pure: the service seals the secrets and stores what this answers.
import { channelInfo, channelLabel, isWebchatType } from '../../../../src/domain/channels';
import { checkSettingsField } from '../../../../src/domain/channelSettingsChecks';
import { isRecord } from '../../../../src/domain/validation';
import type { ChannelDefinition } from '../../channels/definition';

export type SettingsCheck =
  | { ok: true; settings: Record<string, unknown>; /** new values of secret fields, to seal before storing */ secrets: Record<string, string> }
  | { ok: false; errors: Record<string, string> };

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
      const checked = checkSettingsField(field, raw);
      if (checked.error) errors[`settings.${field.key}`] = checked.error;
      else secrets[field.key] = String(checked.value);
      continue;
    }
    const raw = Object.hasOwn(given, field.key) ? given[field.key] : current[field.key];
    const checked = checkSettingsField(field, raw);
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
