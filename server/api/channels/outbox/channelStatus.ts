import { and, eq, ne } from 'drizzle-orm';
import { channels } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { publishChannelUpdated } from '../../modules/channels/channelEvents';

/**
 * The provider refused our credentials (an expired or revoked token): the channel needs an Administrator
 * to reconnect it. Marked once (later refusals change nothing), and its Administrators are told live
 * ('channel updated'), so their consoles show 'Reconnect needed' without a reload.
 */
export async function markReconnectNeeded(deps: ApiDeps, channelId: string, reason: string): Promise<void> {
  const [row] = await deps.db
    .update(channels)
    .set({ status: 'reconnect needed', statusReason: reason, lastError: reason, lastErrorAt: deps.now() })
    .where(and(eq(channels.id, channelId), ne(channels.status, 'reconnect needed')))
    .returning();
  if (!row) return;
  await publishChannelUpdated(deps, row);
}
