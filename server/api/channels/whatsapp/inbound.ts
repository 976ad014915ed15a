// The inbound side: the Meta layer checks the handshake and the signature (meta/webhook.ts); a
// 360dialog-style gateway instead sends the secret header we registered with it at connect. Messages
// become ParsedMessages (the wamid as id, Meta's timestamp as `at`), their media pulled at ingest with
// GET /{media-id} then the short-lived URL with the same credential, its sha256 checked; statuses
// become receipts on our replies.
import { createHash } from 'node:crypto';
import type { ApiDeps } from '../../deps';
import type { ChannelRow } from '../connector';
import type { InboundItem, InboundSide, RawRequest, RemoteFile } from '../definition';
import { callGraph, downloadGraphFile } from '../meta/graph';
import { ignoredEvent, metaInbound, readEnvelope, type MetaEnvelope } from '../meta/webhook';
import { safeEqual } from '../../security/tokens';
import { accountOf, PHONE_NUMBER_ID, type WhatsAppAccount } from './account';
import { readWhatsApp, type WaEvent, type WaMediaRef } from './payloadRules';
import { classifyWhatsApp } from './sendRules';
import { statusItem } from './statusReceipts';

/** Cloud API media is at most 100 MB (documents); our upload limit usually decides first. */
export const MEDIA_MAX_BYTES = 100 * 1024 * 1024;
/** The header a gateway sends on every webhook: the value we gave it at connect (the channel's secret). */
export const GATEWAY_SECRET_HEADER = 'x-channel-secret';

const EXTENSIONS: Record<string, string> = { image: 'jpg', audio: 'ogg', video: 'mp4', sticker: 'webp', document: 'bin' };
const BY_MIME: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'video/mp4': 'mp4', 'video/3gpp': '3gp', 'audio/ogg': 'ogg', 'audio/mpeg': 'mp3', 'audio/aac': 'aac', 'audio/amr': 'amr', 'audio/mp4': 'm4a', 'application/pdf': 'pdf' };

/** A name for a file WhatsApp sends without one (images, audio, video): its extension from its type. */
function nameOf(ref: WaMediaRef, mime: string | undefined): string {
  return ref.filename ?? `${ref.kind}-${ref.mediaId}.${(mime && BY_MIME[mime]) ?? EXTENSIONS[ref.kind]}`;
}

/** A gateway gives Meta's CDN address, which it serves itself under its own host (360dialog's media guide). */
export function mediaUrl(account: Pick<WhatsAppAccount, 'gateway' | 'target'>, url: string): string {
  if (!account.gateway) return url;
  const parsed = new URL(url);
  return parsed.hostname === 'lookaside.fbsbx.com' ? `${account.target.root}${parsed.pathname}${parsed.search}` : url;
}

function remoteFile(channel: ChannelRow, ref: WaMediaRef): RemoteFile {
  return {
    async fetch(deps: ApiDeps) {
      const account = accountOf(deps, channel);
      const info = await callGraph<{ url?: string; mime_type?: string; sha256?: string; file_size?: number }>(account.target, 'GET', encodeURIComponent(ref.mediaId));
      if (!info.ok) throw new Error(`WhatsApp did not give the media ${ref.mediaId}: ${info.message}`);
      if (!info.result.url) throw new Error(`WhatsApp gave no URL for the media ${ref.mediaId}`);
      if ((info.result.file_size ?? 0) > Math.min(MEDIA_MAX_BYTES, deps.config.uploadMaxBytes)) throw new Error(`the file is larger than ${deps.config.uploadMaxBytes} bytes`);
      const file = await downloadGraphFile(account.target, mediaUrl(account, info.result.url), Math.min(MEDIA_MAX_BYTES, deps.config.uploadMaxBytes));
      const expected = (info.result.sha256 ?? ref.sha256)?.toLowerCase();
      if (expected && createHash('sha256').update(file.bytes).digest('hex') !== expected) throw new Error(`the media ${ref.mediaId} does not match its sha256`);
      const mime = (ref.mime ?? info.result.mime_type ?? file.mime)?.split(';')[0]!.trim();
      return { bytes: file.bytes, name: nameOf(ref, mime), ...(mime ? { mime } : {}) };
    },
  };
}

function itemOf(channel: ChannelRow, event: WaEvent): InboundItem | undefined {
  if (event.kind === 'ignored') return ignoredEvent(channel, event.what);
  if (event.kind === 'status') {
    const { wamid, status, at, error } = event.status;
    // 'sent' is what the outbox recorded when WhatsApp accepted the reply.
    if (status === 'sent') return undefined;
    const reason = status === 'failed' ? classifyWhatsApp({ status: 400, message: error?.message ?? 'failed', ...(error?.code !== undefined ? { code: error.code } : {}) }).reason : undefined;
    return statusItem({ kind: 'receipt', externalMessageId: wamid, state: status, ...(reason ? { reason } : {}), ...(at ? { at } : {}) });
  }
  const { waId, name, wamid, at, text, media } = event.message;
  return {
    kind: 'message',
    message: {
      externalContactId: waId,
      phone: `+${waId}`,
      externalMessageId: wamid,
      text,
      ...(name ? { contactName: name } : {}),
      ...(at ? { at } : {}),
      ...(media ? { files: [remoteFile(channel, media)] } : {}),
    },
  };
}

function read(channel: ChannelRow, envelope: MetaEnvelope): InboundItem[] {
  const events = readWhatsApp(envelope, String(channel.settings[PHONE_NUMBER_ID] ?? ''));
  return events.flatMap((e) => itemOf(channel, e) ?? []);
}

export const whatsappCloudInbound: InboundSide = metaInbound(read);

export const whatsappGatewayInbound: InboundSide = {
  verify: (channel: ChannelRow, req: RawRequest) => safeEqual(req.headers[GATEWAY_SECRET_HEADER] ?? '', channel.secret),
  parse: (channel: ChannelRow, req: RawRequest) => read(channel, readEnvelope(req.body)),
};
