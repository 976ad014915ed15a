import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML twin of the text (escaped, no remote content but our own files), when the mail has one. */
  html?: string;
}

/** Whether the mail left: without SMTP_URL it counts as sent (it is in the log and the outbox table). */
export type MailOutcome = { sent: true } | { sent: false; error: string };

export interface Mailer {
  /** Test doubles may answer nothing; a caller that must know (an invitation) treats that as sent. */
  send(mail: Mail): Promise<MailOutcome | void>;
}

/**
 * Every mail is first written to the outbox table; with SMTP_URL it is then sent and marked, and a
 * failed send is recorded there (and logged) instead of failing the caller's request. Without SMTP_URL
 * the mail goes to the server log.
 */
export function createMailer(opts: { db: Db; logger: Logger; smtpUrl: string | undefined; from: string }): Mailer {
  // Bounded waits: a stalled SMTP server must not hold the request that sends the mail for minutes.
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : undefined;
  return {
    async send(mail) {
      // The outbox keeps the text part: what was said, readable in the log and the table.
      const [row] = await opts.db.insert(outbox).values({ to: mail.to, subject: mail.subject, text: mail.text }).returning({ id: outbox.id });
      if (!transport) {
        opts.logger.info('mail (no SMTP_URL; kept in the outbox table)', { to: mail.to, subject: mail.subject, text: mail.text });
        return { sent: true };
      }
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
        await opts.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row!.id));
        return { sent: true };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        opts.logger.error('mail send failed', { to: mail.to, subject: mail.subject, error: message });
        await opts.db.update(outbox).set({ error: message }).where(eq(outbox.id, row!.id));
        return { sent: false, error: message };
      }
    },
  };
}
