import type { Channel } from '../../../../src/domain/inbox';
import type { ChannelRow } from '../../channels/connector';
import { publicSettings, secretsSet } from '../../channels/settingsStore';

/** A channel as the api answers it (and the 'channel updated' event carries it): never a secret setting. */
export function toChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    publicId: row.publicId,
    enabled: row.enabled,
    settings: publicSettings(row.type, row.settings),
    secretsSet: secretsSet(row.type, row.settings),
    status: row.status,
    statusReason: row.statusReason,
    createdAt: row.createdAt.toISOString(),
  };
}
