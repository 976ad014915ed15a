import { eq } from 'drizzle-orm';
import { webhookDeliveries } from '../../db/inboxSchema';
import type { OutboundConnector } from '../connector';
import { setDeliveryState } from '../../modules/conversations/delivery';
import { signedFileUrl } from './files';
import type { OutboundWebhookBody } from './webhookRules';

/**
 * Queues the reply for the channel's URL; the delivery worker POSTs it (signed), retries with backoff
 * and moves the message from pending to sent or failed. Queuing first means a slow or down receiver
 * never holds up the agent, and a restart loses nothing.
 */
export const webhookConnector: OutboundConnector = {
  /**
   * The reply's own delivery goes back in the queue, due now, with its tries counted afresh and a new
   * 24-hour window (the window runs from createdAt): same X-Delivery-Id, so a receiver that took an
   * earlier try can still drop the repeat. A reply that never got a delivery row is queued anew.
   */
  async retry(deps, ctx) {
    const now = deps.now();
    const requeued = await deps.db
      .update(webhookDeliveries)
      .set({ state: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now, lastError: null, deliveredAt: null })
      .where(eq(webhookDeliveries.messageId, ctx.message.id))
      .returning({ id: webhookDeliveries.id });
    if (requeued.length === 0) await webhookConnector.deliver(deps, ctx);
  },

  async deliver(deps, ctx) {
    const url = typeof ctx.channel.settings.url === 'string' ? ctx.channel.settings.url : '';
    if (!url) {
      await setDeliveryState(deps, ctx.message.id, 'failed', 'The webhook channel has no URL to send replies to.');
      return;
    }
    const now = deps.now();
    const body: OutboundWebhookBody = {
      id: ctx.message.id,
      conversationId: ctx.conversationId,
      to: { id: ctx.recipientExternalId },
      text: ctx.message.text,
      attachments: ctx.message.attachments.map((file) => ({
        name: file.name,
        mime: file.mime,
        size: file.size,
        url: signedFileUrl(deps.config.publicUrl, ctx.channel, file, now),
      })),
      timestamp: ctx.message.createdAt,
    };
    await deps.db.insert(webhookDeliveries).values({
      workspaceId: ctx.channel.workspaceId,
      channelId: ctx.channel.id,
      messageId: ctx.message.id,
      url,
      body: JSON.stringify(body),
      nextAttemptAt: now,
      createdAt: now,
    });
  },
};
