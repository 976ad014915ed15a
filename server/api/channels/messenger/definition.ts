// The Facebook Messenger channel (a Page's inbox), registered with one line in ../registry.ts. Provider
// facts: ../shared/notes/channels.md §4.2; the local fake: tests/fakes/messenger.
import type { ChannelDefinition } from '../definition';
import { appSecretField, messagingDefinition } from './messagingDefinition';
import { ACCESS_TOKEN, MESSENGER } from './profile';

// 1,999 characters (the channel table; Meta takes 2,000); delivery and read receipts.
export const messengerDefinition: ChannelDefinition = messagingDefinition(
  MESSENGER,
  'FBMESSENGER',
  {
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
      appSecretField('Meta app dashboard, App settings, Basic'),
    ],
    howToConnect:
      'In your Meta app, add Messenger and set the webhook’s callback URL to this channel’s address with the channel’s secret as verify token, then paste the Page ID, a Page access token and the app secret here. Saving checks the token with Meta and subscribes the Page to messages, echoes, deliveries and reads.',
  },
  { delivered: true, read: true },
);
