// Messenger's and Instagram's receipts name our replies by mid, or by a watermark: "all messages that
// were sent before or at this timestamp" were delivered or read (channels.md §4.2). A mid goes through
// the generic receipt item; a watermark (or Instagram's seen mid) needs the customer's replies sent up
// to it, read here.
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DeliveryState } from '../../../../src/domain/inbox';
import { messages } from '../../db/inboxSchema';
import { channelOutbox } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import { setDeliveryState } from '../../modules/conversations/delivery';
import type { ChannelRow } from '../connector';
import type { InboundItem } from '../definition';
import type { MessagingEvent } from './eventRules';

type ReceiptState = 'delivered' | 'read';
/** Never backwards: a read reply stays read when a late delivery receipt comes. */
const MOVES_FROM: Record<ReceiptState, readonly DeliveryState[]> = { delivered: ['sent'], read: ['sent', 'delivered'] };

/** Our replies to this customer that the provider took at or before the watermark and are not yet that far. */
async function repliesUpTo(deps: ApiDeps, channel: ChannelRow, contactId: string, watermark: Date, state: ReceiptState): Promise<string[]> {
  const rows = await deps.db
    .select({ messageId: channelOutbox.messageId })
    .from(channelOutbox)
    .innerJoin(messages, eq(messages.id, channelOutbox.messageId))
    .where(
      and(
        eq(channelOutbox.channelId, channel.id),
        eq(channelOutbox.recipientExternalId, contactId),
        isNotNull(channelOutbox.sentAt),
        lte(channelOutbox.sentAt, watermark),
        inArray(messages.deliveryState, [...MOVES_FROM[state]]),
      ),
    );
  return rows.map((r) => r.messageId);
}

/** When the provider took the reply holding this mid (Instagram's seen names the last message read). */
async function sentAtOf(deps: ApiDeps, channel: ChannelRow, mid: string): Promise<Date | undefined> {
  const [row] = await deps.db
    .select({ sentAt: channelOutbox.sentAt })
    .from(channelOutbox)
    .where(and(eq(channelOutbox.channelId, channel.id), sql`${channelOutbox.externalIds} @> ${JSON.stringify([mid])}::jsonb`))
    .limit(1);
  return row?.sentAt ?? undefined;
}

/**
 * The inbound items of one receipt event: a receipt per named mid, then one pass over the watermark
 * (Messenger's), or over what was sent up to the mid read (Instagram's seen carries no watermark).
 */
export function receiptItems(event: Extract<MessagingEvent, { kind: 'delivery' | 'read' }>): InboundItem[] {
  const state: ReceiptState = event.kind === 'delivery' ? 'delivered' : 'read';
  const mids = event.kind === 'delivery' ? event.mids : event.mid ? [event.mid] : [];
  const items: InboundItem[] = mids.map((mid) => ({ kind: 'receipt', externalMessageId: mid, state }));
  const readMid = event.kind === 'read' && !event.watermark ? event.mid : undefined;
  if (event.watermark || readMid) {
    items.push({
      kind: 'apply',
      key: `${state}:${event.contactId}:${event.watermark?.getTime() ?? readMid}`,
      async run(deps, channel) {
        const upTo = event.watermark ?? (readMid ? await sentAtOf(deps, channel, readMid) : undefined);
        if (!upTo) return;
        for (const messageId of await repliesUpTo(deps, channel, event.contactId, upTo, state)) {
          await setDeliveryState(deps, messageId, state, undefined, MOVES_FROM[state]);
        }
      },
    });
  }
  return items;
}
