// Pure rules of the generic channel settings page: the form's values from a type's settings schema and
// a stored channel, the same checks as the api's, the body a save sends, and what the page says of a
// channel's state. Secret fields are write-only: the form starts them empty and sends them only when
// the Administrator typed a new value.

import type { SettingsField } from '../../domain/channelSettingsSchema';
import { checkSettingsField } from '../../domain/channelSettingsChecks';
import type { ChannelTypeCapabilities, SettingsChannel } from './channelSettingsApi';

export const NAME_MAX = 80;

/** The form's values: the channel's name and its settings keyed as the schema names them. */
export interface ChannelForm {
  name: string;
  settings: Record<string, string | boolean>;
}

function initialValue(field: SettingsField, stored: unknown): string | boolean {
  if (field.kind === 'secret') return '';
  if (field.kind === 'boolean') return typeof stored === 'boolean' ? stored : (field.default ?? false);
  if (field.kind === 'number') return typeof stored === 'number' ? String(stored) : field.default !== undefined ? String(field.default) : '';
  if (field.kind === 'select') return typeof stored === 'string' ? stored : (field.default ?? field.options[0]?.value ?? '');
  return typeof stored === 'string' ? stored : '';
}

/** A new channel (null) starts from the schema's defaults and the name '<Label> channel'. */
export function formValues(fields: readonly SettingsField[], channel: SettingsChannel | null, label: string): ChannelForm {
  return {
    name: channel?.name ?? label,
    settings: Object.fromEntries(fields.map((field) => [field.key, initialValue(field, channel?.settings[field.key])])),
  };
}

/** The api's own check of the field (src/domain), on the form's string value; `isSet`: a stored secret an empty input keeps. */
export function fieldError(field: SettingsField, value: string | boolean | undefined, isSet: boolean): string | undefined {
  if (field.kind === 'boolean' || field.kind === 'select') return undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return field.required && !(field.kind === 'secret' && isSet) ? 'Required' : undefined;
  if (field.kind === 'number') return checkSettingsField(field, Number(text)).error;
  return checkSettingsField(field, text).error;
}

/** The form's errors shaped like its values, as final-form reads them (settings.<key> under settings). */
export function validateChannelForm(fields: readonly SettingsField[], values: Partial<ChannelForm>, secretsSet: readonly string[] = []) {
  const errors: { name?: string; settings?: Record<string, string> } = {};
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  if (!name) errors.name = 'Required';
  else if (name.length > NAME_MAX) errors.name = `Max ${NAME_MAX} characters`;
  const settings: Record<string, string> = {};
  for (const field of fields) {
    const error = fieldError(field, values.settings?.[field.key], secretsSet.includes(field.key));
    if (error) settings[field.key] = error;
  }
  if (Object.keys(settings).length > 0) errors.settings = settings;
  return errors;
}

/** What a save sends as `settings`: every field but the secrets left empty (they keep their value). */
export function settingsBody(fields: readonly SettingsField[], values: ChannelForm['settings']): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.kind === 'boolean') body[field.key] = value === true;
    else if (typeof value !== 'string') continue;
    else if (field.kind === 'secret') {
      if (value.trim() !== '') body[field.key] = value.trim();
    } else if (field.kind === 'number') body[field.key] = value.trim() === '' ? undefined : Number(value);
    else body[field.key] = value.trim();
  }
  return body;
}

/** The state shown beside a channel's name. */
export function channelState(channel: Pick<SettingsChannel, 'enabled' | 'status'>): { text: string; tone: 'on' | 'off' | 'alert' } {
  if (channel.status === 'reconnect needed') return { text: 'Reconnect needed', tone: 'alert' };
  return channel.enabled ? { text: 'On', tone: 'on' } : { text: 'Off', tone: 'off' };
}

/** One sentence of what a channel of this type carries, from its capabilities. */
export function capabilitiesText(capabilities: ChannelTypeCapabilities): string {
  if (capabilities.replies === false) return 'No replies by message: its conversations take internal notes only.';
  const characters = capabilities.maxCharacters !== undefined ? `Replies of up to ${capabilities.maxCharacters.toLocaleString('en-US')} characters` : 'Replies of any length';
  const files = capabilities.files.enabled ? `${capabilities.files.count === 1 ? 'one file' : `up to ${capabilities.files.count} files`} each` : 'no files';
  return `${characters}, ${files}.`;
}

/** The api names settings fields 'settings.<key>', as the form does; other keys are the form's own. */
export function serverFieldErrors(fields: Record<string, string>): { name?: string; settings: Record<string, string> } {
  const settings: Record<string, string> = {};
  let name: string | undefined;
  for (const [key, message] of Object.entries(fields)) {
    if (key.startsWith('settings.')) settings[key.slice('settings.'.length)] = message;
    else if (key === 'name') name = message;
  }
  return { ...(name ? { name } : {}), settings };
}
