import type { Message } from '../../../src/domain/inbox';
import type { channels } from '../db/inboxSchema';
import type { ApiDeps } from '../deps';

export type ChannelRow = typeof channels.$inferSelect;

/** What a channel needs to carry an agent's reply to the customer. */
export interface OutboundContext {
  channel: ChannelRow;
  conversationId: string;
  /** The customer's id on this channel (the contact identity's externalId). */
  recipientExternalId: string;
  message: Message;
}

/**
 * One per channel type that can deliver replies. deliver() must not throw for a delivery failure: it
 * records the state on the message (pending, sent, delivered, failed) and publishes 'message updated'.
 */
export interface OutboundConnector {
  deliver(deps: ApiDeps, ctx: OutboundContext): Promise<void>;
  /** An agent asked to send a failed reply again; without it the reply is simply delivered anew. */
  retry?(deps: ApiDeps, ctx: OutboundContext): Promise<void>;
}
