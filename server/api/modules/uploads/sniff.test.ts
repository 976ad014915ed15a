import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, kindOfName, parseAccept, sniff, svgIsActive, type FileKind } from './sniff';
import { pdfBytes, pngBytes, svgText } from './testFiles';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff];

// The first bytes of a real file of each kind, as the tools that write them do.
const SAMPLES: Record<FileKind, Buffer> = {
  png: pngBytes(),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  gif: bytes('GIF89a', [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]),
  webp: bytes('RIFF', le32(26), 'WEBPVP8L', le32(13), [0x2f, 0, 0, 0, 0, 0x07, 0x10]),
  svg: Buffer.from(svgText()),
  pdf: pdfBytes(),
  mp4: bytes([0x00, 0x00, 0x00, 0x18], 'ftypisom', [0x00, 0x00, 0x02, 0x00], 'isomiso2'),
  mp3: bytes('ID3', [0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x23], 'TSSE', [0, 0, 0, 0x0f]),
  ogg: bytes('OggS', [0x00, 0x02, 0, 0, 0, 0, 0, 0, 0, 0, 0x12, 0x34, 0x56, 0x78]),
  wav: bytes('RIFF', le32(36), 'WAVEfmt ', le32(16), [0x01, 0x00, 0x01, 0x00]),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], 'B', [0xf7, 0x81, 0x01]),
};

describe('sniff', () => {
  it.each(Object.entries(SAMPLES))('recognises %s from its magic bytes', (kind, head) => {
    expect(sniff(head)).toBe(kind);
  });

  it('recognises an MP3 that starts with a frame header instead of ID3', () => {
    expect(sniff(bytes([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('mp3');
    expect(sniff(bytes([0xff, 0xf3, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('mp3');
  });

  it('tells WEBP and WAV apart although both are RIFF', () => {
    expect(sniff(bytes('RIFF', le32(4), 'AVI LIST'))).toBeUndefined();
  });

  it('knows nothing of text, executables, archives, empty or cut-off heads', () => {
    expect(sniff(Buffer.from('just some text, not an image'))).toBeUndefined();
    expect(sniff(bytes('MZ', [0x90, 0x00, 0x03, 0x00]))).toBeUndefined();
    expect(sniff(bytes('PK', [0x03, 0x04, 0x14, 0x00]))).toBeUndefined();
    expect(sniff(Buffer.alloc(0))).toBeUndefined();
    expect(sniff(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(sniff(Buffer.from('<html><body>hi</body></html>'))).toBeUndefined();
  });

  it('gives every kind a content type', () => {
    for (const kind of Object.keys(SAMPLES) as FileKind[]) expect(CONTENT_TYPES[kind]).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
  });
});

describe('svg detection', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>';
  it.each([
    ['a bare root element', svg],
    ['leading white space', `\n\t  ${svg}`],
    ['a byte order mark', `\uFEFF${svg}`],
    ['an XML declaration', `<?xml version="1.0" standalone="no"?>\n${svg}`],
    ['comments', `<!-- made by hand -->\n<!-- twice -->${svg}`],
    ['a doctype', `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg}`],
    ['declaration, comment, doctype and comment together', `<?xml version="1.0"?><!-- a --><!DOCTYPE svg><!-- b -->\n${svg}`],
    ['an upper-case root', '<SVG width="1"></SVG>'],
  ])('finds an svg with %s', (_what, text) => {
    expect(sniff(Buffer.from(text))).toBe('svg');
  });

  it.each([
    ['an HTML page with an svg inside', `<html>${svg}</html>`],
    ['an element whose name only starts with svg', '<svgx></svgx>'],
    ['another XML document', '<?xml version="1.0"?><feed></feed>'],
    ['text before the root', `hello ${svg}`],
    ['NUL bytes (UTF-16 or binary)', `${svg}\u0000`],
    ['a doctype with an internal subset', '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'],
  ])('does not take %s for an svg', (_what, text) => {
    expect(sniff(Buffer.from(text))).toBeUndefined();
  });
});

describe('svgIsActive', () => {
  it('lets a plain drawing through', () => {
    expect(svgIsActive(svgText())).toBe(false);
    expect(svgIsActive(svgText('<a href="https://example.com/"><text>one two</text></a><style>rect{fill:blue}</style>'))).toBe(false);
    expect(svgIsActive(svgText('<text>&#169; 2024 &amp; co &lt;b&gt; &#x1F600;</text>'))).toBe(false);
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['a script element in upper case', '<SCRIPT>alert(1)</SCRIPT>'],
    ['an event handler attribute', '<rect onload="alert(1)"/>'],
    ['an event handler after a new line', '<rect\nonclick = "alert(1)"/>'],
    ['foreignObject', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><text>x</text></a>'],
    ['an iframe', '<iframe src="https://example.com"/>'],
    ['an embed', '<embed src="x.swf"/>'],
    ['an object', '<object data="x.html"/>'],
    ['a javascript: link hidden by character references', '<a href="&#106;avascript&#x3a;alert(1)"><text>x</text></a>'],
    ['a javascript: link split by white space', '<a href="java\tscript:alert(1)"><text>x</text></a>'],
    ['a javascript: link split by an escaped tab', '<a href="java&#9;script:alert(1)"><text>x</text></a>'],
    ['an event handler after a slash (HTML parsing of inline svg)', '<g/onload="alert(1)"></g>'],
    ['an event handler right after a quote', '<g id="a"onmouseover="alert(1)"></g>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)"><text>x</text></a>'],
  ])('refuses %s', (_what, inner) => {
    expect(svgIsActive(svgText(inner))).toBe(true);
  });
});

describe('parseAccept', () => {
  const sorted = (s: Set<FileKind>) => [...s].sort();

  it('reads the avatar list of extensions', () => {
    expect(sorted(parseAccept('png,jpg,jpeg,gif,svg'))).toEqual(['gif', 'jpeg', 'png', 'svg']);
  });

  it('reads dot-extensions with spaces and any case', () => {
    expect(sorted(parseAccept(' .PNG, .jpg ,.Gif'))).toEqual(['gif', 'jpeg', 'png']);
  });

  it('reads mime types', () => {
    expect(sorted(parseAccept('image/png, application/pdf, video/mp4'))).toEqual(['mp4', 'pdf', 'png']);
  });

  it('reads families', () => {
    expect(sorted(parseAccept('image/*'))).toEqual(['gif', 'jpeg', 'png', 'svg', 'webp']);
    expect(sorted(parseAccept('audio/*'))).toEqual(['mp3', 'ogg', 'wav']);
    expect(sorted(parseAccept('video/*,application/pdf'))).toEqual(['mp4', 'pdf', 'webm']);
  });

  it('accepts every known kind when no list is sent', () => {
    expect(parseAccept(undefined).size).toBe(Object.keys(CONTENT_TYPES).length);
    expect(parseAccept('  ').size).toBe(Object.keys(CONTENT_TYPES).length);
  });

  it('ignores what it does not know, so a list of unknowns accepts nothing', () => {
    expect(sorted(parseAccept('exe,png,text/html'))).toEqual(['png']);
    expect(parseAccept('exe,.bat').size).toBe(0);
  });
});

describe('kindOfName', () => {
  it.each([
    ['photo.png', 'png'],
    ['PHOTO.PNG', 'png'],
    ['me.jpg', 'jpeg'],
    ['me.JPEG', 'jpeg'],
    ['logo.svg', 'svg'],
    ['song.oga', 'ogg'],
    ['archive.tar.png', 'png'],
  ])('%s is %s', (name, kind) => {
    expect(kindOfName(name)).toBe(kind);
  });

  it.each(['README', 'photo.png.exe', 'photo.', 'photo.html', '.png '])('%j has no known kind', (name) => {
    expect(kindOfName(name)).toBeUndefined();
  });
});
