// The outbound side: one send_message per part of a reply (its text, then each file by a signed link
// Viber fetches). Viber has no idempotency key: a try that fails after its text went through sends the
// text again on the next try.
import type { ApiDeps } from '../../deps';
import type { OutboundSide, SendRequest, SendResult } from '../definition';
import { providerFileUrl } from '../providerLinks';
import { senderName, VIBER_ALIAS, viberTarget } from './credentials';
import { classifyFailure, viberMessages } from './sendRules';
import { callViber, messageTokenOf } from './viberApi';

async function send(deps: ApiDeps, req: SendRequest): Promise<SendResult> {
  const target = viberTarget(deps, req.channel, req.fetch);
  if (!target.token) return { ok: false, kind: 'reconnect', reason: 'The Viber channel has no auth token' };
  const files = req.attachments.map((f) => ({ ...f, url: providerFileUrl(deps.config.publicUrl, VIBER_ALIAS, req.channel, f, deps.now()) }));
  const parts = viberMessages(req.text, files);
  if (parts.length === 0) return { ok: false, kind: 'give up', reason: 'The reply has neither text nor a file' };
  const externalIds: string[] = [];
  for (const part of parts) {
    const answer = await callViber<object>(target, 'send_message', { receiver: req.recipientExternalId, min_api_version: 1, sender: { name: senderName(deps, req.channel) }, tracking_data: req.messageId, ...part });
    if (!answer.ok) return classifyFailure(answer);
    const token = messageTokenOf(answer.text);
    if (token) externalIds.push(token);
  }
  return { ok: true, externalIds };
}

export const viberOutbound: OutboundSide = { send };
