import type { Message } from '../../../src/domain/inbox';
import type { channels } from '../db/inboxSchema';

export type ChannelRow = typeof channels.$inferSelect;

/** An agent's reply on its way to the customer, as deliver.ts hands it to the outbox. */
export interface OutboundContext {
  channel: ChannelRow;
  conversationId: string;
  /** The customer's id on this channel (the contact identity's externalId). */
  recipientExternalId: string;
  message: Message;
}
