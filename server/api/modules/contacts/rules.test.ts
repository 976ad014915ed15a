import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';
import { planMerge, type MergeSide } from './mergeRules';
import { normalizeTags, parseListQuery, prefixTsQuery } from './schema';

describe('prefixTsQuery', () => {
  it('makes every word a prefix term, all required', () => {
    expect(prefixTsQuery('alice')).toBe('alice:*');
    expect(prefixTsQuery('  Alice   Martin ')).toBe('Alice:* & Martin:*');
    expect(prefixTsQuery('+62 812-3456')).toBe('+62:* & 812-3456:*');
    expect(prefixTsQuery('ñoño')).toBe('ñoño:*');
  });

  it('removes the characters to_tsquery reads as operators, and gives null when nothing is left', () => {
    expect(prefixTsQuery("a&b | !c (d) e:* <-> 'f' \"g\" \\h")).toBe('a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*');
    expect(prefixTsQuery('')).toBeNull();
    expect(prefixTsQuery('&|!():*<>')).toBeNull();
    expect(prefixTsQuery('- . ,')).toBeNull();
  });
});

describe('normalizeTags', () => {
  it('trims, drops empty ones and keeps the first spelling of duplicates in any case', () => {
    expect(normalizeTags([' vip', 'VIP ', '', '  ', 'Lead', 'lead', 'press'])).toEqual(['vip', 'Lead', 'press']);
    expect(normalizeTags([])).toEqual([]);
  });
});

describe('parseListQuery', () => {
  it('reads defaults, repeated tags, and trims the search', () => {
    expect(parseListQuery({})).toEqual({ q: '', tags: [], cursor: null, limit: 30 });
    expect(parseListQuery({ q: '  bob ', tag: ['vip', ' vip', 'lead', ''], limit: '100', cursor: 'abc' })).toEqual({
      q: 'bob',
      tags: ['vip', 'lead'],
      cursor: 'abc',
      limit: 100,
    });
  });

  it('refuses nested objects, a repeated limit, and a limit out of range', () => {
    expect(() => parseListQuery({ q: { a: 1 } })).toThrow('q must be text');
    expect(() => parseListQuery({ limit: ['1', '2'] })).toThrow('limit may be given once');
    expect(() => parseListQuery({ limit: '1.5' })).toThrow('limit must be a whole number from 1 to 100');
  });
});

describe('cursor', () => {
  it('round-trips a position to the microsecond', () => {
    const cursor = { updatedAt: '2030-01-01T00:00:00.123456Z', id: '0b9e6c1e-6d2a-4c1b-9a57-1f0c2d3e4f50' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything else with a 400', () => {
    for (const raw of ['', 'x', Buffer.from('2030-01-01T00:00:00.123456Z|not-a-uuid').toString('base64url'), Buffer.from('yesterday|0b9e6c1e-6d2a-4c1b-9a57-1f0c2d3e4f50').toString('base64url')]) {
      expect(() => decodeCursor(raw), raw).toThrow('cursor is not valid');
    }
  });
});

describe('planMerge', () => {
  const side = (id: string, values: Partial<MergeSide> = {}): MergeSide => ({
    id,
    email: null,
    phone: null,
    avatarUrl: null,
    notes: '',
    tags: [],
    mergedIntoId: null,
    ...values,
  });

  it('keeps what the target has and takes the rest from the source', () => {
    const plan = planMerge(
      side('s', { email: 's@x.io', phone: '1', avatarUrl: '/v2/api/a.png', notes: ' source ', tags: ['b', 'A'] }),
      side('t', { phone: '2', notes: 'target', tags: ['a'] }),
    );
    expect(plan).toEqual({ ok: true, set: { email: 's@x.io', phone: '2', avatarUrl: '/v2/api/a.png', notes: 'target\n\nsource', tags: ['a', 'b'] } });
    expect(planMerge(side('s', { notes: 'only source' }), side('t'))).toMatchObject({ set: { notes: 'only source', email: null } });
    expect(planMerge(side('s'), side('t', { notes: 'only target' }))).toMatchObject({ set: { notes: 'only target' } });
  });

  it('refuses itself, merged contacts, and unions past the edit limits', () => {
    expect(planMerge(side('a'), side('a'))).toEqual({ ok: false, message: 'A contact cannot be merged into itself.' });
    expect(planMerge(side('s', { mergedIntoId: 'x' }), side('t'))).toMatchObject({ ok: false, message: 'This contact was already merged into another contact.' });
    expect(planMerge(side('s'), side('t', { mergedIntoId: 'x' }))).toMatchObject({ ok: false });
    const tags = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    expect(planMerge(side('s', { tags: tags('a', 10) }), side('t', { tags: tags('a', 20) }))).toMatchObject({ ok: true });
    expect(planMerge(side('s', { tags: tags('b', 1) }), side('t', { tags: tags('a', 20) }))).toMatchObject({ ok: false });
    expect(planMerge(side('s', { notes: 'x'.repeat(2499) }), side('t', { notes: 'y'.repeat(2499) }))).toMatchObject({ ok: true });
    expect(planMerge(side('s', { notes: 'x'.repeat(2500) }), side('t', { notes: 'y'.repeat(2499) }))).toMatchObject({ ok: false });
  });
});
