// Bodies the api accepted, with one thing changed: a value replaced by a generated one, a field removed,
// or one added. They get past a handler's first checks, so the deeper ones are tried too (a nested
// `from.id`, a date at the edge of what the database stores).
import fc from 'fast-check';

type Path = (string | number)[];

/** Every place inside a JSON value: its fields and items, at any depth. */
function places(value: unknown, path: Path = []): Path[] {
  const out: Path[] = [];
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, i): [number, unknown] => [i, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  for (const [step, child] of children) out.push([...path, step], ...places(child, [...path, step]));
  return out;
}

const MARK = '\u0001fuzz\u0001';
/** In an example, a value each changed copy gets new (a message id the api would take as a repeat). */
export const UNIQUE = '\u0002unique\u0002';

/** The example with the value at `path` replaced by the raw JSON text `json` (or removed, or a field added). */
function apply(example: unknown, path: Path, how: 'replace' | 'remove' | 'add', key: string, json: string): string {
  if (path.length === 0) return json;
  const copy = structuredClone(example) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (how === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (how === 'add' && !Array.isArray(parent)) {
    // defineProperty, so a key like __proto__ becomes a field and not the object's prototype.
    Object.defineProperty(parent, key, { value: MARK, enumerable: true, configurable: true, writable: true });
  } else {
    parent[last] = MARK;
  }
  return JSON.stringify(copy).replace(JSON.stringify(MARK), json);
}

export function mutatedArbitrary(examples: unknown[], json: fc.Arbitrary<string>, key: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...examples), fc.nat(), fc.constantFrom('replace', 'replace', 'remove', 'add') as fc.Arbitrary<'replace' | 'remove' | 'add'>, key, json, fc.uuid())
    .map(([example, n, how, name, value, fresh]) => {
      const all = places(example);
      return apply(example, all.length > 0 ? all[n % all.length]! : [], how, name, value).replaceAll(JSON.stringify(UNIQUE), JSON.stringify(fresh));
    });
}
