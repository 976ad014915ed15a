// The inbound side of Messenger and Instagram: the Meta layer checks the handshake and the signature
// (meta/webhook.ts); here the envelope's messaging events become messages (files pulled from Meta's CDN
// links at ingest: they expire), receipts of our replies, and the account's own replies typed elsewhere.
import type { ApiDeps } from '../../deps';
import type { ChannelRow } from '../connector';
import type { InboundItem, InboundSide, RemoteFile } from '../definition';
import { ignoredEvent, metaInbound, type MetaEnvelope } from '../meta/webhook';
import { downloadLimited } from '../providerDownload';
import { readMessagingEvents, type MessagingEvent, type MessagingFile } from './eventRules';
import { pageReplyItem } from './pageReplies';
import type { MessagingProfile } from './profile';
import { receiptItems } from './receipts';

const DOWNLOAD_TIMEOUT_MS = 30_000;

/** The file's name from its link's last path segment (Meta's CDN keeps the original name there), else its type. */
export function fileName(file: MessagingFile): string {
  const last = decodeURIComponent(new URL(file.url).pathname.split('/').pop() ?? '');
  return /^[^\\/:*?"<>|]{1,120}\.[A-Za-z0-9]{1,8}$/.test(last) ? last : file.type;
}

function remoteFile(profile: MessagingProfile, file: MessagingFile): RemoteFile {
  return {
    async fetch(deps: ApiDeps) {
      // The CDN link is public and signed by Meta: no token goes with it.
      const got = await downloadLimited(file.url, { maxBytes: deps.config.uploadMaxBytes, timeoutMs: DOWNLOAD_TIMEOUT_MS, provider: profile.product });
      return { bytes: got.bytes, name: fileName(file), ...(got.mime ? { mime: got.mime } : {}) };
    },
  };
}

function itemsOf(profile: MessagingProfile, channel: ChannelRow, event: MessagingEvent): InboundItem[] {
  if (event.kind === 'ignored') return [ignoredEvent(channel, event.what)];
  if (event.kind === 'echo') return [pageReplyItem({ ...event, files: event.files.map((f) => remoteFile(profile, f)) })];
  if (event.kind !== 'message') return receiptItems(event);
  return [
    {
      kind: 'message',
      message: {
        externalContactId: event.contactId,
        // "To de-duplicate messages use the mid" (message_echoes reference).
        externalMessageId: event.mid,
        text: event.text,
        ...(event.files.length > 0 ? { files: event.files.map((f) => remoteFile(profile, f)) } : {}),
        ...(event.at ? { at: event.at } : {}),
      },
    },
  ];
}

export function messagingInbound(profile: MessagingProfile): InboundSide {
  return metaInbound((channel: ChannelRow, envelope: MetaEnvelope) => {
    // The account id is a plain setting: the entries of other Pages or accounts the Meta app serves are not this channel's.
    const account = String(channel.settings[profile.accountKey] ?? '');
    return readMessagingEvents(envelope, profile.object, account).flatMap((event) => itemsOf(profile, channel, event));
  });
}
