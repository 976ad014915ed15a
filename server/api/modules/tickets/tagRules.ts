export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/**
 * A ticket's tags as a person meant them: trimmed, empty ones dropped, repeats (ignoring case) kept
 * once in their first spelling. Answers the tags or the reason they are refused.
 */
export function normalizeTags(input: unknown): { tags: string[] } | { error: string } {
  if (!Array.isArray(input)) return { error: 'tags must be a list of texts' };
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const item of input) {
    if (typeof item !== 'string') return { error: 'Each tag must be text' };
    const tag = item.trim();
    if (tag === '') continue;
    if (tag.length > MAX_TAG_LENGTH) return { error: `A tag has at most ${MAX_TAG_LENGTH} characters` };
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  if (tags.length > MAX_TAGS) return { error: `At most ${MAX_TAGS} tags` };
  return { tags };
}

export function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, i) => tag === b[i]);
}
