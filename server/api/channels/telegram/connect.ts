// Connecting a bot: the token is checked with getMe, then setWebhook points Telegram at this channel's
// inbound URL with the channel's secret as secret_token. Called by the settings api when the channel is
// created and when its settings change; a refusal is a 400 that says what to fix, and nothing is stored.
import type { ApiDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { ChannelRow } from '../connector';
import { callBotApi } from './botApi';
import { BOT_TOKEN, BOT_TOKEN_PATTERN, botTarget, webhookUrl } from './credentials';

export async function connectTelegram(deps: ApiDeps, channel: ChannelRow): Promise<void> {
  const target = botTarget(deps, channel);
  const field = `settings.${BOT_TOKEN}`;
  if (!BOT_TOKEN_PATTERN.test(target.token)) {
    throw badRequest('This is not a Telegram bot token: BotFather gives one like 123456789:AAF…, the bot’s number, a colon and 35 characters.', { [field]: 'Not a bot token: BotFather gives one like 123456789:AAF…' });
  }
  const me = await callBotApi<{ username?: string }>(target, 'getMe');
  if (!me.ok) {
    if (me.status === 401 || me.status === 404) throw badRequest('Telegram does not know this bot token: copy it again from BotFather.', { [field]: 'Telegram does not know this token: copy it again from BotFather' });
    throw badRequest(`Telegram could not check the bot token: ${me.description}. Try again in a moment.`, { [field]: 'Telegram could not be reached to check it: try again in a moment' });
  }
  const hook = await callBotApi<boolean>(target, 'setWebhook', {
    url: webhookUrl(deps.config.publicUrl, channel),
    secret_token: channel.secret,
    allowed_updates: ['message'],
  });
  if (!hook.ok) throw badRequest(`Telegram did not accept the channel's webhook address: ${hook.description}.`, { [field]: `Telegram did not accept the webhook: ${hook.description}` });
}
