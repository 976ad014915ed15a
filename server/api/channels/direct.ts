import { setDeliveryState } from '../modules/conversations/delivery';
import type { OutboundConnector } from './connector';

/**
 * For channel types whose provider this deployment has no account with (Facebook, Line, e-mail...):
 * the reply is kept in the conversation and marked sent, so the agent's work is recorded; nothing leaves
 * the machine. A real provider connector replaces this one type by type in deliver.ts.
 */
export const directConnector: OutboundConnector = {
  async deliver(deps, ctx) {
    await setDeliveryState(deps, ctx.message.id, 'sent');
  },
};
