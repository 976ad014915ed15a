// Where a mail's own words end: the quoted history a mail program adds under a reply ("On … wrote:",
// '>' lines, Outlook's "-----Original Message-----" or its "From:" block under a rule) or the signature
// ("-- "). The console folds the text from there (EmailMeta.quoteStart). Heuristic, like every reply
// parser; the full text is kept either way. Pure.

const MARKERS: readonly RegExp[] = [
  /^On\b.{0,300}\bwrote:\s*$/, // Gmail, Apple Mail, Thunderbird
  /^Am\b.{0,300}\bschrieb\b.{0,100}:\s*$/, // the same in German
  /^Le\b.{0,300}\ba écrit\s*:\s*$/, // and in French
  /^>/, // quoted lines
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i, // Outlook
  /^_{10,}\s*$/, // Outlook's rule above "From: …"
  /^-- ?$/, // the signature separator (RFC 3676 §4.3)
];

/** The offset in text where the quote or signature starts; undefined when there is none, or nothing before it. */
export function quoteStart(text: string): number | undefined {
  let offset = 0;
  for (const line of text.split('\n')) {
    const bare = line.replace(/\r$/, '');
    if (MARKERS.some((marker) => marker.test(bare.trimStart()))) {
      return text.slice(0, offset).trim() === '' ? undefined : offset;
    }
    offset += line.length + 1;
  }
  return undefined;
}
