// Tests only: raw mails as customers' mail programs and mail servers write them (RFC 5322 / 2045 /
// 3464), to APPEND into the test's Dovecot or pipe to the forwarding endpoint.

export interface MailFile {
  name: string;
  mime: string;
  bytes: Buffer;
  /** Content-ID of an inline image the HTML shows as cid:… */
  cid?: string;
}

export interface CustomerMail {
  from?: string;
  to?: string;
  subject: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  text?: string;
  html?: string;
  files?: MailFile[];
  date?: Date;
  headers?: Record<string, string>;
}

const base64 = (bytes: Buffer) => bytes.toString('base64').replace(/.{76}/g, '$&\r\n');

function filePart(file: MailFile): string {
  const disposition = file.cid ? 'inline' : 'attachment';
  return [
    `Content-Type: ${file.mime}; name="${file.name}"`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: ${disposition}; filename="${file.name}"`,
    ...(file.cid ? [`Content-ID: <${file.cid}>`] : []),
    '',
    base64(file.bytes),
  ].join('\r\n');
}

function multipart(type: string, boundary: string, parts: string[]): string {
  return [`Content-Type: multipart/${type}; boundary="${boundary}"`, '', ...parts.map((p) => `--${boundary}\r\n${p}`), `--${boundary}--`, ''].join('\r\n');
}

export function customerMail(m: CustomerMail): string {
  const headers = [
    `From: ${m.from ?? 'Rosa Diaz <rosa@customer.test>'}`,
    `To: ${m.to ?? 'Shop Support <support@shop.test>'}`,
    `Subject: ${m.subject}`,
    `Date: ${(m.date ?? new Date()).toUTCString()}`,
    ...(m.messageId ? [`Message-ID: ${m.messageId}`] : []),
    ...(m.inReplyTo ? [`In-Reply-To: ${m.inReplyTo}`] : []),
    ...(m.references?.length ? [`References: ${m.references.join(' ')}`] : []),
    ...Object.entries(m.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    'MIME-Version: 1.0',
  ];
  const text = `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${m.text ?? ''}\r\n`;
  const inline = (m.files ?? []).filter((f) => f.cid);
  const attached = (m.files ?? []).filter((f) => !f.cid);
  let body: string;
  if (m.html) {
    const html = `Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${m.html}\r\n`;
    const related = inline.length ? multipart('related', 'rel-b', [html, ...inline.map(filePart)]) : html;
    body = m.text !== undefined ? multipart('alternative', 'alt-b', [text, related]) : related;
  } else body = text;
  if (attached.length) body = multipart('mixed', 'mix-b', [body, ...attached.map(filePart)]);
  return `${headers.join('\r\n')}\r\n${body}`;
}

/** A mail server's delivery report (RFC 3464) returning the mail with this Message-ID. */
export function bounceOf(messageId: string, recipient: string): string {
  const report = ['Content-Type: text/plain', '', 'This is the mail system at host mx.customer.test. I could not deliver your message.', ''].join('\r\n');
  const status = ['Content-Type: message/delivery-status', '', 'Reporting-MTA: dns; mx.customer.test', '', `Final-Recipient: rfc822; ${recipient}`, 'Action: failed', 'Status: 5.1.1', `Diagnostic-Code: smtp; 550 5.1.1 <${recipient}>: Recipient address rejected: User unknown`, ''].join('\r\n');
  const returned = ['Content-Type: message/rfc822', '', 'From: Shop Support <support@shop.test>', `To: ${recipient}`, 'Subject: Re: Order 1', `Message-ID: ${messageId}`, '', 'Your parcel left today.', ''].join('\r\n');
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.customer.test>',
    'To: support@shop.test',
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <bounce-${Date.now()}@mx.customer.test>`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    multipart('report; report-type=delivery-status', 'rep-b', [report, status, returned]),
  ].join('\r\n');
}
