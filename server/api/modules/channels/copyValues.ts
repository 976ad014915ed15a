import { channelInfo } from '../../../../src/domain/channels';
import type { ChannelCopyValue } from '../../../../src/domain/channelSettingsSchema';
import type { ChannelRow } from '../../channels/connector';
import type { ChannelDefinition } from '../../channels/definition';
import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';

/** Where the provider sends this channel's webhooks: the generic inbound route (inbound/routes.ts), under PUBLIC_URL. */
export function channelWebhookUrl(publicUrl: string, channel: Pick<ChannelRow, 'type' | 'publicId'>): string {
  const alias = channelInfo(channel.type)?.alias ?? channel.type.toLowerCase();
  return `${publicUrl.replace(/\/+$/, '')}/v2/api/channels/${alias}/${channel.publicId}/webhook`;
}

/** The definition's values to copy; none when it has none or they cannot be made (a setting missing). */
export function copyValuesOf(deps: ApiDeps, definition: ChannelDefinition | undefined, row: ChannelRow): ChannelCopyValue[] {
  try {
    return definition?.valuesToCopy?.(deps, row) ?? [];
  } catch (err) {
    deps.logger.warn('channel values to copy could not be made', { channelId: row.id, ...describeError(err) });
    return [];
  }
}
