// The e-mail spec's cast: the company's mailbox on a throwaway Dovecot (where customers' mails are
// delivered by APPEND, as a delivery agent does), the SMTP sink replies go to, the channel's settings
// pointing at both, and a customer's mail built as a mail program builds it.
import MailComposer from 'nodemailer/lib/mail-composer';
import { startDovecot, type FakeDovecot } from '../../fakes/mail/dovecot';
import { startSmtpSink, type SmtpSink } from '../../fakes/mail/smtpSink';

export interface MailServers {
  dovecot: FakeDovecot;
  sink: SmtpSink;
  address: string;
  settings: Record<string, unknown>;
  stop(): Promise<void>;
}

export async function startMailServers(address: string): Promise<MailServers> {
  const mailbox = { user: address, password: 'imap-secret' };
  const [dovecot, sink] = await Promise.all([startDovecot([mailbox]), startSmtpSink({ user: address })]);
  // The api's body as an Administrator's form sends it (the EMAIL definition's settings fields).
  const settings = {
    address,
    displayName: 'Shop Support',
    imapHost: dovecot.host,
    imapPort: dovecot.port,
    imapSecure: false,
    imapUser: mailbox.user,
    imapPassword: mailbox.password,
    smtpHost: sink.host,
    smtpPort: sink.port,
    smtpSecure: false,
    smtpUser: sink.user,
    smtpPassword: sink.password,
  };
  return { dovecot, sink, address, settings, stop: async () => void (await Promise.all([dovecot.stop(), sink.close()])) };
}

export interface CustomerMail {
  from: string;
  to: string;
  subject: string;
  messageId: string;
  text: string;
  html?: string;
  inReplyTo?: string;
  references?: string[];
  /** Inline images the HTML shows by cid:. */
  inline?: { cid: string; filename: string; content: Buffer; contentType: string }[];
}

/** The raw MIME of a customer's mail. */
export function customerMail(mail: CustomerMail): Promise<Buffer> {
  return new MailComposer({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    messageId: mail.messageId,
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
    ...(mail.references ? { references: mail.references } : {}),
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    attachments: (mail.inline ?? []).map((file) => ({ ...file })),
  })
    .compile()
    .build();
}
