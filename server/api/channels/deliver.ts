import { describeError } from '../http/errors';
import type { ApiDeps } from '../deps';
import { setDeliveryState } from '../modules/conversations/delivery';
import type { OutboundContext } from './connector';
import { enqueueReply, requeueReply, wakeOutbox } from './outbox/queue';
import { attemptAll, claimDue, DEFAULT_LEASE_MS } from './outbox/worker';
import { definitionFor } from './registry';

/**
 * Hands an agent's reply to the one outbox (`again`: an agent asked to retry a failed one, same delivery
 * id). A channel that reaches nobody over the network (the web chat) is tried at once, in the request;
 * for every other the workers of this process are woken, so it leaves within moments, and any instance
 * takes it otherwise. An error here (a database hiccup) is logged and the message marked failed, so a
 * reply never looks pending forever and the agent's request still succeeds.
 */
export async function deliverOutbound(deps: ApiDeps, ctx: OutboundContext, again = false): Promise<void> {
  try {
    const id = await (again ? requeueReply(deps, ctx) : enqueueReply(deps, ctx));
    if (definitionFor(ctx.channel.type)?.outbound?.atOnce) {
      await attemptAll(deps, await claimDue(deps, 1, DEFAULT_LEASE_MS, id), { definitionFor });
    } else {
      wakeOutbox(deps);
    }
  } catch (err) {
    deps.logger.error('outbound delivery failed', { messageId: ctx.message.id, channel: ctx.channel.type, ...describeError(err) });
    await setDeliveryState(deps, ctx.message.id, 'failed', 'The message could not be handed to its channel.').catch(() => undefined);
  }
}
