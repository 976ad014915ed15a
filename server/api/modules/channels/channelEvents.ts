import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import type { ChannelRow } from '../../channels/connector';
import type { ApiDeps } from '../../deps';
import { administratorIds } from '../tickets/repository';
import { toChannel } from './channelView';

/** 'channel updated' to the workspace's Administrators (the settings page's readers): never a secret. */
export async function publishChannelUpdated(deps: ApiDeps, row: ChannelRow): Promise<void> {
  await deps.realtime.publish({
    workspaceId: row.workspaceId,
    type: REALTIME_EVENTS.channelUpdated,
    payload: { channel: toChannel(row) },
    sendTo: await administratorIds(deps.db, row.workspaceId),
  });
}
