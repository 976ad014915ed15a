// The WhatsApp channels, registered with one line each in ../registry.ts. Provider facts:
// ../shared/notes/channels.md §4.1; the local fake: tests/fakes/meta (whatsapp*.ts).
// One connector, two variants: WHATSAPPCLOUD, WHATSAPPOFFICIAL and plain WHATSAPP reach Meta's Cloud API
// directly (WHATSAPP is not built on WhatsApp Web automation, which breaks WhatsApp's terms: it connects
// a number through the Cloud API like the others); WHATSAPPBUSINESS goes through a 360dialog-style
// gateway (the same bodies at its base URL, its D360-API-KEY).
import type { ChannelCopyValue } from '../../../../src/domain/channelSettingsSchema';
import { tableCapabilities } from '../capabilities';
import type { ChannelDefinition } from '../definition';
import { channelWebhookUrl } from '../../modules/channels/copyValues';
import { APP_SECRET } from '../meta/webhook';
import { ACCESS_TOKEN, DEFAULT_GATEWAY_URL, GATEWAY_KEY, GATEWAY_TYPE, GATEWAY_URL, PHONE_NUMBER_ID, WABA_ID } from './account';
import { connectWhatsApp, testWhatsApp } from './connect';
import { whatsappCloudInbound, whatsappGatewayInbound } from './inbound';
import { whatsappOutbound } from './outbound';

/** Free-form replies are allowed for 24 hours after the customer's last message; templates after. */
export const WHATSAPP_WINDOW_HOURS = 24;
const DIGITS = { source: '^[0-9]{5,30}$', message: 'Meta gives it as a number' };

// 19,900 characters (the channel table; sent as 4,096-character messages); statuses give delivered and read.
const capabilities = (type: string) => tableCapabilities(type, { receipts: { delivered: true, read: true }, replyWindowHours: WHATSAPP_WINDOW_HOURS });

/** One definition per type (the registry lets no two types share one): the Cloud API reached directly. */
const cloudDefinition = (cloudType: string): ChannelDefinition => ({
  matches: (type) => type === cloudType,
  settings: {
    fields: [
      { key: PHONE_NUMBER_ID, kind: 'text', label: 'Phone number ID', help: 'Meta app dashboard, WhatsApp, API Setup: the number’s ID (not the phone number).', required: true, max: 30, pattern: DIGITS },
      { key: WABA_ID, kind: 'text', label: 'WhatsApp Business Account ID', help: 'Meta app dashboard, WhatsApp, API Setup: its templates are synced from it.', required: true, max: 30, pattern: DIGITS },
      { key: ACCESS_TOKEN, kind: 'secret', label: 'Access token', help: 'Meta Business Settings, System users: a permanent token with whatsapp_business_messaging and whatsapp_business_management.', required: true, max: 1000 },
      { key: APP_SECRET, kind: 'secret', label: 'App secret', help: 'Meta app dashboard, App settings, Basic: it signs Meta’s webhooks.', required: true, max: 200 },
    ],
    howToConnect:
      'Connects a WhatsApp Business number through Meta’s WhatsApp Cloud API (not WhatsApp Web). Paste the number’s ID, the business account’s ID, a system user’s access token and the app secret; saving checks them with Meta and syncs the approved templates. Then, in Meta’s app dashboard (WhatsApp, Configuration), set the callback URL and verify token shown here and subscribe to the messages field.',
  },
  valuesToCopy: (deps, channel): ChannelCopyValue[] => [
    { label: 'Callback URL', value: channelWebhookUrl(deps.config.publicUrl, channel), help: 'Meta app dashboard, WhatsApp, Configuration: Callback URL.' },
    { label: 'Verify token', value: channel.secret, secret: true, help: 'The same page: Verify token. Rotating the channel’s secret changes it.' },
  ],
  connect: connectWhatsApp,
  testConnection: testWhatsApp,
  capabilities: capabilities(cloudType),
  inbound: whatsappCloudInbound,
  outbound: whatsappOutbound,
});

export const whatsappDefinition = cloudDefinition('WHATSAPP');
export const whatsappOfficialDefinition = cloudDefinition('WHATSAPPOFFICIAL');
export const whatsappCloudDefinition = cloudDefinition('WHATSAPPCLOUD');

export const whatsappBusinessDefinition: ChannelDefinition = {
  matches: (type) => type === GATEWAY_TYPE,
  settings: {
    fields: [
      { key: GATEWAY_KEY, kind: 'secret', label: 'API key', help: 'Your WhatsApp partner’s hub (360dialog: the channel’s API key, sent as D360-API-KEY).', required: true, max: 500 },
      { key: GATEWAY_URL, kind: 'url', label: 'Gateway URL', help: `The partner’s Cloud API address; empty: ${DEFAULT_GATEWAY_URL}.`, max: 300, placeholder: DEFAULT_GATEWAY_URL },
      { key: PHONE_NUMBER_ID, kind: 'text', label: 'Phone number ID', help: 'Optional: webhooks for another number are then ignored.', max: 30, pattern: DIGITS },
    ],
    howToConnect:
      'Connects a WhatsApp Business number through a partner that relays the Cloud API (360dialog-style). Paste the API key; saving checks it, syncs the approved templates and sets the partner’s webhook to this channel, signed with the channel’s secret.',
  },
  connect: connectWhatsApp,
  testConnection: testWhatsApp,
  capabilities: capabilities(GATEWAY_TYPE),
  inbound: whatsappGatewayInbound,
  outbound: whatsappOutbound,
};
