// What a mail shows in the timeline: its own words first, the quoted history and signature folded. The
// HTML (sanitized by the api) is shown as its own document in a sandboxed frame without scripts, so its
// markup cannot reach the console's; same-origin so its inline images (our uploads, behind the session)
// load. Pure.
import type { EmailMeta } from '../../../../domain/emailMeta';

/** The text split at quoteStart: the mail's own words and what they quote (empty when nothing is). */
export function splitQuote(email: Pick<EmailMeta, 'quoteStart'>, text: string): { own: string; quoted: string } {
  const at = email.quoteStart;
  if (at === undefined || at <= 0 || at >= text.length) return { own: text, quoted: '' };
  return { own: text.slice(0, at).trimEnd(), quoted: text.slice(at) };
}

/** Whether the HTML holds quoted history the fold can hide (mail programs quote in <blockquote>). */
export const htmlQuotes = (html: string): boolean => /<blockquote[\s>]/i.test(html);

/** The sandbox: no scripts, forms or navigation of the console; links open in a new tab. */
export const MAIL_FRAME_SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';

const STYLE = [
  'html{color-scheme:light}',
  'body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;background:#fff;overflow-wrap:anywhere}',
  'img{max-width:100%;height:auto}',
  'table{max-width:100%}',
  'blockquote{margin:0 0 0 .5rem;padding-left:.75rem;border-left:3px solid #d0d7de;color:#57606a}',
].join('');

/** The frame's document: the sanitized HTML, links opening apart, the quotes hidden while folded. */
export function mailDocument(html: string, folded: boolean): string {
  const fold = folded ? 'blockquote{display:none}' : '';
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>${STYLE}${fold}</style></head><body>${html}</body></html>`;
}
