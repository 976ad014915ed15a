// The strings the fuzz test builds its inputs from, and how they are written into paths and forms.
// Half the inputs are hostile (NUL, lone surrogates, broken escapes: the boundary must refuse them);
// the other half are clean text of every other kind, so they get past the boundary to the handlers.
import fc from 'fast-check';

/** Text the database stores, and text a parser or a query may still trip over. */
const AWKWARD = ['\ufffd', '\uffff', '\u202e', '\ud83d\ude00', 'é', '\r\n', '\t', '%', '%25', '\\', '"', "'", '<script>', '../..', ' ', ''];
/** What the boundary must refuse. */
const HOSTILE = ['\u0000', 'a\u0000b', '\u0000\u0000', '\ud800', '\udfff', '\ud83d'];

/** Any text, now and then a long one (up to `longest` characters: past the fields' limits); hostile
 * text mostly carries something the boundary must refuse. */
export function textArbitrary(hostile: boolean, longest = 300_000): fc.Arbitrary<string> {
  const clean = fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 4, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...AWKWARD), fc.string({ maxLength: 10 })).map((p) => p.join('')) },
    { weight: 1, arbitrary: fc.integer({ min: Math.min(41, longest), max: longest }).map((n) => 'x'.repeat(n)) },
  );
  if (!hostile) return clean;
  return fc.oneof(
    { weight: 1, arbitrary: clean },
    { weight: 3, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...HOSTILE), fc.string({ maxLength: 10 })).map((p) => p.join('')) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );
}

/** Escapes as they go on the wire, well formed or broken (only characters Node lets into a path). */
const SAFE_PIECES = ['%25', '%2F', '%2e%2e', '..', ';', '-1', '0', '1e309', '99999999999999999999999', 'null', 'undefined', '[]'];
const BROKEN_PIECES = ['%', '%f', '%ff', '%zz', '%00', 'a%00b', '%ED%A0%80', '%C0%AF', '%E2%82', '%u0000', '\u00ff', '\u00e9'];

/** Text for a path segment or a query value, written as it is sent. */
export function wireArbitrary(hostile: boolean): fc.Arbitrary<string> {
  const piece = fc.constantFrom(...(hostile ? [...SAFE_PIECES, ...BROKEN_PIECES] : SAFE_PIECES));
  return fc.oneof(
    { weight: 3, arbitrary: textArbitrary(hostile, 10_000).map(escapeBytes) },
    { weight: 2, arbitrary: piece },
    { weight: 1, arbitrary: fc.tuple(fc.stringMatching(/^[a-z0-9]{0,8}$/), piece).map((p) => p.join('')) },
  );
}

/** Percent-encodes the UTF-8 bytes of any string (encodeURIComponent throws on a lone surrogate). */
export function escapeBytes(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}
