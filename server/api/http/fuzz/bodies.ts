// Generated request bodies: JSON written as text (so `__proto__` keys, duplicate keys, 1e400 and
// escaped lone surrogates reach the parser as sent), forms, multipart, bytes that are not UTF-8, and
// content types and encodings that do not match what is sent.
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { mutatedArbitrary } from './mutate';
import { escapeBytes, textArbitrary } from './text';

export interface FuzzBody {
  contentType?: string;
  contentEncoding?: string;
  bytes?: Buffer;
}

/** The words a route's inputs are made of. */
export interface Vocabulary {
  /** The names its handler reads (most keys are these, so its checks are exercised). */
  routeFields: string[];
  /** The names any handler reads. */
  allFields: string[];
  /** Real ids and the literals of the code: values its checks may accept. */
  values: string[];
  /** The cookies the api reads. */
  cookies: string[];
  /** Bodies the route accepted while the world was set up, to be changed one thing at a time. */
  examples: unknown[];
}

export const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '-0', '0.1e-400', '9007199254740993', '1E+2', '-9223372036854775809', '-8640000000000000', '8640000000000000', '-62198755200000'];
/** Dates at and past the edges of what JavaScript and PostgreSQL can hold. */
export const ODD_DATES = ['0000-01-01T00:00:00Z', '-000001-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '2026-02-30T10:00:00Z', '2026-01-01T10:00:00+99:00', '1969-12-31T23:59:59.999Z'];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'length'];

function keyArbitrary(words: Vocabulary, hostile: boolean): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...(words.routeFields.length > 0 ? words.routeFields : words.allFields)) },
    { weight: 2, arbitrary: fc.constantFrom(...words.allFields) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
    { weight: 1, arbitrary: textArbitrary(hostile, 100) },
  );
}

const object = (entries: [string, string][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

function jsonText(words: Vocabulary, hostile: boolean): fc.Arbitrary<string> {
  const key = keyArbitrary(words, hostile);
  const { json } = fc.letrec<{ json: string }>((tie) => ({
    json: fc.oneof(
      { depthSize: 'small' },
      { weight: 6, arbitrary: textArbitrary(hostile, 20_000).map((s) => JSON.stringify(s)) },
      { weight: 3, arbitrary: fc.constantFrom(...words.values).map((s) => JSON.stringify(s)) },
      { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map(String) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS, ...ODD_DATES.map((d) => JSON.stringify(d)), 'true', 'false', 'null', '{}', '[]') },
      { weight: 1, arbitrary: fc.array(tie('json'), { maxLength: 5 }).map((items) => `[${items.join(',')}]`) },
      { weight: 1, arbitrary: fc.array(fc.tuple(key, tie('json')), { maxLength: 6 }).map(object) },
    ),
  }));
  // The route's own fields, each present or missing, with a few extra keys: wrong types, missing and
  // extra fields in the shape the handler expects.
  const fields = words.routeFields.length > 0 ? words.routeFields : words.allFields.slice(0, 8);
  const shaped = fc
    .tuple(fc.tuple(...fields.map((field) => fc.option(json.map((value): [string, string] => [field, value]), { freq: 4 }))), fc.array(fc.tuple(key, json), { maxLength: 3 }))
    .map(([own, extra]) => object([...own.filter((entry): entry is [string, string] => entry !== null), ...extra]));
  const deep = fc.tuple(fc.integer({ min: 20, max: 100_000 }), fc.constantFrom('[', '{"a":')).map(([n, open]) => {
    const close = open === '[' ? ']' : '}';
    return `${open.repeat(n)}1${close.repeat(n)}`;
  });
  const bodies = [
    { weight: 8, arbitrary: shaped },
    { weight: 3, arbitrary: fc.array(fc.tuple(key, json), { maxLength: 8 }).map(object) },
    { weight: 2, arbitrary: json },
    { weight: 1, arbitrary: deep },
  ];
  if (words.examples.length > 0) {
    const edge = fc.constantFrom(...RAW_NUMBERS, ...ODD_DATES.map((d) => JSON.stringify(d)), '""', '" "', '[]', '{}', 'null', 'true', '0', '-1');
    bodies.push({ weight: 10, arbitrary: mutatedArbitrary(words.examples, fc.oneof({ weight: 1, arbitrary: json }, { weight: 2, arbitrary: edge }), key) });
  }
  return fc.oneof(...bodies);
}

function formText(words: Vocabulary, hostile: boolean): fc.Arbitrary<string> {
  const raw = hostile ? ['%', '%ff', '%00', '%ED%A0%80', '+', '=', '&', '__proto__'] : ['+', '=', '&', '__proto__', '%25'];
  const value = fc.oneof(fc.constantFrom(...raw), textArbitrary(hostile, 3000).map(escapeBytes), fc.constantFrom(...words.values).map(escapeBytes));
  const extra = fc.tuple(fc.oneof(keyArbitrary(words, hostile).map(escapeBytes), fc.constantFrom(...raw)), value);
  // Like the JSON bodies: the route's fields, each present or missing, and a few others.
  const fields = words.routeFields.length > 0 ? words.routeFields : words.allFields.slice(0, 8);
  return fc
    .tuple(fc.tuple(...fields.map((field) => fc.option(value.map((v): [string, string] => [field, v]), { freq: 4 }))), fc.array(extra, { maxLength: 4 }))
    .map(([own, more]) => [...own.filter((pair): pair is [string, string] => pair !== null), ...more].map(([k, v]) => `${k}=${v}`).join('&'));
}

/** A multipart body, well formed or not: a NUL or broken escape in a file name, stray fields, no end. */
function multipart(hostile: boolean): fc.Arbitrary<FuzzBody> {
  const text = (longest: number) => textArbitrary(hostile, longest);
  return fc
    .record({
      fieldName: fc.constantFrom('file', 'file', 'accept', 'botid', '__proto__', ...(hostile ? ['x\u0000'] : [])),
      fileName: fc.oneof(fc.constantFrom('a.png', '../../etc/passwd', '', '%ff.png', ...(hostile ? ['a\u0000.png'] : [])), text(200)),
      encoded: fc.boolean(),
      fields: fc.array(fc.tuple(fc.constantFrom('accept', 'botid', 'text', '__proto__'), text(3000)), { maxLength: 12 }),
      data: fc.uint8Array({ maxLength: 2048 }),
      truncated: fc.boolean(),
    })
    .map((m) => {
      const boundary = 'fuzzboundary';
      const name = m.encoded ? `filename*=UTF-8''${escapeBytes(m.fileName)}` : `filename="${m.fileName.replace(/["\r\n]/g, '')}"`;
      const parts = [
        ...m.fields.map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${m.fieldName}"; ${name}\r\nContent-Type: image/png\r\n\r\n`),
        Buffer.from(m.data),
        Buffer.from(m.truncated ? '' : `\r\n--${boundary}--\r\n`),
      ];
      return { contentType: `multipart/form-data; boundary=${boundary}`, bytes: Buffer.concat(parts) };
    });
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=utf-7',
  'application/json; charset=nonsense',
  'application/merge-patch+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
  ';;;',
];

export function bodyArbitrary(words: Vocabulary, hostile: boolean): fc.Arbitrary<FuzzBody> {
  const json = jsonText(words, hostile);
  const utf8 = (text: string) => Buffer.from(text, 'utf8');
  const oversized = fc.integer({ min: 1_048_600, max: 1_060_000 }).map((n) => ({ contentType: 'application/json', bytes: utf8(`{"text":"${'x'.repeat(n)}"}`) }));
  const encoded = fc.tuple(json, fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown'), fc.boolean()).map(([text, contentEncoding, real]) => ({
    contentType: 'application/json',
    contentEncoding,
    bytes: real && contentEncoding === 'gzip' ? gzipSync(text) : utf8(text),
  }));
  // Past the 1 MB limit only now and then: each costs a megabyte on the wire and is refused at once.
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant({}) },
    { weight: 24, arbitrary: json.map((text) => ({ contentType: 'application/json', bytes: utf8(text) })) },
    { weight: 4, arbitrary: fc.tuple(json, fc.constantFrom(...CONTENT_TYPES)).map(([text, contentType]) => ({ contentType, bytes: utf8(text) })) },
    { weight: 1, arbitrary: oversized },
    { weight: 2, arbitrary: fc.tuple(fc.uint8Array({ maxLength: 4096 }), fc.constantFrom(...CONTENT_TYPES)).map(([b, contentType]) => ({ contentType, bytes: Buffer.from(b) })) },
    { weight: 6, arbitrary: formText(words, hostile).map((text) => ({ contentType: 'application/x-www-form-urlencoded', bytes: Buffer.from(text, 'latin1') })) },
    { weight: 4, arbitrary: multipart(hostile) },
    { weight: 2, arbitrary: encoded },
  );
}
