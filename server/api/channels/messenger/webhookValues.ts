// What an Administrator pastes into Meta's app dashboard for a Messenger or Instagram channel: the
// callback URL (the generic inbound route) and the verify token (the channel's own secret, which the
// Meta layer's handshake compares; rotating the secret changes it).
import type { ChannelCopyValue } from '../../../../src/domain/channelSettingsSchema';
import type { ApiDeps } from '../../deps';
import { channelWebhookUrl } from '../../modules/channels/copyValues';
import type { ChannelRow } from '../connector';

export function webhookValues(where: string) {
  return (deps: ApiDeps, channel: ChannelRow): ChannelCopyValue[] => [
    { label: 'Callback URL', value: channelWebhookUrl(deps.config.publicUrl, channel), help: `Meta app dashboard, ${where}, Webhooks: Callback URL.` },
    { label: 'Verify token', value: channel.secret, secret: true, help: 'The same place: Verify token. Rotating the channel’s secret changes it.' },
  ];
}
