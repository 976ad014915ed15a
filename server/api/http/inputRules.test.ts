import { describe, expect, it } from 'vitest';
import { clientErrorAnswer } from './errors';
import { MAX_INPUT_DEPTH, findInputProblem, textProblem } from './inputRules';

/** Shaped as body-parser's errors (http-errors): a status, `expose` for 4xx, and a type. */
const createError = (status: number, message: string, props: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { status, statusCode: status, expose: status < 500, ...props });

const nested = (levels: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe('findInputProblem', () => {
  it('names the first string holding a NUL by its dotted path, through objects and arrays', () => {
    expect(findInputProblem({ from: { id: 'c', name: 'Ada\u0000' } })).toEqual({ kind: 'nul', path: 'from.name' });
    expect(findInputProblem({ ids: ['ok', 'x\u0000'] })).toEqual({ kind: 'nul', path: 'ids.1' });
    expect(findInputProblem({ a: '\u0000', b: '\u0000' })).toEqual({ kind: 'nul', path: 'a' });
    expect(findInputProblem('\u0000')).toEqual({ kind: 'nul', path: '' });
  });

  it('finds unpaired surrogates, high or low, and lets paired ones (emoji) through', () => {
    expect(findInputProblem({ text: 'a\ud800b' })).toEqual({ kind: 'surrogate', path: 'text', code: 'U+D800' });
    expect(findInputProblem({ text: 'end\udfff' })).toEqual({ kind: 'surrogate', path: 'text', code: 'U+DFFF' });
    expect(findInputProblem({ text: '\ude00\ud83d' })).toEqual({ kind: 'surrogate', path: 'text', code: 'U+DE00' });
    expect(findInputProblem({ text: 'smile \ud83d\ude00', n: 1, ok: true, none: null })).toBeUndefined();
  });

  it('checks keys too, and shows a bad key escaped in the path', () => {
    expect(findInputProblem({ meta: { 'k\u0000': 1 } })).toEqual({ kind: 'nul', path: 'meta.k\\u0000' });
    expect(findInputProblem({ ['\ud800']: 'x' })).toEqual({ kind: 'surrogate', path: '\\ud800', code: 'U+D800' });
  });

  it('refuses nesting deeper than the limit, even a million levels deep, without overflowing the stack', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH, 'leaf'))).toBeUndefined();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1, 'leaf'))).toMatchObject({ kind: 'depth' });
    const deep = JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`) as unknown;
    expect(findInputProblem(deep)).toMatchObject({ kind: 'depth' });
  });

  it('sees text as PostgreSQL does: only NUL and lone surrogates are refused', () => {
    expect(textProblem('tab\tnew\nline \u0001 \uffff \ufffd')).toBeUndefined();
  });
});

describe('clientErrorAnswer', () => {
  it('answers a parameter Express could not decode (URIError, status 400) with a 400', () => {
    const err = Object.assign(new URIError("Failed to decode param '%ff'"), { status: 400 });
    expect(clientErrorAnswer(err)).toEqual({ status: 400, message: expect.stringContaining('broken percent-encoding'), code: 'INVALID_INPUT' });
  });

  it('keeps the status of body parser errors and says what was wrong', () => {
    expect(clientErrorAnswer(createError(415, 'unsupported charset "UTF-7"', { type: 'charset.unsupported', charset: 'utf-7' }))).toEqual({
      status: 415,
      message: 'The request body\'s charset UTF-7 is not supported: send UTF-8.',
      code: 'UNSUPPORTED_BODY',
    });
    expect(clientErrorAnswer(createError(400, 'incorrect header check'))).toEqual({ status: 400, message: 'The request could not be read.', code: 'INVALID_INPUT' });
  });

  it('leaves anything else to the 500 answer', () => {
    expect(clientErrorAnswer(new Error('boom'))).toBeUndefined();
    expect(clientErrorAnswer(createError(500, 'stream encoding should not be set'))).toBeUndefined();
    expect(clientErrorAnswer(Object.assign(new Error('internal'), { status: 400 }))).toBeUndefined();
    expect(clientErrorAnswer(null)).toBeUndefined();
  });
});
