// The definition both Messenger Platform channels share: Meta's handshake and signature, the Send API,
// connect and test by GET /me, the values to paste in Meta's dashboard, and the 24-hour window with the
// HUMAN_AGENT tag up to 7 days. Each channel gives its type, settings and receipts (Instagram has no
// delivery receipts).
import type { ChannelSettingsSchema, SettingsField } from '../../../../src/domain/channelSettingsSchema';
import { tableCapabilities } from '../capabilities';
import type { ChannelCapabilities, ChannelDefinition } from '../definition';
import { APP_SECRET } from '../meta/webhook';
import { connectMessaging, testMessaging } from './connect';
import { messagingInbound } from './inbound';
import { messagingOutbound } from './outbound';
import type { MessagingProfile } from './profile';
import { HUMAN_AGENT_WINDOW_HOURS, REPLY_WINDOW_HOURS } from './sendRules';
import { webhookValues } from './webhookValues';

/** The Meta app's secret: it signs the webhooks (meta/webhook.ts checks it). */
export function appSecretField(where: string): SettingsField {
  return { key: APP_SECRET, kind: 'secret', label: 'App secret', help: `${where}: it signs Meta’s webhooks.`, required: true, max: 200 };
}

export function messagingDefinition(
  profile: MessagingProfile,
  type: string,
  settings: ChannelSettingsSchema,
  receipts: ChannelCapabilities['receipts'],
): ChannelDefinition {
  return {
    matches: (t) => t === type,
    settings,
    valuesToCopy: webhookValues(profile.product),
    connect: connectMessaging(profile),
    testConnection: testMessaging(profile),
    capabilities: tableCapabilities(type, { receipts, replyWindowHours: REPLY_WINDOW_HOURS, tagWindowHours: HUMAN_AGENT_WINDOW_HOURS }),
    inbound: messagingInbound(profile),
    outbound: messagingOutbound(profile),
  };
}
