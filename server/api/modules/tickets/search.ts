/** Characters with a meaning in tsquery syntax; a person's search text must never reach it as syntax. */
const OPERATORS = /[&|!():*<>'"\\]/g;
const HAS_WORD = /[\p{L}\p{N}]/u;
const MAX_WORDS = 8;

/**
 * A tsquery text for prefix search: every word the person typed must start a lexeme, so 'prin fir'
 * finds "Printer on fire". Operators are removed and each word is quoted, so any text gives a valid
 * query. Words without a letter or digit are dropped; null when nothing searchable is left.
 */
export function prefixTsQuery(text: string): string | null {
  const words = text
    .replace(OPERATORS, ' ')
    .split(/\s+/)
    .filter((word) => HAS_WORD.test(word))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((word) => `'${word.toLowerCase()}':*`).join(' & ');
}
