// The LINE channel (Messaging API), registered with one line in ../registry.ts. Provider facts:
// ../shared/notes/channels.md §6; the local fake: tests/fakes/line.
import { tableCapabilities } from '../capabilities';
import type { ChannelDefinition } from '../definition';
import { connectLine, testLine } from './connect';
import { ACCESS_TOKEN, CHANNEL_SECRET } from './credentials';
import { lineInbound } from './inbound';
import { lineOutbound } from './outbound';

export const lineDefinition: ChannelDefinition = {
  matches: (type) => type === 'LINE',
  settings: {
    fields: [
      { key: CHANNEL_SECRET, kind: 'secret', label: 'Channel secret', help: 'LINE Developers console, your channel, Basic settings tab.', required: true, max: 100 },
      { key: ACCESS_TOKEN, kind: 'secret', label: 'Channel access token', help: 'LINE Developers console, your channel, Messaging API tab (long-lived token).', required: true, max: 400 },
    ],
    howToConnect:
      'Create a Messaging API channel for your LINE Official Account in the LINE Developers console, then paste its channel secret and a channel access token here. Saving checks the token with LINE and sets the channel’s webhook URL; turn on “Use webhook” there.',
  },
  connect: connectLine,
  testConnection: testLine,
  // 499 characters (the channel table); LINE has no delivery or read receipts for a bot's messages.
  capabilities: tableCapabilities('LINE'),
  inbound: lineInbound,
  outbound: lineOutbound,
};
