// A status of our reply may come before the outbox recorded the wamid WhatsApp answered (Meta posts
// 'sent' within moments of accepting it, and webhooks come out of order): such a status is not lost but
// tried again by the inbound worker, for as long as the reply's answer could still be on its way.
import { and, eq, sql } from 'drizzle-orm';
import { channelOutbox } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import type { InboundItem } from '../definition';
import { applyItems } from '../inbound/process';

/** How long after its time a status may still name a reply whose answer is not recorded yet. */
export const IN_FLIGHT_MS = 2 * 60_000;

async function replyRecorded(deps: ApiDeps, channelId: string, wamid: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: channelOutbox.id })
    .from(channelOutbox)
    .where(and(eq(channelOutbox.channelId, channelId), sql`${channelOutbox.externalIds} @> ${JSON.stringify([wamid])}::jsonb`))
    .limit(1);
  return row !== undefined;
}

export function statusItem(receipt: Extract<InboundItem, { kind: 'receipt' }>): InboundItem {
  return {
    kind: 'apply',
    key: `status:${receipt.externalMessageId}:${receipt.state}`,
    async run(deps, channel) {
      const young = deps.now().getTime() - (receipt.at ?? deps.now()).getTime() < IN_FLIGHT_MS;
      // Thrown: the stored call is processed again after a backoff (inbound/worker.ts).
      if (young && !(await replyRecorded(deps, channel.id, receipt.externalMessageId))) throw new Error(`no reply holds ${receipt.externalMessageId} yet`);
      await applyItems(deps, channel, [receipt]);
    },
  };
}
