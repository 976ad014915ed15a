// Fixtures for the channel settings page's tests: GET /channel-types answers shaped like the api's
// definitions (webhook, Telegram, a type without a connector, the web chat).
import type { ChannelTypeInfo, SettingsChannel } from '../channelSettingsApi';

const capabilities = { files: { enabled: true, count: 1 }, receipts: { delivered: false, read: false } };

export const WEBHOOK_TYPE: ChannelTypeInfo = {
  type: 'WEBHOOK',
  label: 'Webhook',
  icon: '/v2/channels/webhook.svg',
  connectable: true,
  testable: false,
  settings: {
    fields: [{ key: 'url', kind: 'url', label: 'Reply URL', help: 'Agent replies are POSTed here.', required: true, max: 2000 }],
    howToConnect: 'Your system POSTs customer messages to the inbound URL.',
  },
  capabilities,
};

export const TELEGRAM_TYPE: ChannelTypeInfo = {
  type: 'TELEGRAM',
  label: 'Telegram',
  icon: '/v2/channels/telegram.svg',
  connectable: true,
  testable: true,
  settings: { fields: [{ key: 'botToken', kind: 'secret', label: 'Bot token', help: 'BotFather gives it.', required: true, max: 200 }], howToConnect: 'Create a bot with BotFather.' },
  capabilities: { ...capabilities, maxCharacters: 3999 },
};

export const LINE_TYPE: ChannelTypeInfo = {
  type: 'LINE',
  label: 'Line',
  icon: '/v2/channels/line.svg',
  connectable: false,
  testable: false,
  settings: { fields: [], howToConnect: 'Connects a LINE Official Account. Not available yet.' },
  capabilities: { ...capabilities, maxCharacters: 499 },
};

export const WEBCHAT_TYPE: ChannelTypeInfo = {
  type: 'CHATOMNIWEBCHAT',
  label: 'Webchat',
  icon: '/v2/channels/webchat.svg',
  connectable: true,
  testable: false,
  settings: { fields: [], howToConnect: 'Paste the snippet below into every page of your website.' },
  capabilities,
};

export const CHANNEL_TYPES = [WEBCHAT_TYPE, WEBHOOK_TYPE, TELEGRAM_TYPE, LINE_TYPE];

export function aChannel(type: string, extra: Partial<SettingsChannel> = {}): SettingsChannel {
  return {
    id: '5d3f0e9c-0000-4000-8000-000000000001',
    type,
    name: 'Shop',
    publicId: 'PubHook_1',
    enabled: true,
    settings: {},
    secretsSet: [],
    status: 'connected',
    statusReason: null,
    health: { lastInboundAt: null, lastOutboundAt: null, lastError: null, lastErrorAt: null },
    createdAt: '2030-01-01T00:00:00.000Z',
    ...extra,
  };
}
