import { describeError } from '../../http/errors';
import { WEBCHAT_SERVER_EVENTS } from '../../../../src/domain/webchat';
import { setDeliveryState } from '../../modules/conversations/ingest';
import { visitorMessageOf } from '../../modules/webchat/visitorMessages';
import type { OutboundConnector } from '../connector';
import { emitToVisitor } from './namespace';

/**
 * Web chat replies need no third party: the message is stored, so it is 'sent' (a visitor's window that
 * is closed now reads it when it opens), and it is pushed to the visitor's open windows at once. The
 * window then acknowledges it as delivered, and as read once the visitor can see it (see acknowledge.ts).
 */
export const webchatConnector: OutboundConnector = {
  async deliver(deps, ctx) {
    try {
      const sent = await setDeliveryState(deps, ctx.message.id, 'sent');
      // A message deleted meanwhile (its conversation removed) has nobody left to reach.
      if (!sent) return;
      emitToVisitor(deps, ctx.channel.id, ctx.recipientExternalId, WEBCHAT_SERVER_EVENTS.message, visitorMessageOf(ctx.channel, sent));
    } catch (err) {
      deps.logger.error('webchat delivery failed', { messageId: ctx.message.id, ...describeError(err) });
      await setDeliveryState(deps, ctx.message.id, 'failed', 'The message could not be passed to the chat window.').catch(() => undefined);
    }
  },
};
