import { and, eq, ne } from 'drizzle-orm';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { channels } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { toChannel } from '../../modules/channels/channelView';
import { administratorIds } from '../../modules/tickets/repository';

/**
 * The provider refused our credentials (an expired or revoked token): the channel needs an Administrator
 * to reconnect it. Marked once (later refusals change nothing), and its Administrators are told live
 * ('channel updated'), so their consoles show 'Reconnect needed' without a reload.
 */
export async function markReconnectNeeded(deps: ApiDeps, channelId: string, reason: string): Promise<void> {
  const [row] = await deps.db
    .update(channels)
    .set({ status: 'reconnect needed', statusReason: reason })
    .where(and(eq(channels.id, channelId), ne(channels.status, 'reconnect needed')))
    .returning();
  if (!row) return;
  await deps.realtime.publish({
    workspaceId: row.workspaceId,
    type: REALTIME_EVENTS.channelUpdated,
    payload: { channel: toChannel(row) },
    sendTo: await administratorIds(deps.db, row.workspaceId),
  });
}
