// The EMAIL channel (an IMAP mailbox and its SMTP server), registered with one line in ../registry.ts.
// Provider facts: ../shared/notes/channels.md §2; local servers for tests: tests/fakes/mail (a throwaway
// Dovecot and an in-process SMTP sink).
import { tableCapabilities } from '../capabilities';
import type { ChannelDefinition, ListeningSide } from '../definition';
import { channelWebhookUrl } from '../../modules/channels/copyValues';
import { connectEmail, testEmailConnection } from './connect';
import { emailInbound } from './inbound/forward';
import { emailListener } from './inbound/imapListener';
import { emailOutbound } from './outbound/send';
import { emailSettings, emailSettingsFields } from './settings';

/** Files per reply: a mail carries several; as many as the composer lets a channel without a table rule send. */
export const EMAIL_FILES_PER_MESSAGE = 5;

/** Resolves when the signal aborts (a listener that returned would be started again at once). */
const untilAborted = (signal: AbortSignal) => new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true })));

/** Only a mailbox read over IMAP is listened to; a forwarded one holds its lease idle. */
const listening: ListeningSide = {
  listen: (deps, channel, ctx) => (emailSettings(deps, channel).receive === 'imap' ? emailListener.listen(deps, channel, ctx) : untilAborted(ctx.signal)),
};

export const emailDefinition: ChannelDefinition = {
  matches: (type) => type === 'EMAIL',
  settings: {
    fields: emailSettingsFields,
    howToConnect:
      'Give the mailbox customers write to: its IMAP server (where new mail is read, as soon as it arrives) and its SMTP server (where replies are sent from), with their user names and passwords; your mail provider’s help pages list both. Saving logs in to both servers and stores nothing if either refuses. Without IMAP credentials, choose forwarding: your mail server then posts each mail to the address this page shows. Replies keep the thread: the customer’s mail program shows them under their own mail.',
  },
  connect: connectEmail,
  testConnection: testEmailConnection,
  // No character limit in the channel table; several files per mail; e-mail has no receipts to rely on (§2.5).
  capabilities: (() => {
    const table = tableCapabilities('EMAIL');
    return { ...table, files: { ...table.files, count: EMAIL_FILES_PER_MESSAGE } };
  })(),
  // New mail is read as it arrives: one api instance holds each mailbox (IMAP IDLE, ../listening).
  listening,
  // The forwarding address: where a mail server that pipes each mail posts it, with the channel's secret.
  inbound: emailInbound,
  valuesToCopy: (deps, channel) =>
    emailSettings(deps, channel).receive === 'forward'
      ? [
          {
            label: 'Forwarding address',
            value: `${channelWebhookUrl(deps.config.publicUrl, channel)}?token=${encodeURIComponent(channel.secret)}`,
            secret: true,
            help: 'Have your mail server post each incoming mail (the raw message) to this address.',
          },
        ]
      : [],
  outbound: emailOutbound,
};
