// The EMAIL channel's settings: the schema the generic settings page renders, and the settings as the
// connector needs them (passwords unsealed). A self-hosted mail server's host and port are its base
// URL: tests point them at a throwaway Dovecot and an in-process SMTP sink.
import type { SettingsField } from '../../../../src/domain/channelSettingsSchema';
import type { ApiDeps } from '../../deps';
import type { ChannelRow } from '../connector';
import { channelSetting } from '../settingsStore';

export const EMAIL_FIELDS = {
  address: 'address',
  displayName: 'displayName',
  imapHost: 'imapHost',
  imapPort: 'imapPort',
  imapSecure: 'imapSecure',
  imapUser: 'imapUser',
  imapPassword: 'imapPassword',
  smtpHost: 'smtpHost',
  smtpPort: 'smtpPort',
  smtpSecure: 'smtpSecure',
  smtpUser: 'smtpUser',
  smtpPassword: 'smtpPassword',
  folder: 'folder',
  afterImport: 'afterImport',
  saveSent: 'saveSent',
  receive: 'receive',
} as const;

export type AfterImport = 'seen' | 'move' | 'delete';
/** How customers' mail reaches us: read from the mailbox over IMAP, or forwarded to the channel's address. */
export type Receive = 'imap' | 'forward';

const IMAP_ONLY = 'Needed when mail is read over IMAP.';

const F = EMAIL_FIELDS;
export const emailSettingsFields: readonly SettingsField[] = [
  { key: F.address, kind: 'email', label: 'E-mail address', help: 'The address customers write to; replies go out from it.', required: true, max: 254 },
  { key: F.displayName, kind: 'text', label: 'Sender name', help: 'Shown to customers beside the address, like “Acme Support”.', required: true, max: 100 },
  {
    key: F.receive,
    kind: 'select',
    label: 'How mail comes in',
    options: [
      { value: 'imap', label: 'Read the mailbox over IMAP' },
      { value: 'forward', label: 'Forwarded by my mail server to this channel’s address' },
    ],
    default: 'imap',
  },
  { key: F.imapHost, kind: 'text', label: 'IMAP server', help: `Your provider’s incoming mail server, like imap.example.com. ${IMAP_ONLY}`, max: 253 },
  { key: F.imapPort, kind: 'number', label: 'IMAP port', min: 1, max: 65535, default: 993 },
  { key: F.imapSecure, kind: 'boolean', label: 'IMAP over TLS', help: 'On for port 993; off only for a server on your own network.', default: true },
  { key: F.imapUser, kind: 'text', label: 'IMAP user name', help: `Usually the full e-mail address. ${IMAP_ONLY}`, max: 254 },
  { key: F.imapPassword, kind: 'secret', label: 'IMAP password', help: `An app password when your provider asks for one. ${IMAP_ONLY}`, max: 500 },
  { key: F.smtpHost, kind: 'text', label: 'SMTP server', help: 'Your provider’s outgoing mail server, like smtp.example.com.', required: true, max: 253 },
  { key: F.smtpPort, kind: 'number', label: 'SMTP port', min: 1, max: 65535, default: 465 },
  { key: F.smtpSecure, kind: 'boolean', label: 'SMTP over TLS', help: 'On for port 465; off for 587, where STARTTLS is used when the server offers it.', default: true },
  { key: F.smtpUser, kind: 'text', label: 'SMTP user name', help: 'Usually the same as the IMAP user name.', required: true, max: 254 },
  { key: F.smtpPassword, kind: 'secret', label: 'SMTP password', required: true, max: 500 },
  { key: F.folder, kind: 'text', label: 'Folder to read', help: 'New mail is read from this folder.', max: 200, placeholder: 'INBOX' },
  {
    key: F.afterImport,
    kind: 'select',
    label: 'After a mail is imported',
    options: [
      { value: 'seen', label: 'Mark it read' },
      { value: 'move', label: 'Move it to the “Imported” folder' },
      { value: 'delete', label: 'Delete it from the server' },
    ],
    default: 'seen',
  },
  { key: F.saveSent, kind: 'boolean', label: 'Keep replies in Sent', help: 'Files a copy of every reply in the mailbox’s Sent folder (Gmail does this by itself).', default: false },
];

export interface MailServer {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
}

export interface EmailSettings {
  address: string;
  displayName: string;
  imap: MailServer;
  smtp: MailServer;
  receive: Receive;
  folder: string;
  afterImport: AfterImport;
  saveSent: boolean;
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const port = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

/** The channel's settings with its passwords unsealed (empty when absent or unreadable). */
export function emailSettings(deps: Pick<ApiDeps, 'secrets'>, channel: Pick<ChannelRow, 'id' | 'type' | 'settings'>): EmailSettings {
  const s = channel.settings;
  const text = (key: string) => channelSetting(deps, channel, key) ?? '';
  const afterImport = s[F.afterImport];
  return {
    address: text(F.address),
    displayName: text(F.displayName),
    imap: { host: text(F.imapHost), port: port(s[F.imapPort], 993), secure: flag(s[F.imapSecure], true), user: text(F.imapUser), pass: text(F.imapPassword) },
    smtp: { host: text(F.smtpHost), port: port(s[F.smtpPort], 465), secure: flag(s[F.smtpSecure], true), user: text(F.smtpUser), pass: text(F.smtpPassword) },
    receive: s[F.receive] === 'forward' ? 'forward' : 'imap',
    folder: text(F.folder) || 'INBOX',
    afterImport: afterImport === 'move' || afterImport === 'delete' ? afterImport : 'seen',
    saveSent: flag(s[F.saveSent], false),
  };
}

/** The domain of the channel's address: our Message-IDs are minted under it. */
export function mailDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase() || 'localhost';
}
