// The outbound side of Messenger and Instagram: POST /me/messages, one call for the text and one per
// file (Meta fetches each file from a signed link to our upload store), with the messaging type the
// window allows (sendRules.ts). Every refusal is classified by failures.ts.
import { eq } from 'drizzle-orm';
import { channelInfo } from '../../../../src/domain/channels';
import { conversations } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { OutboundSide, SendRequest, SendResult } from '../definition';
import { callGraph, type GraphTarget } from '../meta/graph';
import { providerFileUrl } from '../providerLinks';
import { classifyMessagingError } from './failures';
import { token, withProof, type MessagingProfile } from './profile';
import { attachmentType, messagingTypeAt, textFits, type MessagingType } from './sendRules';

type Sent = { recipient_id?: string; message_id?: string };

/** When the customer wrote last in the conversation (set at ingest): the window counts from it. */
async function lastInboundAt(deps: ApiDeps, conversationId: string): Promise<Date | null> {
  const [row] = await deps.db.select({ at: conversations.lastInboundAt }).from(conversations).where(eq(conversations.id, conversationId));
  return row?.at ?? null;
}

async function post(profile: MessagingProfile, target: GraphTarget, path: string, body: Record<string, unknown>): Promise<SendResult> {
  const answer = await callGraph<Sent>(target, 'POST', path, body);
  if (!answer.ok) return classifyMessagingError(profile.product, answer);
  // A 200 without a message id is not an acceptance we can match receipts to: tried again.
  if (!answer.result.message_id) return { ok: false, kind: 'retry', reason: `${profile.product} answered without a message id` };
  return { ok: true, externalIds: [answer.result.message_id] };
}

/**
 * One try of a reply. A reply with text and files is several calls: a try that fails after the first
 * went through sends it again on the next try (the Send API has no idempotency key).
 */
async function send(profile: MessagingProfile, deps: ApiDeps, req: SendRequest): Promise<SendResult> {
  if (!token(deps, req.channel)) return { ok: false, kind: 'reconnect', reason: `The ${profile.product} channel has no access token` };
  const window = messagingTypeAt(profile.product, await lastInboundAt(deps, req.conversationId), deps.now());
  if ('refused' in window) return { ok: false, kind: 'give up', reason: window.refused };
  const hasText = req.text.trim() !== '';
  if (hasText && !textFits(profile.provider, req.text)) {
    const cap = profile.provider === 'messenger' ? '2,000 characters' : '1,000 bytes';
    return { ok: false, kind: 'give up', reason: `${profile.product} takes at most ${cap} in one message` };
  }
  const target = profile.target(deps, req.channel, req.fetch);
  const path = withProof(deps, req.channel, 'me/messages');
  const base = (message: Record<string, unknown>): Record<string, unknown> => ({ recipient: { id: req.recipientExternalId }, ...(window satisfies MessagingType), message });
  const externalIds: string[] = [];
  if (hasText) {
    const result = await post(profile, target, path, base({ text: req.text }));
    if (!result.ok) return result;
    externalIds.push(...result.externalIds);
  }
  const alias = channelInfo(req.channel.type)?.alias ?? '';
  for (const file of req.attachments) {
    const url = providerFileUrl(deps.config.publicUrl, alias, req.channel, file, deps.now());
    const result = await post(profile, target, path, base({ attachment: { type: attachmentType(file.mime), payload: { url } } }));
    if (!result.ok) return result;
    externalIds.push(...result.externalIds);
  }
  return { ok: true, externalIds };
}

export function messagingOutbound(profile: MessagingProfile): OutboundSide {
  return { send: (deps, req) => send(profile, deps, req) };
}
