import { describe, expect, it } from 'vitest';
import { prefixTsQuery } from './search';

describe('prefixTsQuery', () => {
  it('makes every word a quoted prefix, all required', () => {
    expect(prefixTsQuery('Printer fire')).toBe("'printer':* & 'fire':*");
    expect(prefixTsQuery('  lost   parcel ')).toBe("'lost':* & 'parcel':*");
  });

  it('removes tsquery operators and quotes so no text becomes syntax', () => {
    expect(prefixTsQuery("a & b | !c (d) <-> e:* 'f' \"g\" h\\")).toBe("'a':* & 'b':* & 'c':* & 'd':* & 'e':* & 'f':* & 'g':* & 'h':*");
    expect(prefixTsQuery("o'brien")).toBe("'o':* & 'brien':*");
  });

  it('keeps e-mail addresses, phone numbers and letters of any script whole', () => {
    expect(prefixTsQuery('ana@example.com')).toBe("'ana@example.com':*");
    expect(prefixTsQuery('+62-812')).toBe("'+62-812':*");
    expect(prefixTsQuery('Ünïcödé 東京')).toBe("'ünïcödé':* & '東京':*");
  });

  it('is null when nothing searchable is left', () => {
    expect(prefixTsQuery('')).toBeNull();
    expect(prefixTsQuery('   ')).toBeNull();
    expect(prefixTsQuery('&|!:*() - ...')).toBeNull();
  });

  it('keeps at most eight words', () => {
    expect(prefixTsQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
});
