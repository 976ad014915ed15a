import path from 'node:path';
import type { Request, Response } from 'express';
import type { VisitorUpload } from '../../../../src/domain/webchat';
import type { ChannelRow } from '../../channels/connector';
import type { ApiDeps } from '../../deps';
import { BusinessError, badRequest, notFound } from '../../http/errors';
import { safeEqual } from '../../security/tokens';
import { receiveUpload } from '../uploads/receive';
import { INLINE_MEDIA_TYPES, sendStoredFile } from '../uploads/sendStoredFile';
import { storeUpload, uploadsDir } from '../uploads/service';
import { visitorFileUrl } from './visitorMessages';
import { fileSignature, signedUploadId } from './visitorToken';

/** What a visitor may send: pictures, documents, sound and video; no SVG (it is a document that can act). */
export const VISITOR_ACCEPT = 'png,jpg,jpeg,gif,webp,pdf,mp4,webm,mp3,ogg,wav';

/** Receives one file from a visitor, checked by its content, kept until a message takes it. */
export async function receiveVisitorUpload(deps: ApiDeps, req: Request, channel: ChannelRow, visitorId: string): Promise<VisitorUpload> {
  const { file } = await receiveUpload(req, path.join(uploadsDir(deps.config.dataDir), 'tmp'), deps.config.uploadMaxBytes);
  if (!file) throw badRequest('Choose a file to upload.', { file: 'Required' });
  try {
    const row = await storeUpload(deps, { workspaceId: channel.workspaceId, userId: null, accept: VISITOR_ACCEPT, file });
    const signedId = signedUploadId(channel, visitorId, row.id);
    return { id: signedId, name: row.fileName, mime: row.contentType, size: row.size, url: visitorFileUrl(channel, { id: row.id, name: row.fileName }) };
  } catch (err) {
    // A file refused for what it is, is bad input for the visitor's window, not a business answer.
    if (err instanceof BusinessError) throw badRequest(err.message, { file: err.message });
    throw err;
  }
}

/** Streams a file of the workspace when the url's signature was made for it on this channel. */
export async function sendVisitorFile(deps: ApiDeps, res: Response, channel: ChannelRow, id: string, sig: unknown): Promise<void> {
  if (!/^[0-9a-f-]{36}$/.test(id) || typeof sig !== 'string' || !safeEqual(sig, fileSignature(channel, id))) throw notFound('This file does not exist.');
  await sendStoredFile(deps, res, channel.workspaceId, id, { inlineTypes: INLINE_MEDIA_TYPES });
}
