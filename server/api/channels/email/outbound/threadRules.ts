// How an agent's reply is threaded (RFC 5322 §3.6.4, channels.md §2.2): our own Message-ID minted from
// the message's id (email-in's threading reads this pattern back), In-Reply-To the latest mail the
// customer sent in the conversation, References that mail's References plus its id, and 'Re: ' once.
// Pure.
import type { EmailMeta } from '../../../../../src/domain/emailMeta';
import { escapeHtml } from '../../../modules/sso/loginPage';
import { mailDomain } from '../settings';

/** Our Message-ID for a reply: `<m-{messageId}@{domain of the channel's address}>`. */
export function ourMessageId(messageId: string, address: string): string {
  return `<m-${messageId}@${mailDomain(address)}>`;
}

/** The id a Message-ID of ours was minted from, or undefined for anyone else's. */
export function messageIdOfOurs(header: string): string | undefined {
  return /^<m-([0-9a-f-]{36})@[^>]+>$/i.exec(header.trim())?.[1];
}

// 'Re:', 'RE:', 'Aw:', 'Fwd:' chains a client stacked; one 'Re: ' goes in front of what is left.
const PREFIXES = /^(\s*(re|aw|sv|fw|fwd)\s*(\[\d+\])?\s*:\s*)+/i;

export function replySubject(subject: string | undefined, fallback: string): string {
  // One line: a subject folded over lines (or smuggling a header) is joined with spaces.
  const bare = (subject ?? '').replace(/\s+/g, ' ').replace(PREFIXES, '').trim();
  return bare ? `Re: ${bare}` : fallback;
}

export interface ThreadHeaders {
  inReplyTo?: string;
  references: string[];
}

/** In-Reply-To and References for a reply to this mail (none when the conversation has no mail yet). */
export function replyHeaders(parent: Pick<EmailMeta, 'messageId' | 'references'> | undefined): ThreadHeaders {
  if (!parent?.messageId) return { references: parent?.references ? [...parent.references] : [] };
  const references = (parent.references ?? []).filter((id) => id !== parent.messageId);
  return { inReplyTo: parent.messageId, references: [...references, parent.messageId] };
}

/** The HTML twin of the agent's text: escaped, line breaks kept, nothing else. */
export function htmlOfText(text: string): string {
  return `<div style="white-space:pre-wrap">${escapeHtml(text)}</div>`;
}
