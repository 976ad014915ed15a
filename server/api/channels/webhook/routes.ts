import express, { Router, type Request } from 'express';
import type { ApiDeps } from '../../deps';
import { AppError, badRequest, forbidden, notFound, tooManyRequests, unauthorized } from '../../http/errors';
import { assertStorable } from '../../http/inputGuard';
import { hitLimit, secondsUntil } from '../../http/rateLimit';
import { findChannelByPublicId } from '../../modules/channels/repository';
import { ingestInbound } from '../../modules/conversations/ingest';
import { channelHealth } from '../health';
import { sendStoredFile } from '../../modules/uploads/sendStoredFile';
import { fileLinkValid } from './files';
import { SIGNATURE_HEADER, signatureMatches } from './signature';
import { checkInbound, inboundMessageOf } from './webhookRules';

export const INBOUND_BODY_LIMIT = '256kb';
export const BAD_SIGNATURE = `The ${SIGNATURE_HEADER} header does not match the body: sign the exact bytes you send with HMAC-SHA256 and the channel's secret.`;

async function webhookChannel(deps: ApiDeps, req: Request) {
  const publicId = String(req.params.publicId);
  const channel = /^[A-Za-z0-9_-]{8,64}$/.test(publicId) ? await findChannelByPublicId(deps.db, publicId) : undefined;
  if (!channel || channel.type !== 'WEBHOOK') throw notFound('There is no such webhook channel.');
  return channel;
}

/**
 * The webhook channel's public calls. Server-to-server, so no session and no CSRF check: the HMAC
 * signature over the raw body is the authentication. Mounted before the JSON parser, which would
 * otherwise consume (and re-serialize) the bytes that were signed.
 */
export function webhookPublicRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.post(
    '/channels/webhook/:publicId/messages',
    express.raw({ type: () => true, limit: INBOUND_BODY_LIMIT }),
    async (req, res) => {
      const channel = await webhookChannel(deps, req);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!signatureMatches(channel.secret, body, req.get(SIGNATURE_HEADER))) throw unauthorized(BAD_SIGNATURE);
      if (!channel.enabled) throw forbidden('This webhook channel is turned off.');
      // Counted after the signature: only the channel's own sender can use up its allowance.
      const now = deps.now();
      const hit = await hitLimit(deps.db, `webhook:inbound:${channel.id}`, 60_000, now);
      if (hit.count > deps.config.webhookInboundPerMinute) {
        throw tooManyRequests(secondsUntil(hit.resetAt, now), `This channel sent more than ${deps.config.webhookInboundPerMinute} messages in a minute: wait and send again.`);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        throw badRequest('The request body is not valid JSON.');
      }
      // Parsed here, not by express.json: the same text guard as every other body.
      assertStorable(parsed);
      const checked = checkInbound(parsed, deps.now());
      if (!checked.ok) throw badRequest(checked.message, { [checked.field]: checked.message });
      const { id } = checked.value;
      const result = await ingestInbound(deps, { channel, ...inboundMessageOf(checked.value) });
      if (!result.duplicate) channelHealth(deps).inbound(channel.id, deps.now());
      res.json({
        result: 'success',
        duplicate: result.duplicate,
        data: { id, messageId: result.message.id, conversationId: result.conversation.id, duplicate: result.duplicate },
      });
    },
  );

  // The demo's own receiver (demoReceiver.ts): a reply signed with the channel's secret is taken, as the
  // shop's server would take it; anything else is refused like a real receiver refuses it.
  router.post('/channels/webhook/:publicId/demo-receiver', express.raw({ type: () => true, limit: INBOUND_BODY_LIMIT }), async (req, res) => {
    const channel = await webhookChannel(deps, req);
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!signatureMatches(channel.secret, body, req.get(SIGNATURE_HEADER))) throw unauthorized(BAD_SIGNATURE);
    res.json({ result: 'success', received: req.get('X-Delivery-Id') ?? null });
  });

  // The files of a reply, for the receiver: a link signed with the channel's secret (see files.ts).
  router.get('/channels/webhook/:publicId/files/:id/:name', async (req, res) => {
    const channel = await webhookChannel(deps, req);
    const id = String(req.params.id);
    if (!/^[0-9a-f-]{36}$/.test(id) || !fileLinkValid(channel.secret, id, req.query.expires, req.query.signature, deps.now())) {
      throw new AppError(403, 'This file link is not valid or has expired.');
    }
    // The receiver's server fetches these: always a download, with the strictest policy.
    await sendStoredFile(deps, res, channel.workspaceId, id, {
      inlineTypes: new Set(),
      contentSecurityPolicy: "default-src 'none'; sandbox",
      cacheControl: 'private, max-age=3600',
    });
  });

  return router;
}
