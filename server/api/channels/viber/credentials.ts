// Where the Viber connector finds its settings: the bot's auth token (secret, sealed at rest; it also
// signs Viber's callbacks) and the sender name shown on replies.
import type { ApiDeps } from '../../deps';
import type { ChannelRow } from '../connector';
import { channelSetting } from '../settingsStore';
import type { ViberTarget } from './viberApi';

export const AUTH_TOKEN = 'authToken';
export const SENDER_NAME = 'senderName';
export const VIBER_ALIAS = 'viber';

export function viberTarget(deps: ApiDeps, channel: ChannelRow, fetchFn?: typeof fetch): ViberTarget {
  return { baseUrl: deps.config.viberApiUrl, token: channelSetting(deps, channel, AUTH_TOKEN) ?? '', ...(fetchFn ? { fetch: fetchFn } : {}) };
}

/** The name Viber shows as the sender of our replies (required by send_message, at most 28 characters). */
export function senderName(deps: ApiDeps, channel: ChannelRow): string {
  return (channelSetting(deps, channel, SENDER_NAME) ?? '').trim().slice(0, 28) || channel.name.slice(0, 28);
}
