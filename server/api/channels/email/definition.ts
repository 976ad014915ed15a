// The EMAIL channel (an IMAP mailbox and its SMTP server), registered with one line in ../registry.ts.
// Provider facts: ../shared/notes/channels.md §2; local servers for tests: tests/fakes/mail (a throwaway
// Dovecot and an in-process SMTP sink).
import { tableCapabilities } from '../capabilities';
import type { ChannelDefinition } from '../definition';
import { connectEmail, testEmailConnection } from './connect';
import { emailListener } from './inbound/imapListener';
import { emailOutbound } from './outbound/send';
import { emailSettingsFields } from './settings';

/** Files per reply: a mail carries several; as many as the composer lets a channel without a table rule send. */
export const EMAIL_FILES_PER_MESSAGE = 5;

export const emailDefinition: ChannelDefinition = {
  matches: (type) => type === 'EMAIL',
  settings: {
    fields: emailSettingsFields,
    howToConnect:
      'Give the mailbox customers write to: its IMAP server (where new mail is read, as soon as it arrives) and its SMTP server (where replies are sent from), with their user names and passwords; your mail provider’s help pages list both. Saving logs in to both servers and stores nothing if either refuses. Replies keep the thread: the customer’s mail program shows them under their own mail.',
  },
  connect: connectEmail,
  testConnection: testEmailConnection,
  // No character limit in the channel table; several files per mail; e-mail has no receipts to rely on (§2.5).
  capabilities: (() => {
    const table = tableCapabilities('EMAIL');
    return { ...table, files: { ...table.files, count: EMAIL_FILES_PER_MESSAGE } };
  })(),
  // New mail is read as it arrives: one api instance holds each mailbox (IMAP IDLE, ../listening).
  listening: emailListener,
  outbound: emailOutbound,
};
