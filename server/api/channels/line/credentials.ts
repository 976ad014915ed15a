// Where the LINE connector finds its credentials: the channel secret (signs LINE's webhooks) and the
// channel access token (Bearer on every call), both secret settings sealed at rest.
import type { ApiDeps } from '../../deps';
import type { ChannelRow } from '../connector';
import { channelSetting } from '../settingsStore';
import type { LineTarget } from './lineApi';

export const CHANNEL_SECRET = 'channelSecret';
export const ACCESS_TOKEN = 'accessToken';
/** The channel table's alias: the inbound route is /v2/api/channels/line/<publicId>/webhook. */
export const LINE_ALIAS = 'line';

export function lineTarget(deps: ApiDeps, channel: ChannelRow, fetchFn?: typeof fetch): LineTarget {
  return {
    apiUrl: deps.config.lineApiUrl,
    dataUrl: deps.config.lineDataApiUrl,
    token: channelSetting(deps, channel, ACCESS_TOKEN) ?? '',
    ...(fetchFn ? { fetch: fetchFn } : {}),
  };
}
