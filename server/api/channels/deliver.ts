import { describeError } from '../http/errors';
import { isWebchatType } from '../../../src/domain/channels';
import type { ApiDeps } from '../deps';
import { setDeliveryState } from '../modules/conversations/delivery';
import type { OutboundConnector, OutboundContext } from './connector';
import { directConnector } from './direct';
import { webchatConnector } from './webchat/connector';
import { webhookConnector } from './webhook/connector';

export function connectorFor(type: string): OutboundConnector {
  if (type === 'WEBHOOK') return webhookConnector;
  if (isWebchatType(type)) return webchatConnector;
  return directConnector;
}

/**
 * Hands an agent's reply to its channel (`again`: an agent asked to retry a failed one). Connectors record failures on the message themselves; an
 * error that escapes one (a database hiccup) is logged and the message marked failed, so a reply is
 * never left looking pending forever and the agent's request still succeeds.
 */
export async function deliverOutbound(deps: ApiDeps, ctx: OutboundContext, again = false): Promise<void> {
  try {
    const connector = connectorFor(ctx.channel.type);
    await (again && connector.retry ? connector.retry(deps, ctx) : connector.deliver(deps, ctx));
  } catch (err) {
    deps.logger.error('outbound delivery failed', { messageId: ctx.message.id, channel: ctx.channel.type, ...describeError(err) });
    await setDeliveryState(deps, ctx.message.id, 'failed', 'The message could not be handed to its channel.').catch(() => undefined);
  }
}
