// One pooled SMTP transport per channel, kept between replies (a login per reply would be slow and some
// providers throttle logins). A transport is keyed by the settings it was made with: when an
// Administrator changes them, the next reply closes the old pool and logs in afresh.
import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailServer } from '../settings';

/** Each wait bounded well within the outbox's 30 s lease, so a slow server cannot make a reply go twice. */
export const SEND_TIMEOUT_MS = 8_000;

const pools = new Map<string, { key: string; transport: Transporter }>();

const keyOf = (server: MailServer) => createHash('sha256').update(JSON.stringify([server.host, server.port, server.secure, server.user, server.pass])).digest('hex');

export function transportFor(channelId: string, server: MailServer): Transporter {
  const key = keyOf(server);
  const held = pools.get(channelId);
  if (held?.key === key) return held.transport;
  held?.transport.close();
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 2,
    host: server.host,
    port: server.port,
    secure: server.secure,
    auth: { user: server.user, pass: server.pass },
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  pools.set(channelId, { key, transport });
  return transport;
}

/** Closes a channel's pool (its login was refused, or the process stops): the next reply logs in again. */
export function closeTransport(channelId: string): void {
  pools.get(channelId)?.transport.close();
  pools.delete(channelId);
}

export function closeAllTransports(): void {
  for (const id of [...pools.keys()]) closeTransport(id);
}
