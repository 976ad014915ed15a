// What a file really is, from its bytes: the upload's name and the accept list must agree with it.

export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'pdf' | 'mp4' | 'mp3' | 'ogg' | 'wav' | 'webm';

export const CONTENT_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'video/webm',
};

const EXTENSIONS: Record<string, FileKind> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  svg: 'svg',
  pdf: 'pdf',
  mp4: 'mp4',
  mp3: 'mp3',
  ogg: 'ogg',
  oga: 'ogg',
  wav: 'wav',
  webm: 'webm',
};

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/** The kind of a file from its first bytes (at least 16; SVG needs the text head). */
export function sniff(head: Buffer): FileKind | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'wav';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (ascii(head, 4, 8) === 'ftyp') return 'mp4';
  if (ascii(head, 0, 3) === 'ID3' || startsWith(head, [0xff, 0xfb]) || startsWith(head, [0xff, 0xf3])) return 'mp3';
  if (ascii(head, 0, 4) === 'OggS') return 'ogg';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (looksLikeSvg(head)) return 'svg';
  return undefined;
}

function looksLikeSvg(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  // Optional XML declaration, comments and doctype, then the svg root element.
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text);
}

const NAMED_REFERENCES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')' };

/** Character references decoded, as the XML (or HTML) parser will before a url or handler is used. */
function decodeReferences(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));?/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED_REFERENCES[name.toLowerCase()] ?? whole;
    const code = dec ? Number(dec) : parseInt(hex!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * An SVG that could run script when opened on its own (or pasted into a page) is refused, whatever it is
 * served with. References are decoded and, for urls, white space and controls dropped first, because
 * browsers do the same: 'java&#115;cript:' and 'java\tscript:' are both javascript: urls.
 */
export function svgIsActive(text: string): boolean {
  const decoded = decodeReferences(text);
  if (/<script|<foreignObject|<iframe|<embed|<object|<handler|[\s/"']on[a-z]+\s*=/i.test(decoded)) return true;
  // eslint-disable-next-line no-control-regex
  return /(?:java|vb)script:/i.test(decoded.replace(/[\s\u0000-\u001f]+/g, ''));
}

export function kindOfName(fileName: string): FileKind | undefined {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();
  return ext ? EXTENSIONS[ext] : undefined;
}

/** The accept list as the console sends it: extensions ('png,.jpg'), types ('image/png') or 'image/*'. */
export function parseAccept(accept: string | undefined): Set<FileKind> {
  const all = Object.keys(CONTENT_TYPES) as FileKind[];
  if (!accept || accept.trim() === '') return new Set(all);
  const kinds = new Set<FileKind>();
  for (const raw of accept.split(',')) {
    const item = raw.trim().toLowerCase().replace(/^\./, '');
    if (item.endsWith('/*')) {
      const family = item.slice(0, -1);
      for (const k of all) if (CONTENT_TYPES[k].startsWith(family)) kinds.add(k);
    } else if (EXTENSIONS[item]) {
      kinds.add(EXTENSIONS[item]);
    } else {
      for (const k of all) if (CONTENT_TYPES[k] === item) kinds.add(k);
    }
  }
  return kinds;
}
