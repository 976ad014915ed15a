// Which mails open conversations (RFC 3834 loop guards, channels.md §2.2): automatic answers, list mail
// and mail from ourselves never do, so two auto-responders cannot talk to each other through us; a
// delivery report (RFC 3464) marks the reply it bounces. Pure.

export interface MailSignals {
  fromAddress: string | undefined;
  /** The channel's own address. */
  ownAddress: string;
  contentType?: string;
  reportType?: string;
  autoSubmitted?: string;
  precedence?: string;
  xAutoreply?: string;
  listId?: string;
}

export type MailKind = { kind: 'message' } | { kind: 'bounce' } | { kind: 'skip'; reason: string };

const SYSTEM_SENDERS = /^(mailer-daemon|postmaster)@/i;

export function classifyMail(s: MailSignals): MailKind {
  if (s.contentType?.toLowerCase() === 'multipart/report' && s.reportType?.toLowerCase() === 'delivery-status') return { kind: 'bounce' };
  const from = s.fromAddress?.toLowerCase();
  if (!from) return { kind: 'skip', reason: 'no sender address' };
  if (SYSTEM_SENDERS.test(from)) return { kind: 'skip', reason: `sent by ${from}` };
  if (s.ownAddress && from === s.ownAddress.toLowerCase()) return { kind: 'skip', reason: 'sent from the channel’s own address' };
  const auto = s.autoSubmitted?.trim().toLowerCase();
  if (auto && auto !== 'no') return { kind: 'skip', reason: `Auto-Submitted: ${auto}` };
  const precedence = s.precedence?.trim().toLowerCase();
  if (precedence && ['bulk', 'list', 'junk'].includes(precedence)) return { kind: 'skip', reason: `Precedence: ${precedence}` };
  if (s.xAutoreply !== undefined) return { kind: 'skip', reason: 'X-Autoreply' };
  if (s.listId !== undefined) return { kind: 'skip', reason: 'mailing list mail (List-Id)' };
  return { kind: 'message' };
}

export interface Bounce {
  /** The Message-ID of the mail that bounced: our reply's. */
  messageId: string;
  reason: string;
}

/**
 * What a delivery report says (RFC 3464): the bounced mail's Message-ID (from its returned message or
 * headers part) and the failed recipient's Status and Diagnostic-Code. Undefined when it names no mail.
 */
export function readBounce(raw: string, ownMessageId: string | undefined): Bounce | undefined {
  const ids = [...raw.matchAll(/^Message-ID:\s*(<[^>\r\n]+>)/gim)].map((m) => m[1]!).filter((id) => id !== ownMessageId);
  const messageId = ids.at(-1);
  if (!messageId) return undefined;
  const status = /^Status:\s*([245]\.\d{1,3}\.\d{1,3})/im.exec(raw)?.[1];
  const diagnostic = /^Diagnostic-Code:\s*(.+(?:\r?\n[ \t].+)*)/im.exec(raw)?.[1]?.replace(/\s+/g, ' ').trim();
  const reason = [status && `Status ${status}`, diagnostic].filter(Boolean).join(': ') || 'The recipient’s mail server returned the mail.';
  return { messageId, reason: `Not delivered: ${reason}`.slice(0, 500) };
}
