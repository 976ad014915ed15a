// The Facebook Messenger channel (a Page's inbox), registered with one line in ../registry.ts. Provider
// facts: ../shared/notes/channels.md §4.2; the local fake: tests/fakes/messenger.
import { tableCapabilities } from '../capabilities';
import type { ChannelDefinition } from '../definition';
import { APP_SECRET } from '../meta/webhook';
import { connectMessaging, testMessaging } from './connect';
import { messagingInbound } from './inbound';
import { messagingOutbound } from './outbound';
import { ACCESS_TOKEN, MESSENGER } from './profile';
import { HUMAN_AGENT_WINDOW_HOURS, REPLY_WINDOW_HOURS } from './sendRules';
import { webhookValues } from './webhookValues';

export const messengerDefinition: ChannelDefinition = {
  matches: (type) => type === 'FBMESSENGER',
  settings: {
    fields: [
      {
        key: 'pageId',
        kind: 'text',
        label: 'Page ID',
        help: 'Your Facebook Page, About, Page transparency (or Meta Business Suite, Settings): the Page’s number.',
        required: true,
        max: 30,
        pattern: { source: '^[0-9]{5,30}$', message: 'A Page ID is a number' },
      },
      { key: ACCESS_TOKEN, kind: 'secret', label: 'Page access token', help: 'Meta app dashboard, Messenger API settings: generate a token for the Page (pages_messaging).', required: true, max: 1000 },
      { key: APP_SECRET, kind: 'secret', label: 'App secret', help: 'Meta app dashboard, App settings, Basic: it signs Meta’s webhooks.', required: true, max: 200 },
    ],
    howToConnect:
      'In your Meta app, add Messenger and set the webhook’s callback URL to this channel’s address with the channel’s secret as verify token, then paste the Page ID, a Page access token and the app secret here. Saving checks the token with Meta and subscribes the Page to messages, echoes, deliveries and reads.',
  },
  valuesToCopy: webhookValues('Messenger'),
  connect: connectMessaging(MESSENGER),
  testConnection: testMessaging(MESSENGER),
  // 1,999 characters (the channel table; Meta takes 2,000); free replies for 24 hours after the
  // customer's last message, tagged HUMAN_AGENT up to 7 days; delivery and read receipts.
  capabilities: tableCapabilities('FBMESSENGER', { receipts: { delivered: true, read: true }, replyWindowHours: REPLY_WINDOW_HOURS, tagWindowHours: HUMAN_AGENT_WINDOW_HOURS }),
  inbound: messagingInbound(MESSENGER),
  outbound: messagingOutbound(MESSENGER),
};
