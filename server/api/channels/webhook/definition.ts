import type { ApiDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { tableCapabilities } from '../capabilities';
import type { ChannelDefinition, InboundItem, RawRequest, SendRequest, SendResult } from '../definition';
import { signedFileUrl } from './files';
import { SIGNATURE_HEADER, signBody, signatureMatches } from './signature';
import { checkInbound, failureReason, inboundMessageOf, type OutboundWebhookBody } from './webhookRules';

/** How long one POST to the receiver may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

function bodyOf(deps: ApiDeps, req: SendRequest): string {
  const body: OutboundWebhookBody = {
    id: req.messageId,
    conversationId: req.conversationId,
    to: { id: req.recipientExternalId },
    text: req.text,
    attachments: req.attachments.map((file) => ({
      name: file.name,
      mime: file.mime,
      size: file.size,
      url: signedFileUrl(deps.config.publicUrl, req.channel, file, deps.now()),
    })),
    timestamp: req.createdAt.toISOString(),
  };
  return JSON.stringify(body);
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  if (/^\d{1,7}$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/** The receiver's failures are all worth another try within the outbox's 24 hours (it may be deploying). */
async function send(deps: ApiDeps, req: SendRequest): Promise<SendResult> {
  const url = typeof req.channel.settings.url === 'string' ? req.channel.settings.url : '';
  if (!url) return { ok: false, kind: 'give up', reason: 'the webhook channel has no URL to send replies to' };
  const body = bodyOf(deps, req);
  let error: string;
  try {
    const res = await (req.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signBody(req.channel.secret, body), 'X-Delivery-Id': req.deliveryId },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return { ok: true, externalIds: [] };
    const afterMs = res.status === 429 || res.status === 503 ? retryAfterMs(res.headers.get('retry-after'), deps.now()) : undefined;
    return { ok: false, kind: 'retry', reason: failureReason(`HTTP ${res.status}`), ...(afterMs !== undefined ? { afterMs } : {}) };
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') error = `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
    else {
      // fetch says only 'fetch failed'; the cause says why (ECONNREFUSED, ENOTFOUND, bad port...).
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      error = (cause?.code ?? cause?.message ?? (err as Error).message).slice(0, 200);
    }
  }
  return { ok: false, kind: 'retry', reason: failureReason(error) };
}

/** The generic inbound route's side: the same signed body as POST /channels/webhook/:publicId/messages. */
function parse(_channel: unknown, req: RawRequest): InboundItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(req.body.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  const checked = checkInbound(parsed, new Date());
  if (!checked.ok) throw badRequest(checked.message, { [checked.field]: checked.message });
  return [{ kind: 'message', message: inboundMessageOf(checked.value) }];
}

export const webhookDefinition: ChannelDefinition = {
  matches: (type) => type === 'WEBHOOK',
  settings: {
    fields: [
      {
        key: 'url',
        kind: 'url',
        label: 'Reply URL',
        help: 'Agent replies are POSTed here as JSON, signed with the channel’s secret (X-Signature-256).',
        required: true,
        max: 2000,
        placeholder: 'https://example.com/inbox',
      },
    ],
    howToConnect:
      'Your system POSTs customer messages to the channel’s inbound URL, signed with its secret, and receives agent replies at the reply URL you give here.',
  },
  capabilities: tableCapabilities('WEBHOOK'),
  // Its own inbound route (routes.ts) takes the same signed body as the generic one.
  valuesToCopy: (deps, channel) => [
    { label: 'Inbound URL', value: `${deps.config.publicUrl.replace(/\/+$/, '')}/v2/api/channels/webhook/${channel.publicId}/messages`, help: 'Your system POSTs customer messages here.' },
    { label: 'Secret', value: channel.secret, secret: true, help: 'Sign each body with it (HMAC-SHA256, X-Signature-256); replies come signed with it too.' },
  ],
  inbound: {
    verify: (channel, req) => signatureMatches(channel.secret, req.body, req.headers[SIGNATURE_HEADER.toLowerCase()]),
    parse,
  },
  outbound: { send },
};
