// Connecting a Viber bot: set_webhook points Viber at this channel's inbound URL (Viber checks the URL at
// once with a 'webhook' callback, answered by webhookCheck.ts even before the channel is stored), then
// 'Test the connection' asks get_account_info. A refusal is a 400 that says what to fix; nothing is stored.
import type { ApiDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { ChannelRow } from '../connector';
import { inboundWebhookUrl } from '../providerLinks';
import { AUTH_TOKEN, VIBER_ALIAS, viberTarget } from './credentials';
import { STATUS_NAMES } from './sendRules';
import { callViber } from './viberApi';

export const EVENT_TYPES = ['delivered', 'seen', 'failed', 'subscribed', 'unsubscribed', 'conversation_started'];

export async function connectViber(deps: ApiDeps, channel: ChannelRow): Promise<void> {
  const field = `settings.${AUTH_TOKEN}`;
  const answer = await callViber(viberTarget(deps, channel), 'set_webhook', {
    url: inboundWebhookUrl(deps.config.publicUrl, VIBER_ALIAS, channel),
    event_types: EVENT_TYPES,
    send_name: true,
    send_photo: false,
  });
  if (answer.ok) return;
  if (answer.kind === 'viber' && answer.status === 2) throw badRequest('Viber does not know this auth token: copy it again from the bot’s page in the Viber Admin Panel.', { [field]: 'Viber does not know this token: copy it again' });
  const why = answer.kind === 'viber' ? `${STATUS_NAMES[answer.status] ?? answer.status}: ${answer.message}` : answer.message;
  throw badRequest(`Viber did not accept the channel's webhook address (${why}).`, { [field]: `Viber did not accept the webhook (${why})` });
}

export async function testViber(deps: ApiDeps, channel: ChannelRow): Promise<{ ok: true; detail: string } | { ok: false; reason: string }> {
  const answer = await callViber<{ name?: string; uri?: string; subscribers_count?: number }>(viberTarget(deps, channel), 'get_account_info');
  if (!answer.ok) return { ok: false, reason: answer.kind === 'viber' && answer.status === 2 ? 'Viber does not accept the auth token' : `Viber answered: ${answer.message}` };
  return { ok: true, detail: `Connected to the Viber bot ${answer.body.name ?? ''} (${answer.body.subscribers_count ?? 0} subscribers)` };
}
