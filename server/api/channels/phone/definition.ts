// The PHONE channel: call logging from a telephone system through the generic CTI push Zammad defines
// (notes channels.md §12), registered with one line in ../registry.ts. The fake: tests/fakes/pbx.
//
// Calls have no replies: there is nothing a message could be sent to. The registry makes a type
// creatable only when it has an outbound side, so PHONE has one that says so honestly: a reply an agent
// writes on a call's conversation is given up at once with the reason below, shown on the message.
import { CALLS_HAVE_NO_REPLIES } from '../../../../src/domain/callMeta';
import { channelWebhookUrl } from '../../modules/channels/copyValues';
import { tableCapabilities } from '../capabilities';
import type { ChannelDefinition, OutboundSide } from '../definition';
import { phoneInbound } from './inbound';

const phoneOutbound: OutboundSide = {
  send: () => Promise.resolve({ ok: false, kind: 'give up', reason: CALLS_HAVE_NO_REPLIES }),
};

/** How long ago, in words: 'less than a minute', '5 minutes', '3 hours', '2 days'. */
export function agoInWords(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const [n, unit] = minutes < 60 ? [minutes, 'minute'] : minutes < 48 * 60 ? [Math.floor(minutes / 60), 'hour'] : [Math.floor(minutes / 1440), 'day'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * We never call a telephone system, so the test is whether it has called us: the channel's last call
 * event (its health), or what to do when none has come yet.
 */
const testConnection: NonNullable<ChannelDefinition['testConnection']> = (deps, channel) =>
  Promise.resolve(
    channel.lastInboundAt
      ? { ok: true, detail: `The telephone system reaches this channel: its last call event came ${agoInWords(deps.now().getTime() - channel.lastInboundAt.getTime())} ago.` }
      : { ok: false, reason: 'No call has reached this channel yet: paste the telephone system URL into your telephone system’s CTI push, then make a test call.' },
  );

export const phoneDefinition: ChannelDefinition = {
  matches: (type) => type === 'PHONE',
  settings: {
    fields: [],
    howToConnect:
      'Create the channel, then give your telephone system (its generic CTI push, as Zammad’s) the telephone system URL shown on the channel. It posts newCall, answer and hangup as JSON or form data: each call is logged on the caller’s contact, found by number, and a missed call opens a ticket to call back.',
  },
  // The token in the URL is the channel's secret, the only credential: 'Rotate secret' changes the URL.
  valuesToCopy: (deps, channel) => [
    {
      label: 'Telephone system URL',
      value: `${channelWebhookUrl(deps.config.publicUrl, channel)}?token=${encodeURIComponent(channel.secret)}`,
      secret: true,
      help: 'Paste it as the CTI push URL of your telephone system: it posts each call’s events here.',
    },
  ],
  testConnection,
  // Nothing is sent on a call: no characters, no files, no receipts.
  capabilities: tableCapabilities('PHONE', { replies: false, files: { enabled: false, count: 0 } }),
  inbound: phoneInbound,
  outbound: phoneOutbound,
};
