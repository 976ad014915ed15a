import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersButtonLabel } from './filterCountRules';

describe('activeFilterCount', () => {
  it('is 0 without filters, whatever the sort', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ sort: 'oldest' })).toBe(0);
  });

  it('counts each kind of filter once, however many values it has', () => {
    expect(activeFilterCount({ status: ['new', 'hold'], priority: ['urgent'], q: 'printer', from: '2026-01-01' })).toBe(4);
  });

  it('ignores empty lists and blank text', () => {
    expect(activeFilterCount({ status: [], q: '   ', tag: ['vip'] })).toBe(1);
  });
});

describe('filtersButtonLabel', () => {
  it('says how many filters are set', () => {
    expect(filtersButtonLabel(0)).toBe('Filters');
    expect(filtersButtonLabel(2)).toBe('Filters (2)');
  });
});
