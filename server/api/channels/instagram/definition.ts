// The Instagram direct messages channel, registered with one line in ../registry.ts: the Messenger
// Platform code with Instagram's object, byte cap and hosts. Provider facts: ../shared/notes/channels.md
// §4.4; the local fake: tests/fakes/messenger (its graph.instagram.com face).
import type { ChannelDefinition } from '../definition';
import { appSecretField, messagingDefinition } from '../messenger/messagingDefinition';
import { ACCESS_TOKEN, INSTAGRAM, LOGIN_MODEL } from '../messenger/profile';

// 999 characters or 1,000 UTF-8 bytes (the channel table); Instagram sends seen receipts, no delivery receipts.
export const instagramDefinition: ChannelDefinition = messagingDefinition(
  INSTAGRAM,
  'IGDM',
  {
    fields: [
      {
        key: LOGIN_MODEL,
        kind: 'select',
        label: 'Login model',
        help: 'Instagram Login (since July 2024) needs no Facebook Page; the Facebook Page model uses the Page linked to the Instagram account.',
        options: [
          { value: 'instagram', label: 'Instagram Login (graph.instagram.com)' },
          { value: 'facebook', label: 'Facebook Page (graph.facebook.com)' },
        ],
        default: 'instagram',
        required: true,
      },
      {
        key: 'igAccountId',
        kind: 'text',
        label: 'Instagram account ID',
        help: 'Meta app dashboard, Instagram, API setup: the professional account’s ID (the id Meta’s webhooks carry).',
        required: true,
        max: 30,
        pattern: { source: '^[0-9]{5,30}$', message: 'An Instagram account ID is a number' },
      },
      { key: ACCESS_TOKEN, kind: 'secret', label: 'Access token', help: 'An Instagram user token (instagram_business_manage_messages), or the linked Page’s token (instagram_manage_messages).', required: true, max: 1000 },
      appSecretField('Meta app dashboard, App settings, Basic (Instagram Login: the Instagram app secret)'),
    ],
    howToConnect:
      'In your Meta app, add Instagram messaging and set the webhook’s callback URL to this channel’s address with the channel’s secret as verify token, then choose the login model and paste the account ID, its access token and the app secret here. Saving checks the token with Meta and subscribes the account to messages and seen receipts.',
  },
  { delivered: false, read: true },
);
