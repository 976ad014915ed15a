// Pure rules of the web chat settings page: the form's values from the stored channel, their checks,
// and the body the channels api takes.

import type { Channel } from '../../domain/inbox';
import { readWebchatSettings, webchatSettingsErrors, type WebchatSettings } from '../../domain/webchat';

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

export function validateWebchatForm(values: Partial<WebchatForm>): Partial<Record<keyof WebchatForm, string>> {
  const errors: Partial<Record<keyof WebchatForm, string>> = webchatSettingsErrors(values);
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  if (!name) errors.name = 'Required';
  else if (name.length > NAME_MAX) errors.name = `Max ${NAME_MAX} characters`;
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
