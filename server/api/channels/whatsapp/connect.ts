// Connecting a number: the credential is checked with GET /{phone-number-id} (the gateway: its
// templates), the approved templates are synced into the settings as they will be stored, and a
// gateway is told where to post this channel's webhooks with the channel's secret as a header. With
// Meta directly, the callback URL, verify token and app secret go in Meta's app dashboard (the page
// shows them to copy). A refusal is a 400 naming the field to fix: nothing is stored.
import { channelInfo } from '../../../../src/domain/channels';
import type { ApiDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { ChannelRow } from '../connector';
import { callGraph, type GraphError } from '../meta/graph';
import { channelWebhookUrl } from '../../modules/channels/copyValues';
import { ACCESS_TOKEN, accountOf, GATEWAY_KEY, PHONE_NUMBER_ID, TEMPLATES, WABA_ID, type WhatsAppAccount } from './account';
import { GATEWAY_SECRET_HEADER } from './inbound';
import { fetchTemplates } from './templates';

function refusal(account: WhatsAppAccount, error: GraphError, field: string): never {
  const credential = account.gateway ? GATEWAY_KEY : ACCESS_TOKEN;
  if (error.status === 0) throw badRequest(`WhatsApp could not be reached to check the channel: ${error.message}. Try again in a moment.`, { [`settings.${field}`]: 'WhatsApp could not be reached: try again in a moment' });
  if (error.code === 190 || error.status === 401) throw badRequest(`WhatsApp refused the credential: ${error.message}`, { [`settings.${credential}`]: 'WhatsApp refused it: copy a current one' });
  throw badRequest(`WhatsApp refused the channel’s settings: ${error.message}`, { [`settings.${field}`]: `WhatsApp refused it: ${error.message}` });
}

/** The number's name as WhatsApp shows it, or why it could not be read. */
async function checkNumber(account: WhatsAppAccount): Promise<{ ok: true; name: string } | ({ ok: false } & GraphError)> {
  if (account.gateway) return { ok: true, name: '' };
  const answer = await callGraph<{ display_phone_number?: string; verified_name?: string }>(account.target, 'GET', `${encodeURIComponent(account.phoneNumberId)}?fields=display_phone_number,verified_name`);
  return answer.ok ? { ok: true, name: [answer.result.verified_name, answer.result.display_phone_number].filter(Boolean).join(', ') } : answer;
}

export async function connectWhatsApp(deps: ApiDeps, channel: ChannelRow): Promise<void> {
  const account = accountOf(deps, channel);
  const number = await checkNumber(account);
  if (!number.ok) refusal(account, number, PHONE_NUMBER_ID);
  const templates = await fetchTemplates(account);
  if (!templates.ok) refusal(account, templates, account.gateway ? GATEWAY_KEY : WABA_ID);
  // The settings object is the one the channel service stores after connect: the templates go with them.
  channel.settings[TEMPLATES] = templates.templates;
  if (account.gateway) {
    const url = channelWebhookUrl(deps.config.publicUrl, channel);
    const hook = await callGraph(account.target, 'POST', 'v1/configs/webhook', { url, headers: { [GATEWAY_SECRET_HEADER]: channel.secret } });
    if (!hook.ok) refusal(account, hook, GATEWAY_KEY);
  }
}

export async function testWhatsApp(deps: ApiDeps, channel: ChannelRow): Promise<{ ok: true; detail: string } | { ok: false; reason: string }> {
  const account = accountOf(deps, channel);
  const number = await checkNumber(account);
  if (!number.ok) return { ok: false, reason: `WhatsApp refused the call: ${number.message}` };
  const templates = await fetchTemplates(account);
  if (!templates.ok) return { ok: false, reason: `WhatsApp did not list the templates: ${templates.message}` };
  const label = channelInfo(channel.type)?.label ?? 'WhatsApp';
  return { ok: true, detail: `${label} answers${number.name ? ` for ${number.name}` : ''}; ${templates.templates.length} approved template(s).` };
}
