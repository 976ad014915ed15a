// Connecting a LINE channel: the access token is checked with GET /v2/bot/info, then the webhook
// endpoint is set to this channel's inbound URL (PUT /v2/bot/channel/webhook/endpoint). A refusal is a
// 400 that says what to fix, and nothing is stored. 'Test the connection' asks /v2/bot/info again.
import type { ApiDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { ChannelRow } from '../connector';
import { inboundWebhookUrl } from '../providerLinks';
import { ACCESS_TOKEN, LINE_ALIAS, lineTarget } from './credentials';
import { callLine } from './lineApi';

type BotInfo = { displayName?: string; basicId?: string };

export async function connectLine(deps: ApiDeps, channel: ChannelRow): Promise<void> {
  const target = lineTarget(deps, channel);
  const field = `settings.${ACCESS_TOKEN}`;
  const info = await callLine<BotInfo>(target, 'GET', '/v2/bot/info');
  if (!info.ok) {
    if (info.status === 401) throw badRequest('LINE does not accept this channel access token: issue one in the LINE Developers console (Messaging API tab) and paste it again.', { [field]: 'LINE does not accept this token: issue a new one in the LINE Developers console' });
    throw badRequest(`LINE could not check the channel access token: ${info.message}. Try again in a moment.`, { [field]: 'LINE could not be reached to check it: try again in a moment' });
  }
  const hook = await callLine<object>(target, 'PUT', '/v2/bot/channel/webhook/endpoint', { endpoint: inboundWebhookUrl(deps.config.publicUrl, LINE_ALIAS, channel) });
  if (!hook.ok) throw badRequest(`LINE did not accept the channel's webhook address: ${hook.message}.`, { [field]: `LINE did not accept the webhook: ${hook.message}` });
}

export async function testLine(deps: ApiDeps, channel: ChannelRow): Promise<{ ok: true; detail: string } | { ok: false; reason: string }> {
  const info = await callLine<BotInfo>(lineTarget(deps, channel), 'GET', '/v2/bot/info');
  if (!info.ok) return { ok: false, reason: info.status === 401 ? 'LINE does not accept the channel access token' : `LINE answered: ${info.message}` };
  return { ok: true, detail: `Connected to the LINE Official Account ${info.body.displayName ?? ''} (${info.body.basicId ?? 'no basic id'})`.replace('  ', ' ') };
}
