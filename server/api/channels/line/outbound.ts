// The outbound side: a reply within its freshness uses the customer's reply token (free); any other
// goes as a push, counted against the monthly quota, with an X-Line-Retry-Key so a repeat of a try that
// LINE already took answers 409 and is not sent twice. Pictures and files are given as signed links to
// our upload store, which LINE fetches.
import type { ApiDeps } from '../../deps';
import type { OutboundSide, SendRequest, SendResult } from '../definition';
import { providerFileUrl } from '../providerLinks';
import { LINE_ALIAS, lineTarget } from './credentials';
import { callLine, type LineTarget } from './lineApi';
import { forgetReplyToken, isFresh, latestReplyToken } from './replyTokens';
import { classifyFailure, isStaleReplyToken, lineMessages, MESSAGES_PER_CALL, retryKey, type LineMessageObject } from './sendRules';

type Sent = { sentMessages?: { id: string }[] };

const sentIds = (body: Sent) => (body.sentMessages ?? []).map((m) => m.id);

async function push(target: LineTarget, req: SendRequest, messages: LineMessageObject[]): Promise<SendResult> {
  const answer = await callLine<Sent>(target, 'POST', '/v2/bot/message/push', { to: req.recipientExternalId, messages }, { 'X-Line-Retry-Key': retryKey(req.deliveryId) });
  if (answer.ok) return { ok: true, externalIds: sentIds(answer.body) };
  // A try LINE already accepted (its answer lost on the way): sent once, as wanted.
  if (answer.status === 409) return { ok: true, externalIds: [] };
  return classifyFailure(answer);
}

/**
 * The first try of a reply uses a fresh token; a later try pushes (a reply whose outcome is unknown
 * cannot be repeated with a token LINE may have used, and a reply call takes no retry key).
 */
async function send(deps: ApiDeps, req: SendRequest): Promise<SendResult> {
  const target = lineTarget(deps, req.channel, req.fetch);
  if (!target.token) return { ok: false, kind: 'reconnect', reason: 'The LINE channel has no channel access token' };
  const files = req.attachments.map((f) => ({ ...f, url: providerFileUrl(deps.config.publicUrl, LINE_ALIAS, req.channel, f, deps.now()) }));
  const messages = lineMessages(req.text, files);
  if (messages.length === 0) return { ok: false, kind: 'give up', reason: 'The reply has neither text nor a file' };
  if (messages.length > MESSAGES_PER_CALL) return { ok: false, kind: 'give up', reason: `LINE takes at most ${MESSAGES_PER_CALL} messages in one reply` };
  const token = req.attempts === 0 ? await latestReplyToken(deps, req.conversationId) : undefined;
  if (token && isFresh(token, deps.now())) {
    const answer = await callLine<Sent>(target, 'POST', '/v2/bot/message/reply', { replyToken: token.replyToken, messages });
    await forgetReplyToken(deps, token.messageId);
    if (answer.ok) return { ok: true, externalIds: sentIds(answer.body) };
    if (!isStaleReplyToken(answer)) return classifyFailure(answer);
  }
  return push(target, req, messages);
}

export const lineOutbound: OutboundSide = { send };
