// Where the WhatsApp connector reaches the Cloud API for one channel. Two variants through the same
// code (channels.md §4.1.7): Meta's Cloud API itself (META_GRAPH_URL/<version>/<phone-number-id>/…,
// Bearer system-user token) and a 360dialog-style gateway that proxies the same bodies at its own base
// URL without the number in the path (<base>/messages, D360-API-KEY header).
import type { ApiDeps } from '../../deps';
import type { ChannelRow } from '../connector';
import { graphTarget, type GraphTarget } from '../meta/graph';
import { channelSetting } from '../settingsStore';

export const PHONE_NUMBER_ID = 'phoneNumberId';
export const WABA_ID = 'wabaId';
export const ACCESS_TOKEN = 'accessToken';
export const GATEWAY_URL = 'gatewayUrl';
export const GATEWAY_KEY = 'gatewayKey';
/** Where the synced approved templates are kept in channels.settings (not a field of the form). */
export const TEMPLATES = 'templates';
/** 360dialog's Cloud API gateway (https://docs.360dialog.com/partner/messaging/text-messages). */
export const DEFAULT_GATEWAY_URL = 'https://waba-v2.360dialog.io';

export interface WhatsAppAccount {
  target: GraphTarget;
  gateway: boolean;
  phoneNumberId: string;
  /** Whether the credential is set at all (none: the channel needs reconnecting). */
  hasCredential: boolean;
  /** The path of a Cloud API endpoint of this number: messages, media. */
  numberPath(endpoint: 'messages' | 'media'): string;
  /** Where the approved templates are listed. */
  templatesPath: string;
}

/** The type served through a 360dialog-style gateway; the other WhatsApp types reach the Cloud API directly. */
export const GATEWAY_TYPE = 'WHATSAPPBUSINESS';

export function accountOf(deps: ApiDeps, channel: ChannelRow, fetchFn?: typeof fetch): WhatsAppAccount {
  const gateway = channel.type === GATEWAY_TYPE;
  const phoneNumberId = String(channel.settings[PHONE_NUMBER_ID] ?? '');
  if (gateway) {
    const key = channelSetting(deps, channel, GATEWAY_KEY) ?? '';
    const root = String(channel.settings[GATEWAY_URL] || DEFAULT_GATEWAY_URL).replace(/\/+$/, '');
    return {
      target: { root, auth: { 'D360-API-KEY': key }, ...(fetchFn ? { fetch: fetchFn } : {}) },
      gateway,
      phoneNumberId,
      hasCredential: key !== '',
      numberPath: (endpoint) => endpoint,
      templatesPath: 'v1/configs/templates',
    };
  }
  const token = channelSetting(deps, channel, ACCESS_TOKEN) ?? '';
  return {
    target: graphTarget(deps, token, fetchFn),
    gateway,
    phoneNumberId,
    hasCredential: token !== '',
    numberPath: (endpoint) => `${encodeURIComponent(phoneNumberId)}/${endpoint}`,
    templatesPath: `${encodeURIComponent(String(channel.settings[WABA_ID] ?? ''))}/message_templates?status=APPROVED&limit=100`,
  };
}
