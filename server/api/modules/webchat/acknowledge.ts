import type { DeliveryState } from '../../../../src/domain/inbox';
import { isUuid } from '../../../../src/domain/validation';
import type { VisitorAck } from '../../../../src/domain/webchat';
import type { ChannelRow } from '../../channels/connector';
import type { ApiDeps } from '../../deps';
import { setDeliveryState } from '../conversations/ingest';
import { visitorOwnsMessage } from './repository';

const MAX_IDS = 50;

const RANK: Record<DeliveryState, number> = { received: -1, failed: -1, pending: 0, sent: 1, delivered: 2, read: 3 };

/** Whether a reply in `current` state moves forward to `next` ('read' never goes back to 'delivered'). */
export function advancesDelivery(current: DeliveryState, next: 'delivered' | 'read'): boolean {
  return RANK[current] >= 0 && RANK[next] > RANK[current];
}

/** The ids of a well-formed ack, or undefined: anything else a socket sends is ignored. */
export function readAck(ack: Partial<VisitorAck> | null | undefined): VisitorAck | undefined {
  if (!ack || (ack.state !== 'delivered' && ack.state !== 'read') || !Array.isArray(ack.ids)) return undefined;
  const ids = [...new Set(ack.ids.filter(isUuid))].slice(0, MAX_IDS);
  return ids.length > 0 ? { ids, state: ack.state } : undefined;
}

/**
 * The visitor's window has shown (delivered) or the visitor has seen (read) these agent replies. Only
 * outbound messages of the visitor's own conversations move, and only forward. Answers those that moved.
 */
export async function acknowledge(deps: ApiDeps, who: { channel: ChannelRow; visitorId: string }, raw: Partial<VisitorAck> | undefined): Promise<VisitorAck> {
  const ack = readAck(raw);
  if (!ack) return { ids: [], state: 'delivered' };
  const moved: string[] = [];
  for (const messageId of ack.ids) {
    const message = await visitorOwnsMessage(deps.db, { channelId: who.channel.id, visitorId: who.visitorId, messageId });
    if (!message || message.direction !== 'outbound' || !advancesDelivery(message.deliveryState, ack.state)) continue;
    await setDeliveryState(deps, messageId, ack.state);
    moved.push(messageId);
  }
  return { ids: moved, state: ack.state };
}
