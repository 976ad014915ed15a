import { isWebchatType } from '../../../../src/domain/channels';
import { readWebchatSettings, webchatSettingsErrors, WEBCHAT_SERVER_EVENTS } from '../../../../src/domain/webchat';
import { setDeliveryState } from '../../modules/conversations/delivery';
import { authorPicture, visitorAuthorShown } from '../../modules/personalization/visitorIdentity';
import { visitorMessageOf } from '../../modules/webchat/visitorMessages';
import { tableCapabilities } from '../capabilities';
import type { ChannelDefinition, ExtraSettingsCheck } from '../definition';
import { emitToVisitor } from './namespace';

/** The web chat's look (caption, colour, greeting, …) is its own extras: checked here, defaults filled. */
function extraSettings(merged: Record<string, unknown>, current: Record<string, unknown>): ExtraSettingsCheck {
  const filled = { ...readWebchatSettings(current), ...merged };
  const errors = Object.entries(webchatSettingsErrors(filled));
  if (errors.length > 0) return { ok: false, errors: Object.fromEntries(errors) };
  return { ok: true, settings: { ...readWebchatSettings(filled) } };
}

/**
 * Web chat replies need no third party: the message is stored, so it is 'sent' (a visitor's window that
 * is closed now reads it when it opens), and it is pushed to the visitor's open windows at once. The
 * window then acknowledges it as delivered, and as read once the visitor can see it (see acknowledge.ts).
 * It is marked sent before the push, so a window's quick acknowledgement is never overtaken by 'sent'.
 */
export const webchatDefinition: ChannelDefinition = {
  matches: isWebchatType,
  settings: {
    fields: [],
    howToConnect: 'Paste the snippet below into every page of your website, before </body>: the chat button appears at once.',
  },
  extraSettings,
  capabilities: tableCapabilities('CHATWEBCHAT', { receipts: { delivered: true, read: true } }),
  outbound: {
    atOnce: true,
    async send(deps, req) {
      const sent = await setDeliveryState(deps, req.messageId, 'sent', undefined, ['pending', 'failed']);
      // A message deleted meanwhile (its conversation removed) has nobody left to reach.
      if (!sent) return { ok: true, externalIds: [] };
      // As the brand says customers see the workspace's messages: the agent or the workspace.
      const [shown, picture] = await Promise.all([visitorAuthorShown(deps, req.channel), authorPicture(deps.db, sent.authorId)]);
      emitToVisitor(deps, req.channel.id, req.recipientExternalId, WEBCHAT_SERVER_EVENTS.message, shown(visitorMessageOf(req.channel, sent), picture));
      return { ok: true, externalIds: [] };
    },
  },
};
