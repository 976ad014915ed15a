// 'Test the connection' for a Telegram bot: getMe with the stored token (it changes nothing at Telegram).
import type { ApiDeps } from '../../deps';
import type { ChannelRow } from '../connector';
import { callBotApi } from './botApi';
import { botTarget } from './credentials';

export async function testTelegram(deps: ApiDeps, channel: ChannelRow): Promise<{ ok: true; detail: string } | { ok: false; reason: string }> {
  const target = botTarget(deps, channel);
  if (!target.token) return { ok: false, reason: 'No bot token is stored: paste the one BotFather gave and save.' };
  const me = await callBotApi<{ username?: string }>(target, 'getMe');
  if (me.ok) return { ok: true, detail: `Telegram knows this bot${me.result.username ? ` (@${me.result.username})` : ''}: the token works.` };
  if (me.status === 401 || me.status === 404) return { ok: false, reason: 'Telegram does not know this bot token any more: get a new one from BotFather and save it.' };
  return { ok: false, reason: `Telegram could not check the bot token: ${me.description}.` };
}
