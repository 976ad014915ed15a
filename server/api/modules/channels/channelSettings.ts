// What a channel's settings may hold, per type. Pure: the service merges and stores what this answers.

import { channelInfo, isWebchatType } from '../../../../src/domain/channels';
import { readWebchatSettings, webchatSettingsErrors } from '../../../../src/domain/webchat';

export type SettingsCheck = { ok: true; settings: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

export const URL_MAX = 2000;
/** Types without rules of their own keep a small free-form object (an account name, a page id). */
export const OTHER_SETTINGS_MAX_BYTES = 8 * 1024;

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

/**
 * Checks `input` laid over `current` (a new channel has none) and answers what to store. A partial
 * update changes only the fields it names.
 */
export function checkChannelSettings(type: string, input: unknown, current: Record<string, unknown> = {}): SettingsCheck {
  if (input !== undefined && !isRecord(input)) return { ok: false, errors: { settings: 'settings must be an object' } };
  const merged = { ...current, ...(input ?? {}) };
  if (type === 'WEBHOOK') {
    const error = webhookUrlError(merged.url);
    return error ? { ok: false, errors: { 'settings.url': error } } : { ok: true, settings: { url: String(merged.url).trim() } };
  }
  if (isWebchatType(type)) {
    const filled = { ...readWebchatSettings(current), ...(input ?? {}) };
    const errors = webchatSettingsErrors(filled);
    const entries = Object.entries(errors);
    if (entries.length > 0) return { ok: false, errors: Object.fromEntries(entries.map(([k, v]) => [`settings.${k}`, v])) };
    return { ok: true, settings: { ...readWebchatSettings(filled) } };
  }
  if (JSON.stringify(merged).length > OTHER_SETTINGS_MAX_BYTES) {
    return { ok: false, errors: { settings: `Max ${OTHER_SETTINGS_MAX_BYTES / 1024} KB of settings` } };
  }
  return { ok: true, settings: merged };
}

/** Channel types this product knows; the web chat only with this deployment's product code. */
export function channelTypeError(type: unknown, webchatType: string): string | undefined {
  if (typeof type !== 'string' || type === '') return 'Required';
  if (isWebchatType(type)) return type === webchatType ? undefined : `The web chat type here is ${webchatType}`;
  return channelInfo(type) ? undefined : 'There is no such channel type';
}
