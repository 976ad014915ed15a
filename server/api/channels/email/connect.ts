// Connecting a mailbox: a login to its IMAP server and one to its SMTP server with the credentials given.
// The settings api calls connect when the channel is created and whenever its settings change: a refusal
// is a 400 naming the field to fix, and nothing is stored. 'Test the connection' makes the same logins and
// answers in words.
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type { ApiDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { ChannelRow } from '../connector';
import { EMAIL_FIELDS, emailSettings, type EmailSettings, type MailServer } from './settings';

/** Bounded waits: an unreachable server must not hold the Administrator's request for minutes. */
export const LOGIN_TIMEOUT_MS = 10_000;

/** What a login answered: nothing when it went through, else the field to fix and why. */
export type LoginRefusal = { field: string; reason: string };

type NetError = Error & { code?: string; responseCode?: number; authenticationFailed?: boolean; responseText?: string };

/** nodemailer reports a refused connection as ECONNECTION with the system's code in its message. */
const refused = (err: NetError) => err.code === 'ECONNREFUSED' || /\bECONNREFUSED\b/.test(err.message);

function unreachable(err: NetError, protocol: string, server: MailServer): string | undefined {
  if (err.code === 'ENOTFOUND' || err.code === 'EDNS' || /\bENOTFOUND\b/.test(err.message)) return `There is no ${protocol} server named ${server.host}`;
  if (refused(err)) return `${server.host} refused the connection on port ${server.port}: check the ${protocol} port`;
  if (err.code === 'ETIMEDOUT' || err.code === 'ECONNECTION' || err.code === 'ESOCKET' || err.code === 'NoConnection') return `${server.host} did not answer on port ${server.port} (${err.message})`;
  return undefined;
}

/** An IMAP client for one short errand (a login check, a copy in Sent), not yet connected. */
export function imapClient(server: MailServer): ImapFlow {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: server.secure,
    auth: { user: server.user, pass: server.pass },
    logger: false,
    connectionTimeout: LOGIN_TIMEOUT_MS,
    greetingTimeout: LOGIN_TIMEOUT_MS,
  });
  // A socket error after the login (a server closing) must not become an unhandled 'error' event.
  client.on('error', () => undefined);
  return client;
}

export async function imapLogin(server: MailServer): Promise<LoginRefusal | undefined> {
  const client = imapClient(server);
  try {
    await client.connect();
    await client.logout().catch(() => undefined);
    return undefined;
  } catch (caught) {
    const err = caught as NetError;
    client.close();
    if (err.authenticationFailed) return { field: EMAIL_FIELDS.imapPassword, reason: `The IMAP server refused this user name or password${err.responseText ? ` (${err.responseText})` : ''}` };
    const why = unreachable(err, 'IMAP', server);
    return { field: refused(err) ? EMAIL_FIELDS.imapPort : EMAIL_FIELDS.imapHost, reason: why ?? `The IMAP login failed: ${err.message}` };
  }
}

export async function smtpLogin(server: MailServer): Promise<LoginRefusal | undefined> {
  const transport = nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.secure,
    auth: { user: server.user, pass: server.pass },
    connectionTimeout: LOGIN_TIMEOUT_MS,
    greetingTimeout: LOGIN_TIMEOUT_MS,
  });
  try {
    await transport.verify();
    return undefined;
  } catch (caught) {
    const err = caught as NetError;
    if (err.code === 'EAUTH') return { field: EMAIL_FIELDS.smtpPassword, reason: `The SMTP server refused this user name or password (${err.message.replace(/^Invalid login: /, '')})` };
    const why = unreachable(err, 'SMTP', server);
    return { field: refused(err) ? EMAIL_FIELDS.smtpPort : EMAIL_FIELDS.smtpHost, reason: why ?? `The SMTP login failed: ${err.message}` };
  } finally {
    transport.close();
  }
}

/** The IMAP fields left empty while mail is read over IMAP (the schema cannot require them for forwarding). */
function missingImap(settings: EmailSettings): LoginRefusal[] {
  const { imap } = settings;
  const missing: [string, string][] = [[EMAIL_FIELDS.imapHost, imap.host], [EMAIL_FIELDS.imapUser, imap.user], [EMAIL_FIELDS.imapPassword, imap.pass]];
  return missing.filter(([, value]) => value === '').map(([field]) => ({ field, reason: 'Required to read mail over IMAP' }));
}

async function logins(deps: ApiDeps, channel: ChannelRow): Promise<LoginRefusal[]> {
  const settings = emailSettings(deps, channel);
  const missing = settings.receive === 'imap' ? missingImap(settings) : [];
  if (missing.length > 0) return missing;
  const [imap, smtp] = await Promise.all([settings.receive === 'imap' ? imapLogin(settings.imap) : undefined, smtpLogin(settings.smtp)]);
  return [imap, smtp].filter((r): r is LoginRefusal => r !== undefined);
}

export async function connectEmail(deps: ApiDeps, channel: ChannelRow): Promise<void> {
  const refusals = await logins(deps, channel);
  if (refusals.length === 0) return;
  const fields = Object.fromEntries(refusals.map((r) => [`settings.${r.field}`, r.reason]));
  throw badRequest(`${refusals.map((r) => r.reason).join('. ')}.`, fields);
}

export async function testEmailConnection(deps: ApiDeps, channel: ChannelRow): Promise<{ ok: true; detail: string } | { ok: false; reason: string }> {
  const refusals = await logins(deps, channel);
  if (refusals.length > 0) return { ok: false, reason: `${refusals.map((r) => r.reason).join('. ')}.` };
  const { imap, smtp, receive } = emailSettings(deps, channel);
  return { ok: true, detail: receive === 'imap' ? `Logged in to ${imap.host} (IMAP) and ${smtp.host} (SMTP).` : `Logged in to ${smtp.host} (SMTP); mail comes in forwarded to the channel’s address.` };
}
