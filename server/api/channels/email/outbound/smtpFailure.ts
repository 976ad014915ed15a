// How a refused or failed SMTP submission is classified for the outbox (channels.md §2.4): 4xx answers,
// a refused connection and timeouts are temporary (retry); 535/534 mean the credentials no longer work
// (reconnect needed); any other 5xx is permanent (give up with the server's own words). Pure.
import type { SendResult } from '../../definition';

export type SmtpError = Error & { code?: string; responseCode?: number; response?: string };

const CONNECTION_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ECLOSE']);

/** The server's answer without its status code, trimmed for a message's reason. */
function said(err: SmtpError): string {
  const text = (err.response ?? err.message).replace(/^\d{3}[ -](\d\.\d\.\d+ )?/, '').trim();
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

export function classifySmtpFailure(err: SmtpError): Extract<SendResult, { ok: false }> {
  const status = err.responseCode;
  if (status === 535 || status === 534 || err.code === 'EAUTH') {
    return { ok: false, kind: 'reconnect', reason: `The mail server refused the SMTP login (${said(err)}): an Administrator must enter the current password in the channel’s settings` };
  }
  if (status !== undefined && status >= 400 && status < 500) return { ok: false, kind: 'retry', reason: `The mail server asked to try later (${status} ${said(err)})` };
  if (status !== undefined && status >= 500) return { ok: false, kind: 'give up', reason: `The mail server refused the mail (${status} ${said(err)})` };
  if (err.code && CONNECTION_CODES.has(err.code)) return { ok: false, kind: 'retry', reason: `The mail server could not be reached (${err.message})` };
  return { ok: false, kind: 'give up', reason: `The mail could not be sent (${err.message})` };
}
