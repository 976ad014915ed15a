// Tests only: an EMAIL channel's settings pointing at the local servers (a throwaway Dovecot and the
// SMTP sink of tests/fakes/mail), passwords sealed for the channel as the settings api stores them.
import type { ApiDeps } from '../../deps';
import { sealSetting } from '../settingsStore';
import { EMAIL_FIELDS as F } from './settings';

export interface LocalMailServers {
  address: string;
  imap: { host: string; port: number; user: string; password: string };
  smtp: { host: string; port: number; user: string; password: string };
}

/** The settings as an Administrator types them (passwords in clear): what the settings api takes. */
export function typedEmailSettings(servers: LocalMailServers, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    [F.address]: servers.address,
    [F.displayName]: 'Shop Support',
    [F.imapHost]: servers.imap.host,
    [F.imapPort]: servers.imap.port,
    [F.imapSecure]: false,
    [F.imapUser]: servers.imap.user,
    [F.imapPassword]: servers.imap.password,
    [F.smtpHost]: servers.smtp.host,
    [F.smtpPort]: servers.smtp.port,
    [F.smtpSecure]: false,
    [F.smtpUser]: servers.smtp.user,
    [F.smtpPassword]: servers.smtp.password,
    ...extra,
  };
}

/** The same settings as stored for this channel: its passwords sealed. */
export function storedEmailSettings(deps: Pick<ApiDeps, 'secrets'>, channelId: string, servers: LocalMailServers, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const typed = typedEmailSettings(servers, extra);
  for (const key of [F.imapPassword, F.smtpPassword]) typed[key] = sealSetting(deps, channelId, key, String(typed[key]));
  return typed;
}
