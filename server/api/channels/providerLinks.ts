// The addresses a provider is given for a channel: where it posts its webhooks (the generic inbound route
// of inbound/routes.ts) and signed links to the files of a reply, for providers that fetch media by URL
// (LINE's originalContentUrl, Viber's media). The links are signed like the webhook channel's
// (webhook/files.ts, whose signature covers the upload and the expiry, not the path): rotating the
// channel's secret ends them at once.
import { Router } from 'express';
import { channelInfo } from '../../../src/domain/channels';
import type { ApiDeps } from '../deps';
import { AppError, notFound } from '../http/errors';
import { findChannelByPublicId } from '../modules/channels/repository';
import { sendStoredFile } from '../modules/uploads/sendStoredFile';
import type { ChannelRow } from './connector';
import { fileLinkValid, signedFileUrl } from './webhook/files';

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** Where the provider posts a channel's events: POST /v2/api/channels/<alias>/<publicId>/webhook. */
export function inboundWebhookUrl(publicUrl: string, alias: string, channel: Pick<ChannelRow, 'publicId'>): string {
  return `${base(publicUrl)}/v2/api/channels/${alias}/${channel.publicId}/webhook`;
}

/** A link the provider can fetch a reply's file from without a session, valid for a week. */
export function providerFileUrl(publicUrl: string, alias: string, channel: Pick<ChannelRow, 'publicId' | 'secret'>, file: { id: string; name: string }, now: Date): string {
  const signed = new URL(signedFileUrl(publicUrl, channel, file, now));
  const query = `expires=${signed.searchParams.get('expires')}&signature=${signed.searchParams.get('signature')}`;
  return `${base(publicUrl)}/v2/api/channels/${alias}/${channel.publicId}/files/${file.id}/${encodeURIComponent(file.name)}?${query}`;
}

/** GET /channels/:alias/:publicId/files/:id/:name for every provider but the webhook channel (its own route). */
export function providerFileRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/channels/:alias/:publicId/files/:id/:name', async (req, res) => {
    const publicId = String(req.params.publicId);
    const channel = /^[A-Za-z0-9_-]{8,64}$/.test(publicId) ? await findChannelByPublicId(deps.db, publicId) : undefined;
    if (!channel || channel.type === 'WEBHOOK' || channelInfo(channel.type)?.alias !== req.params.alias) throw notFound('There is no such channel.');
    const id = String(req.params.id);
    if (!/^[0-9a-f-]{36}$/.test(id) || !fileLinkValid(channel.secret, id, req.query.expires, req.query.signature, deps.now())) {
      throw new AppError(403, 'This file link is not valid or has expired.');
    }
    // Fetched by the provider's servers: pictures inline (LINE and Viber show them), nothing can run.
    await sendStoredFile(deps, res, channel.workspaceId, id, {
      inlineTypes: new Set(['image/jpeg', 'image/png']),
      contentSecurityPolicy: "default-src 'none'; sandbox",
      cacheControl: 'private, max-age=3600',
    });
  });
  return router;
}
