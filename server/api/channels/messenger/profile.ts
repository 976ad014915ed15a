// What differs between Messenger and Instagram direct messages on the one Messenger Platform code
// (channels.md §4.2, §4.4): the webhook object, the account id setting, the text cap, and where the
// Send API lives with which token. Instagram has two login models: Instagram Login (graph.instagram.com,
// an Instagram user token) and the Facebook Page one (graph.facebook.com, the linked Page's token).
import { createHmac } from 'node:crypto';
import type { ApiDeps } from '../../deps';
import type { ChannelRow } from '../connector';
import type { GraphTarget } from '../meta/graph';
import { APP_SECRET } from '../meta/webhook';
import { channelSetting } from '../settingsStore';
import type { MessagingObject } from './eventRules';

/** The access token setting of both channels (a page token, or an Instagram user token): secret. */
export const ACCESS_TOKEN = 'accessToken';
/** Instagram's login model setting. */
export const LOGIN_MODEL = 'loginModel';
export type InstagramLogin = 'instagram' | 'facebook';

export interface MessagingProfile {
  /** The product in the agent's words. */
  product: 'Messenger' | 'Instagram';
  provider: 'messenger' | 'instagram';
  object: MessagingObject;
  /** The settings key of the account the channel holds: the Page id, or the Instagram professional account id. */
  accountKey: 'pageId' | 'igAccountId';
  /** The Graph root and Bearer token the Send API is called with. */
  target(deps: ApiDeps, channel: ChannelRow, fetchFn?: typeof fetch): GraphTarget;
}

function bearer(root: string, token: string, fetchFn: typeof fetch | undefined): GraphTarget {
  return { root, auth: { Authorization: `Bearer ${token}` }, ...(fetchFn ? { fetch: fetchFn } : {}) };
}

export const token = (deps: ApiDeps, channel: ChannelRow) => channelSetting(deps, channel, ACCESS_TOKEN) ?? '';

/**
 * A Graph path with appsecret_proof (HMAC-SHA256 of the token keyed by the app secret): apps with
 * 'Require App Secret' refuse calls without it, and it proves a leaked token alone is not enough.
 */
export function withProof(deps: ApiDeps, channel: ChannelRow, path: string): string {
  const secret = channelSetting(deps, channel, APP_SECRET);
  const bearer = token(deps, channel);
  if (!secret || !bearer) return path;
  return `${path}${path.includes('?') ? '&' : '?'}appsecret_proof=${createHmac('sha256', secret).update(bearer).digest('hex')}`;
}
export const accountId = (deps: ApiDeps, channel: ChannelRow, profile: MessagingProfile) => channelSetting(deps, channel, profile.accountKey) ?? '';

export const MESSENGER: MessagingProfile = {
  product: 'Messenger',
  provider: 'messenger',
  object: 'page',
  accountKey: 'pageId',
  target: (deps, channel, fetchFn) => bearer(`${deps.config.metaGraphUrl}/${deps.config.metaGraphVersion}`, token(deps, channel), fetchFn),
};

export const INSTAGRAM: MessagingProfile = {
  product: 'Instagram',
  provider: 'instagram',
  object: 'instagram',
  accountKey: 'igAccountId',
  target(deps, channel, fetchFn) {
    const host = channel.settings[LOGIN_MODEL] === 'facebook' ? deps.config.metaGraphUrl : deps.config.instagramGraphUrl;
    return bearer(`${host}/${deps.config.metaGraphVersion}`, token(deps, channel), fetchFn);
  },
};
