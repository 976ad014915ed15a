// The inbound side: Viber signs each callback with the bot's auth token; a message's media is fetched
// from the URL Viber gives when it is ingested; delivered, seen and failed become receipts on our replies.
import type { ApiDeps } from '../../deps';
import type { ChannelRow } from '../connector';
import type { InboundItem, InboundSide, RawRequest, RemoteFile } from '../definition';
import { downloadLimited, nameFromContent } from '../providerDownload';
import { channelSetting } from '../settingsStore';
import { readCallback, SIGNATURE_HEADER, viberSignatureMatches, type ViberMedia } from './callbackRules';
import { AUTH_TOKEN } from './credentials';
import { VIBER_TIMEOUT_MS } from './viberApi';

function remoteFile(media: ViberMedia): RemoteFile {
  return {
    ...(media.size !== undefined ? { size: media.size } : {}),
    async fetch(deps: ApiDeps) {
      const file = await downloadLimited(media.url, { maxBytes: deps.config.uploadMaxBytes, timeoutMs: VIBER_TIMEOUT_MS, provider: 'Viber' });
      const name = media.extension ? nameFromContent(media.name, file.bytes, media.extension) : media.name;
      return { bytes: file.bytes, name, ...(file.mime ? { mime: file.mime } : {}) };
    },
  };
}

export const viberInbound: InboundSide = {
  verify: (channel: ChannelRow, req: RawRequest, deps: ApiDeps) =>
    viberSignatureMatches(channelSetting(deps, channel, AUTH_TOKEN) ?? '', req.body, req.headers[SIGNATURE_HEADER] ?? req.query.sig),
  parse(_channel: ChannelRow, req: RawRequest): InboundItem[] {
    const callback = readCallback(req.body);
    // subscribed, unsubscribed, conversation_started, webhook: acknowledged, nothing to store.
    if (callback.kind === 'ignored') return [];
    if (callback.kind === 'receipt') {
      const { kind: _, ...receipt } = callback;
      return [{ kind: 'receipt', ...receipt }];
    }
    const { kind: _, media, ...message } = callback;
    return [{ kind: 'message', message: { ...message, ...(media ? { files: [remoteFile(media)] } : {}) } }];
  },
};
