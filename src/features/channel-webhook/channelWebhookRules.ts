// Pure rules of the webhook settings page: the form checks, the inbound URL shown to the
// Administrator, and how an answer from the api lands in the list.

import type { WebhookChannel } from './channelWebhookApi';

export interface WebhookForm {
  name: string;
  url: string;
}

export const NAME_MAX = 80;
export const URL_MAX = 2000;
export const DEFAULT_WEBHOOK_NAME = 'Webhook';

/** The same checks as the api's, so most mistakes are shown before a round trip. */
export function urlError(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'Required';
  if (text.length > URL_MAX) return `Max ${URL_MAX} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full URL, like https://example.com/inbox';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The URL must start with http:// or https://';
  if (url.username || url.password) return 'Put no user name or password in the URL';
  return undefined;
}

export function validateWebhookForm(values: Partial<WebhookForm>): Partial<Record<keyof WebhookForm, string>> {
  const errors: Partial<Record<keyof WebhookForm, string>> = {};
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  if (!name) errors.name = 'Required';
  else if (name.length > NAME_MAX) errors.name = `Max ${NAME_MAX} characters`;
  const url = urlError(values.url);
  if (url) errors.url = url;
  return errors;
}

/** Where the Administrator's system sends customer messages (through the edge, so under this origin). */
export function inboundUrl(origin: string, publicId: string): string {
  return `${origin}/v2/api/channels/webhook/${publicId}/messages`;
}

export function channelUrl(channel: WebhookChannel): string {
  return typeof channel.settings.url === 'string' ? channel.settings.url : '';
}

/** The api names the field 'settings.url'; the forms name it 'url'. */
export function formFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.replace(/^settings\./, ''), message]));
}
