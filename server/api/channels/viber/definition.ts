// The Viber channel (REST bot api), registered with one line in ../registry.ts. Provider facts:
// ../shared/notes/channels.md §7; the local fake: tests/fakes/viber.
import { tableCapabilities } from '../capabilities';
import type { ChannelDefinition } from '../definition';
import { connectViber, testViber } from './connect';
import { AUTH_TOKEN, SENDER_NAME } from './credentials';
import { viberInbound } from './inbound';
import { viberOutbound } from './outbound';

export const viberDefinition: ChannelDefinition = {
  matches: (type) => type === 'VIBER',
  settings: {
    fields: [
      { key: AUTH_TOKEN, kind: 'secret', label: 'Auth token', help: 'Viber Admin Panel, your bot’s page (“Token”).', required: true, max: 100 },
      { key: SENDER_NAME, kind: 'text', label: 'Sender name', help: 'The name customers see on replies (at most 28 characters); the channel’s name when empty.', max: 28 },
    ],
    howToConnect:
      'Paste your Viber bot’s auth token from the Viber Admin Panel (new bots are created on commercial terms with Viber). Saving sets the bot’s webhook to this channel: customers then write to the bot and agents answer in Chat, with delivered and seen receipts.',
  },
  connect: connectViber,
  testConnection: testViber,
  capabilities: tableCapabilities('VIBER', { receipts: { delivered: true, read: true } }),
  inbound: viberInbound,
  outbound: viberOutbound,
};
