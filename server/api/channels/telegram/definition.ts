// The Telegram channel (Bot API), registered with one line in ../registry.ts. Provider facts:
// ../shared/notes/channels.md §5; the local fake: tests/fakes/telegram.
import { tableCapabilities } from '../capabilities';
import type { ChannelDefinition } from '../definition';
import { connectTelegram } from './connect';
import { BOT_TOKEN } from './credentials';
import { telegramInbound } from './inbound';
import { telegramOutbound } from './outbound';
import { testTelegram } from './testConnection';

export const telegramDefinition: ChannelDefinition = {
  matches: (type) => type === 'TELEGRAM',
  settings: {
    fields: [
      {
        key: BOT_TOKEN,
        kind: 'secret',
        label: 'Bot token',
        help: 'In Telegram, BotFather gives it when you create a bot with /newbot (or /token for an existing one).',
        required: true,
        max: 200,
      },
    ],
    howToConnect:
      'Create a bot with BotFather in Telegram and paste its token here. Saving checks the token with Telegram and sets the bot’s webhook to this channel, signed with the channel’s secret: customers then write to the bot and agents answer in Chat.',
  },
  connect: connectTelegram,
  testConnection: testTelegram,
  // 3,999 characters (the channel table); files one per message; bots get no delivery or read receipts.
  capabilities: tableCapabilities('TELEGRAM'),
  inbound: telegramInbound,
  outbound: telegramOutbound,
};
