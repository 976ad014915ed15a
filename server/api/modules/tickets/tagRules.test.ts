import { describe, expect, it } from 'vitest';
import { normalizeTags, sameTags } from './tagRules';

describe('normalizeTags', () => {
  it('trims, drops empty ones and keeps the first spelling of repeats', () => {
    expect(normalizeTags([' vip ', 'Billing', '', '   ', 'billing', 'VIP', 'refund'])).toEqual({ tags: ['vip', 'Billing', 'refund'] });
    expect(normalizeTags([])).toEqual({ tags: [] });
  });

  it('takes 20 tags of 40 characters, not more', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `tag${i}`);
    expect(normalizeTags(twenty)).toEqual({ tags: twenty });
    expect(normalizeTags([...twenty, 'one more'])).toEqual({ error: 'At most 20 tags' });
    expect(normalizeTags([...twenty, 'TAG0'])).toEqual({ tags: twenty });
    expect(normalizeTags(['x'.repeat(40)])).toEqual({ tags: ['x'.repeat(40)] });
    expect(normalizeTags([` ${'x'.repeat(40)} `])).toEqual({ tags: ['x'.repeat(40)] });
    expect(normalizeTags(['x'.repeat(41)])).toEqual({ error: 'A tag has at most 40 characters' });
  });

  it('refuses what is not a list of texts', () => {
    for (const input of [undefined, null, 'vip', { 0: 'vip' }, 3]) expect(normalizeTags(input)).toEqual({ error: 'tags must be a list of texts' });
    expect(normalizeTags(['vip', 3])).toEqual({ error: 'Each tag must be text' });
    expect(normalizeTags([null])).toEqual({ error: 'Each tag must be text' });
  });
});

describe('sameTags', () => {
  it('compares in order', () => {
    expect(sameTags(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameTags(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameTags(['a'], ['a', 'b'])).toBe(false);
    expect(sameTags([], [])).toBe(true);
  });
});
