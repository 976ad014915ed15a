// A mail's own parts (the EMAIL channel): what the console shows above and around the text, and the
// headers replies are threaded by.
import { isRecord } from './validation';

export interface EmailMeta {
  subject: string;
  /** The sender and recipients as the mail named them ("Name <address>"). */
  from?: string;
  to?: string[];
  cc?: string[];
  /** The HTML body, sanitized by the api (no scripts, styles or remote content; inline images point at our uploads). */
  html?: string;
  /** Where the quoted history or signature starts in the message's text: the console folds from there. */
  quoteStart?: number;
  /** RFC 5322 thread headers, angle brackets included. */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
}

export function isEmailMeta(value: unknown): value is EmailMeta {
  return isRecord(value) && typeof value.subject === 'string';
}
