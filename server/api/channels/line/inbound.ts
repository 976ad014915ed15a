// The inbound side: LINE posts events signed with the channel secret; a file's bytes are fetched from
// the data host with the access token when the message is ingested; the reply token rides in the
// message's meta for outbound.ts.
import type { ApiDeps } from '../../deps';
import type { ChannelRow } from '../connector';
import type { InboundItem, InboundSide, RawRequest, RemoteFile } from '../definition';
import { nameFromContent } from '../providerDownload';
import { channelSetting } from '../settingsStore';
import { CHANNEL_SECRET, lineTarget } from './credentials';
import { lineSignatureMatches, MEDIA_EXTENSIONS, readEvents, SIGNATURE_HEADER, type LineMessage } from './eventRules';
import { downloadContent } from './lineApi';

function remoteFile(channel: ChannelRow, file: NonNullable<LineMessage['file']>): RemoteFile {
  return {
    ...(file.size !== undefined ? { size: file.size } : {}),
    async fetch(deps: ApiDeps) {
      const content = await downloadContent(lineTarget(deps, channel), file.messageId, deps.config.uploadMaxBytes);
      const name = file.media ? nameFromContent(file.media, content.bytes, MEDIA_EXTENSIONS[file.media] ?? 'bin') : file.name;
      return { bytes: content.bytes, name, ...(content.mime ? { mime: content.mime } : {}) };
    },
  };
}

export const lineInbound: InboundSide = {
  verify: (channel: ChannelRow, req: RawRequest, deps: ApiDeps) => lineSignatureMatches(channelSetting(deps, channel, CHANNEL_SECRET) ?? '', req.body, req.headers[SIGNATURE_HEADER]),
  parse(channel: ChannelRow, req: RawRequest): InboundItem[] {
    return readEvents(req.body).map(({ file, replyToken, ...message }) => ({
      kind: 'message',
      message: { ...message, ...(file ? { files: [remoteFile(channel, file)] } : {}), ...(replyToken ? { meta: { line: { replyToken } } } : {}) },
    }));
  },
};
