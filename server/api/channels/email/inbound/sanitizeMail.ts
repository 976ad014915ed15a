// A mail's HTML made safe to show in the console (channels.md §2.3): no scripts, styles, frames, forms
// or event handlers; links open apart; images only from our own upload store (inline cid: images the
// mail carried, stored at ingest), so a remote image cannot tell the sender when the agent read it.
import sanitizeHtml from 'sanitize-html';
import { uploadIdFromUrl } from '../../../modules/uploads/service';

const TAGS = [
  ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
  'img', 'font', 'center', 'u', 's', 'span', 'del', 'ins', 'small', 'big',
];

/** The HTML sanitized, `cid:` images pointed at their stored uploads (by Content-ID), any other image dropped. */
export function sanitizeMailHtml(html: string, cidUrls: ReadonlyMap<string, string>): string {
  return sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      td: ['colspan', 'rowspan', 'align', 'valign'],
      th: ['colspan', 'rowspan', 'align', 'valign'],
      table: ['width', 'align'],
      font: ['color'],
      '*': ['dir', 'lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // Only our relative upload urls survive for images (set below); data: and remote ones do not.
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
      img: (tagName, attribs) => {
        const cid = /^cid:(.+)$/i.exec(attribs.src?.trim() ?? '')?.[1];
        const url = cid ? cidUrls.get(cid.replace(/^<|>$/g, '')) : undefined;
        const { src: _src, ...rest } = attribs;
        return { tagName, attribs: url ? { ...rest, src: url } : rest };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !uploadIdFromUrl(frame.attribs.src ?? ''),
  });
}

/** The plain text of an HTML mail (for a mail without a text part). */
export function textOfHtml(html: string): string {
  const spaced = html.replace(/<(br|\/p|\/div|\/li|\/tr|\/h\d)\b[^>]*>/gi, '\n');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['style', 'script', 'textarea', 'option', 'title', 'head'] });
  return text.replace(/&nbsp;|\u00a0/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\n{3,}/g, '\n\n').trim();
}
