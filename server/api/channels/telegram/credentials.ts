// Where the Telegram connector finds the bot token and the base URL. The token is a secret setting
// (sealed at rest by the channel settings store); the webhook's secret token is the channel's own
// secret (64 hex characters, within Telegram's 1–256 of A-Z a-z 0-9 _ -), which the inbound check can
// compare without unsealing anything and which Administrators rotate like the webhook channel's.
import type { ApiDeps } from '../../deps';
import type { ChannelRow } from '../connector';
import { channelSetting } from '../settingsStore';
import type { BotApiTarget } from './botApi';

export const BOT_TOKEN = 'botToken';
/** The token BotFather gives: the bot's id, a colon, then 35 characters (the form is documented, the length is not: be lenient). */
export const BOT_TOKEN_PATTERN = /^\d{3,20}:[A-Za-z0-9_-]{20,100}$/;

/** The bot token unsealed; empty when none is set (or it cannot be opened). */
export function botTarget(deps: ApiDeps, channel: ChannelRow, fetchFn?: typeof fetch): BotApiTarget {
  return { baseUrl: deps.config.telegramApiUrl, token: channelSetting(deps, channel, BOT_TOKEN) ?? '', ...(fetchFn ? { fetch: fetchFn } : {}) };
}

/** Where Telegram posts the bot's updates: the generic inbound route (alias telegram). */
export function webhookUrl(publicUrl: string, channel: Pick<ChannelRow, 'publicId'>): string {
  return `${publicUrl.replace(/\/+$/, '')}/v2/api/channels/telegram/${channel.publicId}/webhook`;
}
