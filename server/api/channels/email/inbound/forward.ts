// The forwarding address, for mailboxes we get no IMAP credentials for: the mail server pipes each mail
// (raw RFC 5322 bytes) to POST /v2/api/channels/email/{publicId}/webhook with the channel's secret in
// X-Inbox-Token (or ?token=). The generic inbound route stores the call first; parsing is async
// (mailparser), so the item parses and stores the mail when the call is processed.
import { createHash } from 'node:crypto';
import type { ChannelRow } from '../../connector';
import type { InboundItem, InboundSide, RawRequest } from '../../definition';
import { applyItems } from '../../inbound/process';
import { secretMatches } from '../../../security/tokens';
import { parseMail } from './parseMail';

export const INBOX_TOKEN_HEADER = 'x-inbox-token';

export const emailInbound: InboundSide = {
  // A piped mail carries its files: room for the upload limit in base64 (4/3) and the mail around it.
  maxBodyBytes: (deps) => Math.ceil((deps.config.uploadMaxBytes * 4) / 3) + 1024 * 1024,
  verify: (channel: ChannelRow, req: RawRequest) => secretMatches(channel.secret, req.headers[INBOX_TOKEN_HEADER] ?? req.query.token),
  parse(_channel: ChannelRow, req: RawRequest): InboundItem[] {
    if (req.body.length === 0) return [];
    const key = `mail:${createHash('sha256').update(req.body).digest('hex')}`;
    return [{ kind: 'apply', key, run: async (deps, channel) => applyItems(deps, channel, await parseMail(deps, channel, req.body)) }];
  },
};
