import { Router, type Request } from 'express';
import { isUuid, validateRecord } from '../../../../src/domain/validation';
import { PUBLIC_ID_PATTERN, WEBCHAT_CLIENT_ID, WEBCHAT_LIMITS, offlineFormRules, readWebchatSettings } from '../../../../src/domain/webchat';
import { asksPrechat, prechatFormErrors, prechatValues } from '../../../../src/domain/webchatPrechat';
import type { ChannelRow } from '../../channels/connector';
import type { ApiDeps } from '../../deps';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../http/errors';
import { hitLimit, secondsUntil } from '../../http/rateLimit';
import { asObject, readBody, v } from '../../http/validate';
import { receiveVisitorUpload, sendVisitorFile } from './files';
import { findWebchatChannel } from './repository';
import { listVisitorMessages, openSession, sendOfflineMessage, sendPrechat, sendVisitorMessage, webchatConfig } from './service';
import { bearerOf, verifyVisitorToken } from './visitorToken';

/** Per visitor address: how many of each call a window may make. */
export const WEBCHAT_RATE_LIMITS = {
  session: { max: 20, windowMs: 3600_000 },
  message: { max: 30, windowMs: 60_000 },
  upload: { max: 20, windowMs: 600_000 },
  offline: { max: 5, windowMs: 3600_000 },
  prechat: { max: 10, windowMs: 3600_000 },
} as const;

const SESSION_ENDED = 'Your chat session has ended. Please reload the chat.';
const TOO_FAST = 'You are sending too fast. Please wait a moment and try again.';

const attachmentIds = v.custom(
  (value) =>
    !Array.isArray(value) || value.some((id) => typeof id !== 'string' || id.length > 120)
      ? 'attachmentIds must be a list of file ids'
      : value.length > WEBCHAT_LIMITS.attachments
        ? `At most ${WEBCHAT_LIMITS.attachments} files per message`
        : undefined,
  (value) => value as string[],
);

/**
 * The visitor api of the web chat (no console session): the chat window calls it from its frame with
 * the visitor's token as a Bearer header. Every call names the channel by its public id.
 */
export function webchatRoutes(deps: ApiDeps): Router {
  const router = Router();

  const channelOf = async (req: Request): Promise<ChannelRow> => {
    const publicId = String(req.params.publicId);
    const channel = PUBLIC_ID_PATTERN.test(publicId) ? await findWebchatChannel(deps.db, publicId) : undefined;
    if (!channel) throw notFound('This chat is not available.');
    return channel;
  };
  const visitorOf = (req: Request, channel: ChannelRow): string => {
    const visitorId = verifyVisitorToken(channel, bearerOf(req.get('authorization')));
    if (!visitorId) throw unauthorized(SESSION_ENDED);
    return visitorId;
  };
  const limit = async (req: Request, kind: keyof typeof WEBCHAT_RATE_LIMITS) => {
    const { max, windowMs } = WEBCHAT_RATE_LIMITS[kind];
    const now = deps.now();
    const hit = await hitLimit(deps.db, `webchat:${kind}:${req.ip ?? 'unknown'}`, windowMs, now);
    if (hit.count > max) throw tooManyRequests(secondsUntil(hit.resetAt, now), TOO_FAST);
  };

  router.get('/webchat/:publicId/config', async (req, res) => {
    const channel = await channelOf(req);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await webchatConfig(deps, channel) });
  });

  router.post('/webchat/:publicId/session', async (req, res) => {
    const channel = await channelOf(req);
    const { session, created } = openSession(channel, bearerOf(req.get('authorization')));
    // Only new identities count: a returning visitor reopening the window is not a burst.
    if (created) await limit(req, 'session');
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: session });
  });

  router.get('/webchat/:publicId/messages', async (req, res) => {
    const channel = await channelOf(req);
    const visitorId = visitorOf(req, channel);
    const before = req.query.before;
    if (before !== undefined && !isUuid(before)) {
      throw badRequest('before must be a message id', { before: 'Invalid format' });
    }
    const data = await listVisitorMessages(deps, channel, visitorId, before as string | undefined);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data });
  });

  router.post('/webchat/:publicId/messages', async (req, res) => {
    const channel = await channelOf(req);
    const visitorId = visitorOf(req, channel);
    const input = readBody(req.body, {
      text: v.custom(
        (value) =>
          value !== undefined && typeof value !== 'string'
            ? 'text must be text'
            : typeof value === 'string' && value.length > WEBCHAT_LIMITS.text
              ? `Max ${WEBCHAT_LIMITS.text} characters`
              : undefined,
        (value) => (typeof value === 'string' ? value.trim() : ''),
      ),
      attachmentIds: v.optional(attachmentIds),
      clientId: v.optional(
        v.custom(
          (value) => (typeof value !== 'string' || !WEBCHAT_CLIENT_ID.test(value) ? 'clientId must be 8 to 64 letters, digits, - or _' : undefined),
          (value) => value as string,
        ),
      ),
    });
    if (!input.text && !input.attachmentIds?.length) throw badRequest('Write a message or add a file.', { text: 'Required' });
    await limit(req, 'message');
    res.json({ result: 'success', data: await sendVisitorMessage(deps, channel, visitorId, input) });
  });

  router.post('/webchat/:publicId/upload', async (req, res) => {
    const channel = await channelOf(req);
    const visitorId = visitorOf(req, channel);
    await limit(req, 'upload');
    res.json({ result: 'success', data: await receiveVisitorUpload(deps, req, channel, visitorId) });
  });

  router.post('/webchat/:publicId/offline', async (req, res) => {
    const channel = await channelOf(req);
    const visitorId = visitorOf(req, channel);
    const raw = asObject(req.body);
    const errors = validateRecord(raw, offlineFormRules);
    if (Object.keys(errors).length > 0) throw badRequest('Please correct the highlighted fields.', errors);
    await limit(req, 'offline');
    const form = { name: String(raw.name).trim(), email: String(raw.email).trim().toLowerCase(), message: String(raw.message).trim() };
    res.json({ result: 'success', data: await sendOfflineMessage(deps, channel, visitorId, form) });
  });

  router.post('/webchat/:publicId/prechat', async (req, res) => {
    const channel = await channelOf(req);
    const visitorId = visitorOf(req, channel);
    const { prechat } = readWebchatSettings(channel.settings);
    if (!asksPrechat(prechat)) throw badRequest('This chat asks nothing before the conversation: send messages instead.');
    const raw = asObject(req.body);
    const errors = prechatFormErrors(prechat, raw);
    if (Object.keys(errors).length > 0) throw badRequest('Please correct the highlighted fields.', errors);
    await limit(req, 'prechat');
    res.json({ result: 'success', data: await sendPrechat(deps, channel, visitorId, prechatValues(prechat, raw)) });
  });

  router.get('/webchat/:publicId/files/:id/:name', async (req, res) => {
    const channel = await channelOf(req);
    await sendVisitorFile(deps, res, channel, String(req.params.id), req.query.sig);
  });

  return router;
}
