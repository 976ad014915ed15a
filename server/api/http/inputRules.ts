// What text the api can store: PostgreSQL refuses NUL in text and json, and its json type refuses an
// unpaired UTF-16 surrogate, so both are found here, at the boundary, before any query sees them.

export type InputProblem =
  | { kind: 'nul'; path: string }
  | { kind: 'surrogate'; path: string; code: string }
  | { kind: 'depth'; path: string };

/** Deeper than any call of the api needs; JSON.parse builds far deeper values without complaint. */
export const MAX_INPUT_DEPTH = 32;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first character of `text` PostgreSQL would refuse, if any. */
export function textProblem(text: string): { kind: 'nul' } | { kind: 'surrogate'; code: string } | undefined {
  if (text.includes('\u0000')) return { kind: 'nul' };
  const lone = LONE_SURROGATE.exec(text);
  if (lone) return { kind: 'surrogate', code: `U+${lone[0].charCodeAt(0).toString(16).toUpperCase()}` };
  return undefined;
}

/** A key as a person reads it in a dotted path: the characters that cannot be shown are escaped. */
export function printableKey(key: string): string {
  // eslint-disable-next-line no-control-regex
  return key.replace(/[\u0000-\u001f\uD800-\uDFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const join = (path: string, key: string) => (path ? `${path}.${printableKey(key)}` : printableKey(key));

/**
 * The first string or key (depth first) the database would refuse, named by its dotted path
 * (`from.name`, `attachmentIds.0`), or a value nested deeper than MAX_INPUT_DEPTH. Walks with its own
 * stack, so a value nested a million levels deep cannot overflow the call stack here.
 */
export function findInputProblem(value: unknown, root = ''): InputProblem | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) return { ...problem, path: item.path };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { kind: 'depth', path: item.path };
    const entries = Object.entries(item.value);
    for (const [key] of entries) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { ...keyProblem, path: join(item.path, key) };
    }
    // Pushed in reverse so the first field is looked at first and named in the answer.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, path: join(item.path, key), depth: item.depth + 1 });
    }
  }
  return undefined;
}

/** What a person reads about the problem, without the place it was found. */
export function describeProblem(problem: InputProblem): string {
  switch (problem.kind) {
    case 'nul':
      return 'Must not contain a NUL character (U+0000)';
    case 'surrogate':
      return `Must not contain an unpaired surrogate (${problem.code}): send valid UTF-8 text`;
    case 'depth':
      return `Nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;
  }
}
