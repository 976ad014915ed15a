// Pure rules of the web chat settings page: the form's values from the stored channel, their checks,
// and the body the channels api takes.

import type { Channel } from '../../../domain/inbox';
import { readWebchatSettings, webchatSettingsErrors, type WebchatSettings } from '../../../domain/webchat';

export interface WebchatForm extends WebchatSettings {
  name: string;
}

export const NAME_MAX = 80;
export const DEFAULT_CHANNEL_NAME = 'Website chat';

/** The workspace's web chat: the first one, in the order the api lists them (oldest first). */
export function pickWebchatChannel(channels: readonly Channel[], type: string): Channel | null {
  return channels.find((c) => c.type === type) ?? null;
}

export function formValues(channel: Channel | null): WebchatForm {
  return { name: channel?.name ?? DEFAULT_CHANNEL_NAME, ...readWebchatSettings(channel?.settings) };
}

/** The form's errors shaped like its values, as final-form reads them: 'prechat.email' under prechat. */
export function validateWebchatForm(values: Partial<WebchatForm>): Record<string, string | Record<string, string>> {
  const flat: Record<string, string> = webchatSettingsErrors(values);
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  if (!name) flat.name = 'Required';
  else if (name.length > NAME_MAX) flat.name = `Max ${NAME_MAX} characters`;
  const errors: Record<string, string | Record<string, string>> = {};
  for (const [key, message] of Object.entries(flat)) {
    const [group, field] = key.split('.');
    if (field) errors[group!] = { ...(errors[group!] as Record<string, string> | undefined), [field]: message };
    else errors[key] ??= message;
  }
  return errors;
}

export function channelBody(values: WebchatForm): { name: string; settings: WebchatSettings } {
  const { name, ...settings } = values;
  return { name: name.trim(), settings: readWebchatSettings(settings) };
}

/** The api names settings fields 'settings.caption'; the form names them 'caption'. */
export function formFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.replace(/^settings\./, ''), message]));
}
