// The inbound side: Telegram posts each Update to the channel's webhook with the secret token we gave
// setWebhook; files are fetched with getFile and the bot token when the message is ingested.
import type { ApiDeps } from '../../deps';
import type { ChannelRow } from '../connector';
import type { InboundItem, InboundSide, RawRequest, RemoteFile } from '../definition';
import { callBotApi, downloadBotFile } from './botApi';
import { botTarget } from './credentials';
import { secretMatches } from '../../security/tokens';
import { readUpdate, SECRET_HEADER, type TelegramFileRef } from './updateRules';

/** Bots may download files up to 20 MB (https://core.telegram.org/bots/api#getfile). */
export const DOWNLOAD_MAX_BYTES = 20 * 1024 * 1024;

function remoteFile(channel: ChannelRow, ref: TelegramFileRef): RemoteFile {
  return {
    ...(ref.size !== undefined ? { size: ref.size } : {}),
    async fetch(deps: ApiDeps) {
      const target = botTarget(deps, channel);
      const file = await callBotApi<{ file_path?: string }>(target, 'getFile', { file_id: ref.fileId });
      if (!file.ok) throw new Error(`getFile failed: ${file.description}`);
      if (!file.result.file_path) throw new Error('getFile gave no file_path');
      const bytes = await downloadBotFile(target, file.result.file_path, Math.min(DOWNLOAD_MAX_BYTES, deps.config.uploadMaxBytes));
      const name = ref.name || (file.result.file_path.split('/').pop() ?? 'photo.jpg');
      return { bytes, name, ...(ref.mime ? { mime: ref.mime } : {}) };
    },
  };
}

export const telegramInbound: InboundSide = {
  verify: (channel: ChannelRow, req: RawRequest) => secretMatches(channel.secret, req.headers[SECRET_HEADER]),
  parse(channel: ChannelRow, req: RawRequest): InboundItem[] {
    const message = readUpdate(req.body);
    if (!message) return [];
    const { files, ...rest } = message;
    return [{ kind: 'message', message: { ...rest, ...(files.length > 0 ? { files: files.map((f) => remoteFile(channel, f)) } : {}) } }];
  },
};
