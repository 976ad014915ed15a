import type { Channel } from '../../../../src/domain/inbox';
import type { ChannelRow } from '../../channels/connector';
import { definitionFor } from '../../channels/registry';
import { publicSettings, secretsSet } from '../../channels/settingsStore';

/** A channel as the api answers it (and the 'channel updated' event carries it): never a secret setting. */
export function toChannel(row: ChannelRow): Channel {
  const definition = definitionFor(row.type);
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    publicId: row.publicId,
    enabled: row.enabled,
    settings: publicSettings(definition, row.settings),
    secretsSet: secretsSet(definition, row.settings),
    status: row.status,
    statusReason: row.statusReason,
    health: {
      lastInboundAt: row.lastInboundAt?.toISOString() ?? null,
      lastOutboundAt: row.lastOutboundAt?.toISOString() ?? null,
      lastError: row.lastError,
      lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    },
    createdAt: row.createdAt.toISOString(),
  };
}
