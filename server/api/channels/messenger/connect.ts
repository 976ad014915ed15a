// Connecting a Messenger Page or an Instagram account: the token is checked with GET /me (it must be the
// account the channel names), then the account is subscribed to the app's webhook fields. The callback
// URL, verify token and app secret are entered in Meta's app dashboard (meta/webhook.ts checks them).
// A refusal is a 400 on the field to fix, and nothing is stored.
import type { ApiDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { ChannelRow } from '../connector';
import { callGraph, type GraphError } from '../meta/graph';
import { ACCESS_TOKEN, LOGIN_MODEL, accountId, withProof, type MessagingProfile } from './profile';

type Me = { id?: string; name?: string; user_id?: string | number; username?: string; instagram_business_account?: { id?: string } };

/** The Messenger fields a Page is subscribed to; Instagram has no echo field (echoes come with messages). */
const FIELDS = { messenger: 'messages,message_echoes,message_deliveries,message_reads', instagram: 'messages,messaging_seen' } as const;

function meFields(profile: MessagingProfile, channel: ChannelRow): string {
  if (profile.provider === 'messenger') return 'id,name';
  return channel.settings[LOGIN_MODEL] === 'facebook' ? 'id,name,instagram_business_account' : 'user_id,username';
}

/** The account id the token belongs to: the Page's, or the Instagram professional account's. */
function accountOf(profile: MessagingProfile, channel: ChannelRow, me: Me): string | undefined {
  if (profile.provider === 'messenger') return me.id;
  if (channel.settings[LOGIN_MODEL] === 'facebook') return me.instagram_business_account?.id;
  return me.user_id !== undefined ? String(me.user_id) : undefined;
}

const refused = (profile: MessagingProfile, error: GraphError) =>
  error.code === 190 || error.status === 401 ? `${profile.product} does not accept this access token (${error.message})` : `${profile.product} could not check the token: ${error.message}`;

async function whoAmI(deps: ApiDeps, channel: ChannelRow, profile: MessagingProfile): Promise<{ ok: true; me: Me } | { ok: false; reason: string }> {
  const me = await callGraph<Me>(profile.target(deps, channel), 'GET', withProof(deps, channel, `me?fields=${meFields(profile, channel)}`));
  return me.ok ? { ok: true, me: me.result } : { ok: false, reason: refused(profile, me) };
}

export function connectMessaging(profile: MessagingProfile) {
  return async (deps: ApiDeps, channel: ChannelRow): Promise<void> => {
    const field = `settings.${ACCESS_TOKEN}`;
    const who = await whoAmI(deps, channel, profile);
    if (!who.ok) throw badRequest(`${who.reason}.`, { [field]: who.reason });
    const expected = accountId(deps, channel, profile);
    const actual = accountOf(profile, channel, who.me);
    if (actual !== expected) {
      const message = `This token belongs to ${actual ? `the account ${actual}` : 'no matching account'}, not ${expected}`;
      throw badRequest(`${message}: use the token of the account this channel names.`, { [`settings.${profile.accountKey}`]: message });
    }
    const subscribed = await callGraph<{ success?: boolean }>(profile.target(deps, channel), 'POST', withProof(deps, channel, 'me/subscribed_apps'), { subscribed_fields: FIELDS[profile.provider] });
    if (!subscribed.ok) throw badRequest(`${profile.product} did not subscribe the account to the app’s webhooks: ${subscribed.message}.`, { [field]: `The webhook subscription was refused: ${subscribed.message}` });
  };
}

export function testMessaging(profile: MessagingProfile) {
  return async (deps: ApiDeps, channel: ChannelRow): Promise<{ ok: true; detail: string } | { ok: false; reason: string }> => {
    const who = await whoAmI(deps, channel, profile);
    if (!who.ok) return who;
    const name = who.me.name ?? who.me.username ?? '';
    return { ok: true, detail: `Connected to ${profile.product} as ${name ? `${name} ` : ''}(${accountOf(profile, channel, who.me) ?? who.me.id ?? 'no id'})` };
  };
}
