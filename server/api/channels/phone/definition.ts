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
  // Nothing is sent on a call: no characters, no files, no receipts.
  capabilities: tableCapabilities('PHONE', { files: { enabled: false, count: 0 } }),
  inbound: phoneInbound,
  outbound: phoneOutbound,
};
